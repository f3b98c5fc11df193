/**
 * A part of a page rendered apart from the document, with React's string renderer, in the page's context (its
 * language, bundle and islands): the header and footer kept per isolate.
 */
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { IslandContext, type IslandCollector } from './island.tsx'
import { PageContext, type PageContextValue } from './page-context.tsx'

/** The `<link>` hints React's string renderer writes before the content: the resources the part asked for. */
const LEADING_HINTS = /^(?:<link [^>]*\/>)+/

/** The part's HTML, without the hints it asked for: a page's head holds its own. */
export function renderApart(node: ReactNode, page: PageContextValue, islands: IslandCollector | null): string {
  const rendered = renderToString(
    <PageContext.Provider value={page}>
      <IslandContext.Provider value={islands}>{node}</IslandContext.Provider>
    </PageContext.Provider>,
  )
  return rendered.replace(LEADING_HINTS, '')
}
