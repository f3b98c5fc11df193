/**
 * GET /api/v1/website/search?q=…&_pageSize=…&_pageNo=…: site search in the site's envelope, in the language
 * of the `language` header. `q` is required (400 without it); past 100 characters it is cut, never refused.
 */
import type { Context } from 'hono'
import * as v from 'valibot'
import { content } from '../content/index.ts'
import { wholeNumber } from '../content/query.ts'
import type { AppEnv } from '../env.ts'
import { normalizeSearchQuery } from '../routing/search-query.ts'
import { searchSite, type SearchHit } from '../search/index.ts'
import { cacheable } from './content-handlers.ts'
import { fail, ok } from './envelope.ts'
import { requestLanguage } from './request-language.ts'

export const SEARCH_PATH = 'search'
/** At most this many results in one answer. */
export const SEARCH_MAX_PAGE_SIZE = 50

const PARAMS = ['q', '_pageNo', '_pageSize'] as const

const SearchParams = v.object({
  q: v.pipe(
    v.optional(v.string(), ''),
    v.transform((q: string) => normalizeSearchQuery(q)),
    v.minLength(1, 'q is required: the words to search for (at most 100 characters are read)'),
  ),
  _pageNo: v.optional(wholeNumber('_pageNo', 1, 1_000_000_000), '1'),
  _pageSize: v.optional(wholeNumber('_pageSize', 1, SEARCH_MAX_PAGE_SIZE), '10'),
})

export interface SearchAnswer {
  /** The query as read: normalised and cut at 100 characters. */
  query: string
  records: SearchHit[]
  total: number
}

export async function searchHandler(c: Context<AppEnv>) {
  const given: Record<string, string> = Object.create(null)
  for (const [key, value] of new URL(c.req.url).searchParams) {
    if (!(PARAMS as readonly string[]).includes(key)) return fail(c, 400, `Unknown parameter ${key}; ${SEARCH_PATH} accepts ${PARAMS.join(', ')}`)
    if (Object.hasOwn(given, key)) return fail(c, 400, `Parameter ${key} is given more than once`)
    given[key] = value
  }
  const parsed = v.safeParse(SearchParams, given)
  if (!parsed.success) return fail(c, 400, parsed.issues.map((issue) => issue.message).join('; '))
  const { q, _pageNo, _pageSize } = parsed.output
  const lang = requestLanguage(c.req.header('language'))
  const bundle = await content(c.env, c.executionCtx).bundle(lang)
  const found = await searchSite(c.env, lang, bundle, c.executionCtx, q, { order: 'ranked', offset: (_pageNo - 1) * _pageSize, limit: _pageSize })
  cacheable(c, lang)
  return ok(c, { query: q, records: found.hits, total: found.total } satisfies SearchAnswer)
}
