/**
 * The media route (issue 33): `/cms-media/{host}/{path}` serves a file of an allowed origin (UPSTREAM_API's,
 * MEDIA_ORIGINS's) from the site's own origin, so pages keep a CSP of `'self'` and visitors get the file from
 * the edge. GET and HEAD; `?w=` resizes a raster picture (on Cloudflare); a byte range is answered for video.
 *
 * A copy in the edge cache answers at once (ranges and revalidations included). Otherwise the file is fetched
 * (fetch-file.ts): a whole picture or PDF goes to the visitor and into the cache at once; a range of a
 * video, or a video, goes to the visitor as the origin sends it, and the whole file is fetched into the cache
 * beside it. What the origin cannot give is a 404 (no such file) or a 502 (anything else), never a hang.
 */
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../env.ts'
import { clientMistake } from '../http/client-mistake.ts'
import { log } from '../log/logger.ts'
import { requestUrl } from '../routing/request-url.ts'
import { fetchFile, type FileAnswer, type FileRequest } from './fetch-file.ts'
import { formatFor, imageTransform, MEDIA_WIDTHS, widthParam } from '../media/image-options.ts'
import { cachedFile, confirmFile, knownMissing, MEDIA_MISSING_FOR, mediaCacheKey, storeFile, storeMissing, withoutCacheHeaders, type Variant } from './media-cache.ts'
import { originsOf } from '../media/origins.ts'
import { isRasterPath, upstreamFile } from '../media/paths.ts'

export const MEDIA_METHODS = 'GET, HEAD, OPTIONS'

/** How browsers may keep a file: a day, then used while they ask again in the background for a week. */
export const MEDIA_BROWSER_CACHE = 'public, max-age=86400, stale-while-revalidate=604800'

/**
 * A file opened on its own (an SVG in a tab) is a document of the site's origin: it may show itself and its own
 * styles and pictures, and nothing in it runs (`sandbox`).
 */
export const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

/** One byte range (`bytes=0-`, `bytes=100-199`, `bytes=-500`), as passed on; several, or a malformed one, are ignored (the whole file answers, as RFC 9110 allows). */
export function singleRange(header: string | undefined): string | undefined {
  const value = header?.trim()
  return value && /^bytes=(\d{1,15}-\d{0,15}|-\d{1,15})$/.test(value) ? value : undefined
}

/** Problems already logged in this isolate, so a broken picture on every page is one line, not one per view. */
const logged = new Set<string>()
function logOnce(event: string, file: URL, reason: string): void {
  const key = `${event} ${file.href} ${reason}`
  if (logged.has(key)) return
  if (logged.size >= 1000) logged.clear()
  logged.add(key)
  log.warn(event, { file: file.href.slice(0, 200), reason })
}

/** Whole files being fetched into the cache by this isolate, so a burst of ranges fetches each once. */
const filling = new Set<string>()

/** The answer a visitor gets of a file: the route's caching, ranges and policy on whatever status it has. */
function forVisitor(c: Context<AppEnv>, from: Response, state: 'hit' | 'stale' | 'miss' | 'pass', variant: Variant | null): Response {
  const res = new Response(from.status === 304 ? null : from.body, from)
  withoutCacheHeaders(res.headers)
  res.headers.set('Cache-Control', MEDIA_BROWSER_CACHE)
  res.headers.set('X-Media-Cache', state)
  if (variant) res.headers.set('Vary', 'Accept')
  else res.headers.set('Accept-Ranges', 'bytes')
  c.set('contentSecurityPolicy', MEDIA_CSP)
  return res
}

/** The visitor's answer when the file cannot be had: 404 when the origin has no such file, 502 otherwise. */
function failure(c: Context<AppEnv>, status: 404 | 502, reason: string): Response {
  c.set('contentSecurityPolicy', MEDIA_CSP)
  const text = status === 404 ? '404 Not Found: the file is not there\n' : `502 Bad Gateway: the file could not be had (${reason})\n`
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': status === 404 ? `public, max-age=${MEDIA_MISSING_FOR}` : 'no-store' },
  })
}

/** Fetches the whole file into the cache (after a range or a video was passed on), once per isolate at a time. */
async function fill(file: URL, key: Request, variant: Variant | null): Promise<void> {
  if (filling.has(key.url)) return
  filling.add(key.url)
  try {
    const answer = await fetchFile({ url: file, method: 'GET', ...(variant ? { image: imageTransform(variant.width, variant.format) } : {}) })
    if (answer.ok && answer.response.status === 200) await storeFile(key, answer.response)
    else if (answer.ok) await answer.response.body?.cancel()
  } catch (error) {
    log.warn('media.fill_failed', { file: file.href.slice(0, 200), error })
  } finally {
    filling.delete(key.url)
  }
}

