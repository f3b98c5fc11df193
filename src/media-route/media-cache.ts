/**
 * The media route's copies in the edge cache (`caches.default`), one per file and variant (width and format of a
 * resized picture). A copy is kept 30 days and current for one: after that a visitor still gets it at once, and
 * the origin is asked in the background whether the file changed (with its ETag or Last-Modified), so an edited
 * picture shows within a day and a file the CMS deleted goes. A file the origin does not have is remembered for
 * 5 minutes, so a broken picture on a busy page does not ask the origin on every view.
 */
import { edgeCache } from '../content/bundle/store.ts'
import type { MediaFormat, MediaWidth } from '../media/image-options.ts'

/** Seconds a copy is current; past that it is served while the origin is asked again. */
export const MEDIA_FRESH_FOR = 86_400
/** Seconds the edge keeps a copy. */
export const MEDIA_KEPT_FOR = 30 * 86_400
/** Seconds a file the origin does not have is answered 404 without asking it. */
export const MEDIA_MISSING_FOR = 300

/** When the copy was fetched (ms), stored beside it and taken off for the visitor. */
const FETCHED_AT = 'X-Media-Fetched-At'

/** A resized picture: its width and the format it was re-encoded to (null: its own). */
export interface Variant {
  width: MediaWidth
  format: MediaFormat | null
}

/** The cache key of a file (its origin's URL) in one variant; `missing` is the key of "the origin has no such file". */
export function mediaCacheKey(file: URL, variant: Variant | null, missing = false): Request {
  const key = new URL('https://cms-media.cache/')
  key.searchParams.set('file', file.href)
  if (variant) key.searchParams.set('w', String(variant.width))
  if (variant?.format) key.searchParams.set('f', variant.format)
  if (missing) key.searchParams.set('missing', '1')
  return new Request(key)
}

/** What of the visitor's request the cached copy answers by itself: a byte range (206, 416), a revalidation (304). */
export interface CacheQuestion {
  range?: string
  ifNoneMatch?: string
  ifModifiedSince?: string
}

/** The copy of `key`, answering `question` as the cache does by itself, with whether it is still current; null when there is none. */
export async function cachedFile(key: Request, question: CacheQuestion): Promise<{ response: Response; current: boolean } | null> {
  const headers = new Headers()
  if (question.range) headers.set('Range', question.range)
  if (question.ifNoneMatch) headers.set('If-None-Match', question.ifNoneMatch)
  if (question.ifModifiedSince) headers.set('If-Modified-Since', question.ifModifiedSince)
  const hit = await edgeCache().match(new Request(key.url, { headers }))
  if (!hit) return null
  const fetchedAt = Number(hit.headers.get(FETCHED_AT) ?? 0)
  return { response: hit, current: Date.now() - fetchedAt < MEDIA_FRESH_FOR * 1000 }
}

/** Whether the origin said, within MEDIA_MISSING_FOR, that it has no such file (`missingKey`: mediaCacheKey(…, true)). */
export async function knownMissing(missingKey: Request): Promise<boolean> {
  const hit = await edgeCache().match(missingKey)
  await hit?.body?.cancel()
  return hit !== undefined
}

/** Headers of a whole file worth keeping: what describes it, and how to ask whether it changed. */
const KEPT_HEADERS = ['Content-Type', 'Content-Length', 'ETag', 'Last-Modified'] as const

/** Stores the whole file `response` (200) under `key`; a body that fails (too large, stalled) stores nothing. */
export async function storeFile(key: Request, response: Response): Promise<void> {
  const headers = new Headers({ 'Cache-Control': `public, max-age=${MEDIA_KEPT_FOR}`, [FETCHED_AT]: String(Date.now()) })
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  await edgeCache().put(key, new Response(response.body, { status: 200, headers }))
}

/** The copy of `key` again with a new fetch time: the origin said (304) it has not changed. */
export async function confirmFile(key: Request): Promise<void> {
  const copy = await edgeCache().match(key)
  if (copy) await storeFile(key, copy)
}

/** Forgets the copy of `key` and remembers for a while that the origin has no such file. */
export async function storeMissing(key: Request, missingKey: Request): Promise<void> {
  await edgeCache().delete(key)
  await edgeCache().put(missingKey, new Response(null, { headers: { 'Cache-Control': `public, max-age=${MEDIA_MISSING_FOR}` } }))
}

/** Takes the cache's own headers off a copy before it goes to a visitor. */
export function withoutCacheHeaders(headers: Headers): void {
  headers.delete(FETCHED_AT)
  headers.delete('CF-Cache-Status')
}
