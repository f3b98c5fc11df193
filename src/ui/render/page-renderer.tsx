/**
 * The page document, rendered two ways (renderPage chooses):
 * - whole, by React's string renderer: a page whose data is in (or that has none) is one string, written in
 *   one piece. React's stream renderer pays for every string it writes (an `encodeInto` into workerd's
 *   encoder each, some two thousand on a product page); the string renderer joins them in JavaScript.
 * - streamed: @hono/react-renderer's `reactRenderer` in stream mode, with our document as its layout
 *   (`c.render`, set by setStreamRenderer): when the data is late, the head and header go out at once and
 *   React reveals the rest as it arrives. Its small inline scripts carry the response's CSP nonce
 *   (`readableStreamOptions.nonce`).
 */
import { reactRenderer, type Props } from '@hono/react-renderer'
import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import type { Bundle } from '../../content/model/bundle.ts'
import type { AppEnv } from '../../env.ts'
import type { RouteName } from '../../routing/routes.ts'
import type { PageHead } from '../../seo/page-head.ts'
import { translator } from '../i18n/index.ts'
import { MinimalHeader } from '../layout/MinimalHeader.tsx'
import { clientScripts, stylesheets } from './assets.ts'
import { CachedFooter, CachedHeader } from './chrome-cache.tsx'
import { Document } from './document.tsx'
import { IslandCollector, IslandContext } from './island.tsx'
import { PageContext, type PageContextValue } from './page-context.tsx'
import { requestUrl } from '../../routing/request-url.ts'
import { renderSignal } from './render-bound.ts'
import { log } from '../../log/logger.ts'

declare module '@hono/react-renderer' {
  interface Props {
    head: PageHead
    /** Stylesheets of this page beyond the site's own (names of files in src/ui/styles). */
    styles?: readonly string[]
    /** The language's bundle: the page wears the full layout, whose menus come from it. Without one (an
     * error page while no bundle can be had), the minimal layout, with no JavaScript. */
    bundle?: Bundle
    /** The path (and query) the language links point at in the other language; the request's path by default. */
    pathWithQuery?: string
    /** The page's route, whose section the header marks (none on error pages). */
    route?: RouteName
  }
}

/** Headers of every rendered page. Pages change when content does: browsers revalidate, hashed assets are the long-lived ones. */
export const PAGE_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' }

function logRenderError(error: unknown): void {
  log.error('render.failed', { error })
}

const NO_SCRIPTS = { scripts: [], preloads: [] }

/** What a page gives its document besides its content (the props of `c.render`). */
export type DocumentOptions = Props

type DocumentProps = DocumentOptions & { children: ReactNode; c: Context<AppEnv> }

/** The document every page renders into: head, header, the page's content in <main>, footer. */
function SiteDocument({ children, c, head, styles = [], bundle, pathWithQuery, route }: DocumentProps): ReactNode {
  const lang = c.get('lang')
  const page: PageContextValue = { lang, t: translator(lang), pathWithQuery: pathWithQuery ?? requestUrl(c).pathname, route, bundle, formPost: c.get('formPost') }
  return (
    <PageContext.Provider value={page}>
      <IslandContext.Provider value={new IslandCollector()}>
        <Document
          lang={lang}
          head={head}
          stylesheets={stylesheets(styles)}
          scripts={bundle ? clientScripts() : NO_SCRIPTS}
          header={bundle ? <CachedHeader page={page} /> : <MinimalHeader />}
          footer={bundle ? <CachedFooter page={page} /> : null}
          main={children}
          skipLinkText={page.t('site.skipToContent')}
        />
      </IslandContext.Provider>
    </PageContext.Provider>
  )
}

/** What the renderer middleware is given to go on with: nothing, it only sets `c.render`. */
const NOTHING_NEXT = () => Promise.resolve()

/**
 * Sets `c.render` for this request: React's stream of SiteDocument, its inline scripts (if any) under the
 * nonce. React writes a Suspense boundary of more than `progressiveChunkSize` bytes (12,800 by default) out
 * of order even when its data is in, behind inline scripts; a page whose data came within the grace is one
 * document in order, however large its sections (the About page's are 40 KB). Set by renderPage only when it
 * streams a page: most pages are rendered whole to one string, and a page from the cache is not rendered at all
 * (set for every request, it was 4 % of a cached page's time).
 */
export function setStreamRenderer(c: Context<AppEnv>): void {
  void reactRenderer(SiteDocument, {
    stream: PAGE_HEADERS,
    readableStreamOptions: {
      nonce: c.get('nonce'),
      onError: logRenderError,
      // No Suspense boundary is split out for its size (React's default past 12.8 KB): what is ready goes in order.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Read by React as each render starts: the bound of that render (render-bound.ts), page or error page.
      get signal() {
        return renderSignal(c)
      },
    },
  })(c, NOTHING_NEXT)
}

/** How React's string renderer marks a part it wrote as its fallback, unfinished (suspended or failed). */
const UNFINISHED_PART = '<!--$!-->'

/**
 * The whole document as one string, or null when it could not be finished at once: its content read a promise
 * that was not made `readable` (readable.ts), or one that failed, or a component threw. The stream renderer
 * then renders the page: it waits for what is pending, and reports (or answers with the error page) what failed.
 */
export function wholeDocument(c: Context<AppEnv>, main: ReactNode, options: DocumentOptions): string | null {
  let html: string
  try {
    html = renderToString(
      <SiteDocument c={c} {...options}>
        {main}
      </SiteDocument>,
    )
  } catch {
    return null
  }
  return html.includes(UNFINISHED_PART) ? null : `<!DOCTYPE html>${html}`
}