/** Asks the origin whether the edge's copy changed: 304 keeps it, a new file replaces it, a 404 removes it. */
async function revalidate(file: URL, key: Request, variant: Variant | null, stale: Response): Promise<void> {
  if (filling.has(key.url)) return
  filling.add(key.url)
  try {
    const validators = { etag: stale.headers.get('ETag'), lastModified: stale.headers.get('Last-Modified') }
    const answer = await fetchFile({ url: file, method: 'GET', validators, ...(variant ? { image: imageTransform(variant.width, variant.format) } : {}) })
    if (answer.ok && answer.response.status === 304) await confirmFile(key)
    else if (answer.ok && answer.response.status === 200) await storeFile(key, answer.response)
    else if (answer.ok) await answer.response.body?.cancel()
    else if (answer.status === 404) await storeMissing(key, mediaCacheKey(file, variant, true))
    else logOnce('media.revalidate_failed', file, answer.reason)
  } catch (error) {
    log.warn('media.revalidate_failed', { file: file.href.slice(0, 200), error })
  } finally {
    filling.delete(key.url)
  }
}

/** The file from the origin; a resized picture Cloudflare Images could not make (in time) is fetched as it is. */
async function fromOrigin(request: FileRequest): Promise<FileAnswer> {
  const answer = await fetchFile(request)
  if (!request.image || answer.ok || answer.status === 404) return answer
  logOnce('media.transform_failed', request.url, answer.reason)
  const { image: _image, ...original } = request
  return fetchFile(original)
}

async function serveMedia(c: Context<AppEnv>): Promise<Response> {
  const file = upstreamFile(requestUrl(c).pathname, originsOf(c.env))
  if (file === 'origin not allowed') return failure(c, 404, file)
  if (file === 'not a file path') return clientMistake(400, 'not a file path: each part a name, without ., .. or encoded slashes')
  const width = widthParam(c.req.query('w'))
  if (width === 'bad') return clientMistake(400, `w must be one of ${MEDIA_WIDTHS.join(', ')}`)
  const variant: Variant | null = width && isRasterPath(file.pathname) ? { width, format: formatFor(c.req.header('Accept')) } : null
  const range = variant ? undefined : singleRange(c.req.header('Range'))
  const head = c.req.raw.method === 'HEAD'
  const key = mediaCacheKey(file, variant)

  const hit = await cachedFile(key, { range, ifNoneMatch: c.req.header('If-None-Match'), ifModifiedSince: c.req.header('If-Modified-Since') })
  if (hit) {
    if (!hit.current) c.executionCtx.waitUntil(revalidate(file, key, variant, hit.response))
    return forVisitor(c, hit.response, hit.current ? 'hit' : 'stale', variant)
  }
  const missingKey = mediaCacheKey(file, variant, true)
  if (await knownMissing(missingKey)) return failure(c, 404, 'known missing')

  const answer = await fromOrigin({ url: file, method: head ? 'HEAD' : 'GET', range, ...(variant ? { image: imageTransform(variant.width, variant.format) } : {}) })
  if (!answer.ok) {
    logOnce('media.refused', file, answer.reason)
    if (answer.status === 404) c.executionCtx.waitUntil(storeMissing(key, missingKey).catch((error: unknown) => log.warn('media.store_failed', { error })))
    return failure(c, answer.status, answer.reason)
  }
  const { response, kind } = answer
  // A whole picture or PDF: to the visitor and into the cache from one fetch.
  if (!head && response.status === 200 && kind !== 'video' && response.body) {
    const [toVisitor, toCache] = response.body.tee()
    const stored = storeFile(key, new Response(toCache, response)).catch((error: unknown) => logOnce('media.store_failed', file, String(error)))
    c.executionCtx.waitUntil(stored)
    return forVisitor(c, new Response(toVisitor, response), 'miss', variant)
  }
  // A range or a video: passed on as it comes; the whole file follows into the cache on its own. A HEAD only asks.
  if (!head && (response.status === 200 || response.status === 206)) c.executionCtx.waitUntil(fill(file, key, variant))
  return forVisitor(c, response, 'pass', variant)
}

/** The media route, mounted at MEDIA_ROUTE ahead of the pages (src/app.ts). */
export const media = new Hono<AppEnv>({ strict: false })
media.get('/*', serveMedia)
media.options('/*', () => new Response(null, { status: 204, headers: { Allow: MEDIA_METHODS, 'Cache-Control': 'no-store' } }))
media.all('/*', () => clientMistake(405, `use ${MEDIA_METHODS}`, { Allow: MEDIA_METHODS }))
