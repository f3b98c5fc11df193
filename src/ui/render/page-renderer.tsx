/**
 * The page renderer: @hono/react-renderer's `reactRenderer` middleware in stream mode, with our document as
 * its layout. Pages call `c.render(main, props)` (through renderPage); React streams the whole document in
 * one stream: head and header first, the page's own content as its data arrives.
 *
 * No inline script is needed for what React streams in document order (see renderPage). When a page's data
 * is late and React reveals a Suspense boundary out of order, its small inline scripts carry the response's
 * CSP nonce (`readableStreamOptions.nonce`).
 */
import { reactRenderer } from '@hono/react-renderer'
import type { MiddlewareHandler } from 'hono'
import type { ReactNode } from 'react'
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
    /** The page's content has no data to wait for: it is rendered to one string (see whole-main.tsx). */
    whole?: boolean
  }
}

/** Headers of every rendered page. Pages change when content does: browsers revalidate, hashed assets are the long-lived ones. */
const PAGE_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' }

function logRenderError(error: unknown): void {
  log.error('render.failed', { error })
}

const NO_SCRIPTS = { scripts: [], preloads: [] }

type LayoutProps = Parameters<NonNullable<Parameters<typeof reactRenderer>[0]>>[0]

/** The document every page renders into: head, header, the page's content in <main>, footer. */
function SiteDocument({ children, c, head, styles = [], bundle, pathWithQuery, route, whole = false }: LayoutProps): ReactNode {
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
          main={whole ? { whole: children } : children}
          skipLinkText={page.t('site.skipToContent')}
        />
      </IslandContext.Provider>
    </PageContext.Provider>
  )
}

/**
 * Sets `c.render` for this request: React's stream of SiteDocument, its inline scripts (if any) under the
 * nonce. React writes a Suspense boundary of more than `progressiveChunkSize` bytes (12,800 by default) out
 * of order even when its data is in, behind inline scripts; a page whose data came within the grace is one
 * document in order, however large its sections (the About page's are 40 KB).
 */
export const pageRenderer: MiddlewareHandler<AppEnv> = (c, next) =>
  reactRenderer(SiteDocument, {
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
  })(c, next)
