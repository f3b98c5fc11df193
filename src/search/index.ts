/**
 * Site search: each language's index (built from the content layer with the start-up bundle, kept in KV
 * and per isolate) and what a query finds in it, as the results page and the API show it.
 */
import type { WaitUntil } from '../content/bundle/index.ts'
import type { Bundle } from '../content/model/bundle.ts'
import type { Lang } from '../routing/locale.ts'
import { getSearchIndex } from './get.ts'
import { searchHits, type SearchHit } from './results.ts'

/** Every page `query` (normalised: routing/search-query.ts) finds in the site in `lang`, best first. */
export async function searchSite(env: Env, lang: Lang, bundle: Bundle, ctx: WaitUntil, query: string): Promise<SearchHit[]> {
  const { index, codes } = await getSearchIndex(env, lang, bundle, ctx)
  return searchHits(index, codes, query, lang)
}

export { SEARCH_KINDS, type SearchKind } from './document.ts'
export type { MarkedText } from './excerpt.ts'
export type { Range } from './marks.ts'
export { groupHits, groupsOnPage, type SearchGroup, type SearchHit } from './results.ts'
