import type { MiddlewareHandler } from 'hono'
import { getBundle } from '../content/bundle.ts'
import type { AppEnv } from '../env.ts'

/** How long a rendered page may be served from the edge cache while its bundle version stays the same. */
export const PAGE_CACHE_TTL = 600

/** Pages, and the sitemap, robots.txt and news feeds, which are built from the same content. */
const CACHEABLE_TYPES = /^(text\/html|application\/xml|application\/atom\+xml|text\/plain)\b/

/** The page's own Cache-Control, kept beside the edge cache's lifetime and restored on a hit. */
const ORIGINAL_CACHE_CONTROL = 'X-Page-Cache-Control'

/** workerd's default cache; the DOM lib, also in scope for the islands, types `caches` without it. */
const edgeCache = () => (caches as unknown as { default: Cache }).default

/**
 * The cache key: the page URL plus what else decides its HTML. The bundle version of its language (a
 * rebuild with new content or a purge makes every page miss), the deployed version (new code) and SITE_URL
 * (canonical links).
 */
export function pageCacheKey(url: URL, { bundleVersion, deployment, siteUrl }: { bundleVersion: string; deployment: string; siteUrl: string }): Request {
  const key = new URL(url)
  key.searchParams.set('__v', `${bundleVersion}.${deployment}`)
  if (siteUrl) key.searchParams.set('__site', siteUrl)
  return new Request(key, { method: 'GET' })
}

/**
 * Serves rendered pages (and /sitemap.xml, /robots.txt) from the edge cache (`caches.default`). A page is
 * stored when it answers 200 HTML, XML or text without Set-Cookie; it is streamed to the visitor while a copy goes into the cache. The root `/` is cached
 * too: the locale middleware has already sent English visitors to /en/, so what reaches here is the zh-CN
 * page, the same for everyone. Without a bundle (source down, nothing in KV) pages are rendered uncached.
 * Off in Vite's development mode (the dev server), where code changes must show at once.
 */
export const pageCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { method } = c.req
  const url = new URL(c.req.url)
  if (import.meta.env.MODE === 'development' || (method !== 'GET' && method !== 'HEAD') || /^\/(api|__ops)(\/|$)/.test(url.pathname)) return next()

  let key: Request
  try {
    const { version } = await getBundle(c.env, c.get('lang'), c.executionCtx)
    key = pageCacheKey(url, { bundleVersion: version, deployment: c.env.CF_VERSION_METADATA?.id ?? '', siteUrl: c.env.SITE_URL })
  } catch {
    return next()
  }
  const cache = edgeCache()
  const hit = await cache.match(key)
  if (hit) {
    const res = new Response(hit.body, hit)
    res.headers.set('Cache-Control', hit.headers.get(ORIGINAL_CACHE_CONTROL) ?? 'no-cache')
    res.headers.delete(ORIGINAL_CACHE_CONTROL)
    res.headers.set('X-Page-Cache', 'hit')
    return res
  }

  await next()
  const res = c.res
  const storable =
    method === 'GET' && res.status === 200 && !res.headers.has('Set-Cookie') && CACHEABLE_TYPES.test(res.headers.get('Content-Type') ?? '') && res.body
  if (!storable) return
  const [toVisitor, toCache] = res.body.tee()
  const stored = new Response(toCache, res)
  stored.headers.set(ORIGINAL_CACHE_CONTROL, res.headers.get('Cache-Control') ?? 'no-cache')
  stored.headers.set('Cache-Control', `public, max-age=${PAGE_CACHE_TTL}`)
  c.executionCtx.waitUntil(cache.put(key, stored).catch((error: unknown) => console.error('page cache: put failed', url.pathname, error)))
  c.res = new Response(toVisitor, res)
  c.res.headers.set('X-Page-Cache', 'miss')
}
