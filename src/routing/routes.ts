/**
 * The route table of spec §2, for both languages (English paths carry the /en prefix). The fixed first
 * segment matches without regard to case and a trailing slash is optional; canonical URLs use the
 * spelling given here.
 */
import { langOfPath, stripLangPrefix, type Lang } from './locale.ts'
import { normalizeSearchQuery } from './search-query.ts'

export type RouteName =
  | 'Index'
  | 'Product'
  | 'ProductCategory'
  | 'AccessHcs'
  | 'Concepts'
  | 'Solution'
  | 'SolutionCategory'
  | 'Case'
  | 'IndustryTrends'
  | 'NewDetail'
  | 'Concat'
  | 'Pdf'
  | 'File'
  | 'Activity'
  | 'Search'
  | 'Privacy'

interface RouteDef {
  name: RouteName
  /** The fixed first segment as spelled in canonical URLs ('' for the home page). */
  segment: string
  /** How many parameters follow the segment: [min, max]. */
  params: [number, number]
  /** Whether the canonical URL ends with a slash. */
  slash: boolean
  /** The page code of its SEO settings in the site config. */
  seoCode: string
  /**
   * The query parameters its screen reads. Only these reach the screen and the page cache key; any other
   * (a tracking tag, a random cache-buster) neither changes the page nor creates a cache entry.
   */
  query: readonly string[]
  /** How a query parameter's value is spelled in the page URL (and so in the cache key), when not as given. */
  normalize?: Readonly<Record<string, (value: string) => string>>
}

export const ROUTES: readonly RouteDef[] = [
  { name: 'Index', segment: '', params: [0, 0], slash: true, seoCode: 'home', query: [] },
  { name: 'Product', segment: 'product', params: [0, 0], slash: false, seoCode: 'product', query: [] },
  { name: 'ProductCategory', segment: 'productCategory', params: [1, 1], slash: true, seoCode: 'product', query: ['id'] },
  // `?id=anchorN` on About and Concepts is read by the browser (it scrolls to the section), not by the screen:
  // one page, one cache entry, whatever the anchor.
  { name: 'AccessHcs', segment: 'AccessHcs', params: [0, 0], slash: false, seoCode: 'accessHcs', query: [] },
  { name: 'Concepts', segment: 'concepts', params: [0, 0], slash: false, seoCode: 'concepts', query: [] },
  { name: 'Solution', segment: 'solution', params: [0, 0], slash: false, seoCode: 'solution', query: [] },
  { name: 'SolutionCategory', segment: 'SolutionCategory', params: [1, 1], slash: true, seoCode: 'solution', query: ['id'] },
  { name: 'Case', segment: 'Case', params: [0, 1], slash: false, seoCode: 'case', query: [] },
  { name: 'IndustryTrends', segment: 'industryTrends', params: [0, 1], slash: true, seoCode: 'industryTrends', query: ['page', 'size'] },
  { name: 'NewDetail', segment: 'newDetail', params: [2, 2], slash: false, seoCode: 'newDetail', query: [] },
  { name: 'Concat', segment: 'contact', params: [0, 0], slash: true, seoCode: 'contact', query: [] },
  { name: 'Pdf', segment: 'pdf', params: [1, 1], slash: false, seoCode: 'pdf', query: [] },
  { name: 'File', segment: 'File', params: [0, 1], slash: false, seoCode: 'file', query: [] },
  // The launch-event page (spec §2 Other); the home page sends visitors there while its window is open.
  { name: 'Activity', segment: 'activity', params: [0, 0], slash: false, seoCode: 'activity', query: [] },
  // Site search's results (not in the sitemap, noindex): one page per normalised query, page and page size.
  { name: 'Search', segment: 'search', params: [0, 0], slash: false, seoCode: 'search', query: ['q', 'page', 'size'], normalize: { q: normalizeSearchQuery } },
  // What happens to what visitors send through the forms, which link here (not in spec §2: issue 25).
  { name: 'Privacy', segment: 'privacy', params: [0, 0], slash: false, seoCode: 'privacy', query: [] },
]

export interface RouteMatch {
  name: RouteName
  lang: Lang
  params: string[]
  /** The path in the route table's spelling, without the language prefix. */
  canonicalPath: string
  seoCode: string
  /** The query parameters the route reads (see RouteDef.query). */
  query: readonly string[]
  normalize?: RouteDef['normalize']
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/**
 * The canonical path of a route with its parameters, without the language prefix; `id` is the query that
 * selects the shown item (a product, a solution, an About anchor).
 */
export function routePath(name: RouteName, params: string[] = [], id?: string): string {
  const route = ROUTES.find((r) => r.name === name)
  if (!route) throw new Error(`no route ${name}`)
  const segments = ['', route.segment, ...params.map(encodeURIComponent)].join('/')
  const path = route.segment === '' ? '/' : route.slash ? `${segments}/` : segments
  return id ? `${path}?id=${encodeURIComponent(id)}` : path
}

/** The route a path (with or without /en) belongs to, or undefined when it matches none. */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const lang = langOfPath(pathname)
  const segments = stripLangPrefix(pathname).split('/').filter(Boolean)
  const [first = '', ...rest] = segments
  const params = rest.map(decodeSegment)
  if (params.some((p) => p === undefined)) return undefined
  const route = ROUTES.find((r) => r.segment.toLowerCase() === first.toLowerCase())
  if (!route || params.length < route.params[0] || params.length > route.params[1]) return undefined
  const defined = params as string[]
  return { name: route.name, lang, params: defined, canonicalPath: routePath(route.name, defined), seoCode: route.seoCode, query: route.query, normalize: route.normalize }
}

/**
 * The URL as the route's screen sees it: only the query parameters the route reads, each once (the first
 * value, normalised where the route says so), in the route's order; no fragment. Two URLs with the same page URL get the same page.
 */
export function pageUrl(url: URL, match: Pick<RouteMatch, 'query' | 'normalize'>): URL {
  const clean = new URL(url.pathname, url.origin)
  for (const name of match.query) {
    const given = url.searchParams.get(name)
    const value = given !== null && match.normalize?.[name] ? match.normalize[name](given) : given
    if (value !== null && value !== '') clean.searchParams.set(name, value)
  }
  return clean
}
