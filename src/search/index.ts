/**
 * Site search: each language's documents in D1 with their FTS5 index (written by the cron and a purge, or built
 * by the first search), and a page of what a query finds there, as the results page and the API show it.
 */
import type { WaitUntil } from '../content/bundle/index.ts'
import type { Bundle } from '../content/model/bundle.ts'
import type { Lang } from '../routing/locale.ts'
import type { SearchKind } from './document.ts'
import { readySearchIndex } from './get.ts'
import { findDocuments, type PageOfResults } from './query.ts'
import { searchHits, type SearchHit } from './results.ts'
import { searchScope } from './store.ts'

export interface SearchResults {
  /** How many pages `query` finds in all, and of each kind shown on this page. */
  total: number
  kinds: Partial<Record<SearchKind, number>>
  /** The page of them asked for, best first (grouped by kind for the results page). */
  hits: SearchHit[]
}

/** A page of what `query` (normalised: routing/search-query.ts) finds in the site in `lang`. */
export async function searchSite(env: Env, lang: Lang, bundle: Bundle, ctx: WaitUntil, query: string, page: PageOfResults): Promise<SearchResults> {
  await readySearchIndex(env, lang, bundle, ctx)
  const found = await findDocuments(env.DB, searchScope(env, lang), query, page)
  return { total: found.total, kinds: found.kinds, hits: searchHits(found.documents, query, lang) }
}

export { SEARCH_KINDS, type SearchKind } from './document.ts'
export type { MarkedText } from './excerpt.ts'
export type { Range } from './marks.ts'
export { groupsOf, type SearchGroup, type SearchHit } from './results.ts'
