/**
 * A part of a page rendered apart from the document, with React's string renderer, in the page's context (its
 * language, bundle and islands): the header and footer kept per isolate, a data-less page's content.
 */
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { IslandContext, type IslandCollector } from './island.tsx'
import { PageContext, type PageContextValue } from './page-context.tsx'

/** The `<link>` hints React's string renderer writes before the content: the resources the part asked for. */
const LEADING_HINTS = /^(?:<link [^>]*\/>)+/

/** The part's HTML, and apart from it the hints it asked for (`<link>`s; empty when none). */
export function renderApart(node: ReactNode, page: PageContextValue, islands: IslandCollector | null): { hints: string; html: string } {
  const rendered = renderToString(
    <PageContext.Provider value={page}>
      <IslandContext.Provider value={islands}>{node}</IslandContext.Provider>
    </PageContext.Provider>,
  )
  const hints = LEADING_HINTS.exec(rendered)?.[0] ?? ''
  return { hints, html: rendered.slice(hints.length) }
}
