import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import type { Bundle } from '../../content/model/bundle.ts'
import type { AppEnv } from '../../env.ts'
import { translator } from '../i18n/index.ts'
import { Footer } from '../layout/Footer.tsx'
import { Header } from '../layout/Header.tsx'
import { MinimalHeader } from '../layout/MinimalHeader.tsx'
import { islandScripts, stylesheets } from './assets.ts'
import { Document, type PageHead } from './document.tsx'
import { IslandCollector, IslandContext } from './island.tsx'
import { PageContext, type PageContextValue } from './page-context.tsx'

interface CommonOptions {
  head: PageHead
  /** The page's content: put slow data behind <Suspense> so the head and header flush first. */
  main: ReactNode
  status?: ContentfulStatusCode
  /** Stylesheets of this page beyond the site's own (names of files in src/ui/styles). */
  styles?: readonly string[]
}

/** A page wears the full layout, whose menus come from the bundle; error pages the minimal one, with no JavaScript. */
export type RenderPageOptions = CommonOptions & ({ chrome?: 'site'; bundle: Bundle } | { chrome: 'minimal'; bundle?: undefined })

const encoder = new TextEncoder()

function logRenderError(error: unknown): void {
  console.error('render error', error)
}

async function render(node: ReactNode, identifierPrefix: string) {
  return renderToReadableStream(node, { identifierPrefix, onError: logRenderError })
}

function splitOnce(html: string, marker: string): [string, string] {
  const at = html.indexOf(marker)
  if (at < 0) throw new Error('document slot missing')
  return [html.slice(0, at), html.slice(at + marker.length)]
}

/**
 * Streams a page in document order. The document (head, header, footer) renders first; the page's own
 * content follows as soon as its Suspense boundaries have resolved. Out-of-order streaming is not used:
 * React reveals late boundaries with inline scripts, which the CSP (`script-src 'self'`, no nonce) forbids.
 * An error before the first byte (the document, or the page outside its Suspense boundaries) rejects,
 * so the caller can still answer with an error status.
 */
export async function renderPage(c: Context<AppEnv>, { head, main, status = 200, chrome = 'site', styles = [], bundle }: RenderPageOptions): Promise<Response> {
  const lang = c.get('lang')
  const url = new URL(c.req.url)
  const page: PageContextValue = { lang, t: translator(lang), pathWithQuery: url.pathname + url.search, bundle }
  const islands = new IslandCollector()
  const withProviders = (node: ReactNode) => (
    <PageContext.Provider value={page}>
      <IslandContext.Provider value={islands}>{node}</IslandContext.Provider>
    </PageContext.Provider>
  )

  // Slots are placeholders the document renders as plain text, cut out and replaced by the streamed parts.
  const slot = crypto.randomUUID()
  const mainSlot = `main-${slot}`
  const tailSlot = `tail-${slot}`
  const documentStream = await render(
    withProviders(
      <Document
        lang={lang}
        head={head}
        stylesheets={stylesheets(styles)}
        header={chrome === 'site' ? <Header /> : <MinimalHeader />}
        footer={chrome === 'site' ? <Footer /> : null}
        main={mainSlot}
        tail={tailSlot}
        skipLinkText={page.t('site.skipToContent')}
      />,
    ),
    '',
  )
  await documentStream.allReady
  const [beforeMain, afterMain] = splitOnce(await new Response(documentStream).text(), mainSlot)
  const [betweenMainAndTail, afterTail] = splitOnce(afterMain, tailSlot)

  const mainStream = await render(withProviders(main), 'm')

  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(beforeMain))
      await mainStream.allReady
      const reader = mainStream.getReader()
      for (let part = await reader.read(); !part.done; part = await reader.read()) controller.enqueue(part.value)
      const { scripts, preloads } = islandScripts(islands.names, chrome === 'site')
      const tail =
        preloads.map((href) => `<link rel="modulepreload" href="${href}">`).join('') +
        scripts.map((src) => `<script type="module" src="${src}"></script>`).join('')
      controller.enqueue(encoder.encode(betweenMainAndTail + tail + afterTail))
      controller.close()
    },
  })

  return c.body(body, status, {
    'Content-Type': 'text/html; charset=utf-8',
    // Pages change when content does; browsers revalidate, hashed assets are the long-lived ones.
    'Cache-Control': 'public, max-age=0, must-revalidate',
  })
}
