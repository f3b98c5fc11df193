/**
 * The paths `npm run soak` asks for, by kind, from the site's own sitemap and pages: what a crowd of visitors
 * and crawlers asks for right after a purge. `{n}` in a path is replaced by a random number per request.
 */
import { ENDPOINTS } from '../../src/content/endpoints.ts'

export type SoakKind = 'sitemap' | 'spelling' | 'unknownId' | 'randomQuery' | 'unknownPath' | 'asset' | 'api'

export type SoakPaths = Record<SoakKind, string[]>

/** Every page the sitemap names (its locations and their language alternates), as paths. */
export function sitemapPaths(xml: string): string[] {
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>|href="([^"]+)"/g)].map((m) => (m[1] ?? m[2] ?? '').replaceAll('&amp;', '&'))
  return [...new Set(urls.map((url) => new URL(url).pathname + new URL(url).search))].sort()
}

/** The same page spelled otherwise: the trailing slash toggled, the route's segment in capitals, bare `/en`. */
function spellings(path: string): string[] {
  const url = new URL(path, 'http://x')
  const { pathname, search } = url
  const out: string[] = []
  if (pathname !== '/' && pathname !== '/en/') out.push((pathname.endsWith('/') ? pathname.slice(0, -1) : `${pathname}/`) + search)
  const upper = pathname.replace(/^(\/en)?\/([^/]+)/, (_, en = '', segment: string) => `${en}/${segment.toUpperCase()}`)
  if (upper !== pathname) out.push(upper + search)
  return out
}

/** Hashed assets, images and icons a page's HTML links. */
export function assetPaths(html: string): string[] {
  return [...new Set([...html.matchAll(/(?:href|src)="(\/(?:assets|img|video|pdf)\/[^"?#]+|\/favicon[^"]*)"/g)].map((m) => m[1]!))].sort()
}

export function soakPaths(sitemap: string[], assets: string[]): SoakPaths {
  const categoryPages = sitemap.filter((p) => /^(\/en)?\/(productCategory|SolutionCategory)\//i.test(p)).map((p) => p.replace(/\?.*$/, ''))
  return {
    sitemap,
    spelling: [...new Set(['/en', ...sitemap.flatMap(spellings)])],
    unknownId: [...new Set(categoryPages)].map((p) => `${p}?id=nope-{n}`),
    randomQuery: sitemap.map((p) => `${p}${p.includes('?') ? '&' : '?'}utm_source=soak&r={n}`),
    unknownPath: ['/no-such-page-{n}', '/en/no-such-page/{n}', '/productCategory/unknown_{n}/', '/en/SolutionCategory/unknown_{n}/', '/newDetail/1/{n}', '/File/unknown-{n}', '/img/no-such-{n}.png'],
    asset: assets,
    api: Object.values(ENDPOINTS).flatMap(({ path }) => [`/api/v1/website/${path}`, `/api/v1/website/${path}?_pageSize=5&_pageNo={n}`]),
  }
}
