/**
 * List queries of spec §7: `_pageNo`, `_pageSize`, `_sort` and the endpoint's filters. URL parameters are
 * strings; the valibot schema turns them into a typed ListQuery or says exactly what is wrong.
 */
import * as v from 'valibot'
import { ENDPOINTS, type EndpointName, type Endpoints, type FilterKind, type FilterName, type SortField } from './endpoints.ts'

export const MAX_PAGE_SIZE = 10000
export const DEFAULT_PAGE_SIZE = 10

/** `+field` ascending, `-field` descending. */
export type SortSpec<N extends EndpointName> = `${'+' | '-'}${SortField<N>}`

export type FilterValues<N extends EndpointName> = {
  [K in FilterName<N>]?: Endpoints[N]['filters'][K] extends { kind: 'flag' } ? boolean : string
}

export interface ListQuery<N extends EndpointName = EndpointName> {
  pageNo: number
  pageSize: number
  sort: SortSpec<N>
  filters: FilterValues<N>
}

/** A typed query with the endpoint's defaults for whatever is left out (page 1, 10 records, its default sort). */
export function listQuery<N extends EndpointName>(name: N, given: Partial<ListQuery<N>> = {}): ListQuery<N> {
  return {
    pageNo: given.pageNo ?? 1,
    pageSize: given.pageSize ?? DEFAULT_PAGE_SIZE,
    sort: given.sort ?? (ENDPOINTS[name].defaultSort as SortSpec<N>),
    filters: given.filters ?? {},
  }
}

export function parseSort(sort: string): { field: string; descending: boolean } {
  return { field: sort.slice(1), descending: sort.startsWith('-') }
}

const ID_PATTERN = /^\d{19}$/
const CODE_PATTERN = /^[A-Za-z0-9][\w.-]{0,63}$/

/** Up to 10 digits: enough for every bound used (1000000000 has 10), few enough to stay an exact number. */
export const wholeNumber = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,10}$/, `${name} must be a whole number from ${min} to ${max}`),
    v.transform(Number),
    v.minValue(min, `${name} must be a whole number from ${min} to ${max}`),
    v.maxValue(max, `${name} must be a whole number from ${min} to ${max}`),
  )

const filterValue = (name: string, kind: FilterKind) => {
  switch (kind) {
    case 'id':
      return v.pipe(v.string(), v.regex(ID_PATTERN, `${name} must be a 19-digit id`))
    case 'code':
      return v.pipe(v.string(), v.regex(CODE_PATTERN, `${name} must be a code of letters, digits, _ . - (at most 64)`))
    case 'flag':
      return v.pipe(
        v.string(),
        v.picklist(['1', '0', 'true', 'false'], `${name} must be 1, 0, true or false`),
        v.transform((value) => value === '1' || value === 'true'),
      )
  }
}

/**
 * `+` in a query string decodes to a space, so `_sort=+sort` arrives as " sort": a leading space, a `+`
 * (sent as %2B) and no sign at all all mean ascending.
 */
const sortValue = (sortable: readonly string[]) =>
  v.pipe(
    v.string(),
    v.transform((value) => (value.startsWith(' ') ? `+${value.trimStart()}` : /^[+-]/.test(value) ? value : `+${value}`)),
    v.regex(/^[+-]\w+$/, '_sort must be +field or -field'),
    v.check((value) => sortable.includes(value.slice(1)), `_sort can order by ${sortable.join(', ')}`),
  )

function buildSchema(name: EndpointName) {
  const endpoint = ENDPOINTS[name]
  const filters: Record<string, v.OptionalSchema<ReturnType<typeof filterValue>, undefined>> = {}
  for (const [param, filter] of Object.entries(endpoint.filters)) filters[param] = v.optional(filterValue(param, filter.kind))
  const pageNo = wholeNumber('_pageNo', 1, 1_000_000_000)
  const allowed = ['_pageNo', ...(endpoint.pageNoParam === '_pageNO' ? ['_pageNO'] : []), '_pageSize', '_sort', ...Object.keys(filters)]
  return v.pipe(
    // Not v.record: it leaves out keys such as __proto__, which must be reported like any unknown parameter.
    v.custom<Record<string, string>>((input) => typeof input === 'object' && input !== null),
    v.check(
      (params) => Object.keys(params).every((key) => allowed.includes(key)),
      (issue) => {
        const unknown = Object.keys(issue.input as Record<string, string>).filter((key) => !allowed.includes(key))
        return `Unknown parameter ${unknown.join(', ')}; ${endpoint.path} accepts ${allowed.join(', ')}`
      },
    ),
    v.object({
      _pageNo: v.optional(pageNo),
      _pageNO: v.optional(pageNo),
      _pageSize: v.optional(wholeNumber('_pageSize', 1, MAX_PAGE_SIZE)),
      _sort: v.optional(sortValue(endpoint.sortable)),
      ...filters,
    }),
  )
}

const schemas = new Map<EndpointName, ReturnType<typeof buildSchema>>()

export type ParsedQuery<N extends EndpointName> = { success: true; query: ListQuery<N> } | { success: false; message: string }

/**
 * Reads a list query from URL parameters. An empty value counts as absent (clients send `categoryCode=`
 * for "any"); a repeated or unknown parameter is an error.
 */
export function parseListQuery<N extends EndpointName>(name: N, params: URLSearchParams): ParsedQuery<N> {
  // No prototype, so that a parameter named __proto__ is a key like any other (and then an unknown one).
  const given: Record<string, string> = Object.create(null)
  for (const [key, value] of params) {
    if (Object.hasOwn(given, key)) return { success: false, message: `Parameter ${key} is given more than once` }
    given[key] = value
  }
  for (const key of Object.keys(given)) if (given[key] === '') delete given[key]

  let schema = schemas.get(name)
  if (!schema) schemas.set(name, (schema = buildSchema(name)))
  const result = v.safeParse(schema, given)
  if (!result.success) return { success: false, message: result.issues.map((issue) => issue.message).join('; ') }

  const { _pageNo, _pageNO, _pageSize, _sort, ...filters } = result.output
  return {
    success: true,
    query: listQuery(name, {
      pageNo: _pageNO ?? _pageNo,
      pageSize: _pageSize,
      // The schema checked the sort field against this endpoint's whitelist and the filters against its names.
      sort: _sort as SortSpec<N> | undefined,
      filters: filters as FilterValues<N>,
    }),
  }
}

/** The query as URL parameters, in the spec's spelling (what the provider's CMS expects). */
export function toSearchParams<N extends EndpointName>(name: N, query: ListQuery<N>): URLSearchParams {
  const params = new URLSearchParams()
  params.set(ENDPOINTS[name].pageNoParam, String(query.pageNo))
  params.set('_pageSize', String(query.pageSize))
  params.set('_sort', query.sort)
  for (const [key, value] of Object.entries(query.filters)) {
    if (value !== undefined) params.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value))
  }
  return params
}

/** An item is named by its 19-digit id or by its code (newsCode, categoryCode). */
export function isItemKey(value: string): boolean {
  return ID_PATTERN.test(value) || CODE_PATTERN.test(value)
}

export function isId(value: string): boolean {
  return ID_PATTERN.test(value)
}
