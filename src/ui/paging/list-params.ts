/**
 * A paged list's page and page size (spec §9's news list: 10 per page, or 20, 30, 40; the search results the
 * same), read from the page URL's `page` and `size` query parameters. Every page has one URL: the defaults are left out (`?page=1` and
 * `?size=10` redirect to the URL without them), anything else malformed is not a page (404).
 */
import * as v from 'valibot'

export const PAGE_SIZES = [10, 20, 30, 40] as const
export type PageSize = (typeof PAGE_SIZES)[number]
export const DEFAULT_PAGE_SIZE: PageSize = 10

export interface ListParams {
  page: number
  size: PageSize
}

/** A page number is written as a whole number from 1, without leading zeros or signs. */
const PageParam = v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number))
const SizeParam = v.pipe(
  v.string(),
  v.picklist(PAGE_SIZES.map(String)),
  v.transform((value) => Number(value) as PageSize),
)
const ListQuery = v.object({ page: v.optional(PageParam, '1'), size: v.optional(SizeParam, String(DEFAULT_PAGE_SIZE)) })

export type ListParamsResult =
  | { kind: 'ok'; params: ListParams }
  /** Valid, but a default is written out: the same page lives at the URL without it. */
  | { kind: 'redirect'; params: ListParams }
  | { kind: 'invalid' }

export function readListParams(search: URLSearchParams): ListParamsResult {
  const given = { page: search.get('page') ?? undefined, size: search.get('size') ?? undefined }
  const result = v.safeParse(ListQuery, given)
  if (!result.success) return { kind: 'invalid' }
  const params = result.output
  const explicitDefault = given.page === '1' || given.size === String(DEFAULT_PAGE_SIZE)
  return { kind: explicitDefault ? 'redirect' : 'ok', params }
}

/**
 * The query string of a list page in its one spelling: `''`, `?page=2`, `?size=20`, `?page=2&size=20`; what
 * the list itself reads (`{ q }` for search results) first.
 */
export function listSearch({ page, size }: ListParams, first: Readonly<Record<string, string>> = {}): string {
  const query = new URLSearchParams(first)
  if (page !== 1) query.set('page', String(page))
  if (size !== DEFAULT_PAGE_SIZE) query.set('size', String(size))
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** How many pages `total` items fill; an empty list still has its first page (which says so). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size))
}
