/**
 * The media route (issue 33, made safe against its hosts in issue 48): `/cms-media/{host}/{path}` serves a picture,
 * video or PDF of an allowed host (UPSTREAM_API's, MEDIA_ORIGINS's) from the site's own origin, so pages keep a CSP
 * of `'self'` and visitors get the file from the edge. GET and HEAD; `?w=` resizes a raster picture (on
 * Cloudflare); byte ranges and revalidations are answered.
 *
 * One pipeline, top to bottom: classify the request (classify.ts) → look in the edge cache (media-cache.ts) → ask
 * the host (fetch-file.ts) → store the whole file → answer (visitor-answer.ts). A miss is stored first and then
 * answered from the copy, so the worker never holds more of a file than a chunk, whatever the visitor's speed,
 * and fetches it once. Only a range of a video not yet in the cache is passed on as the host sends it (a video
 * must start before hundreds of megabytes arrive), while the whole file is fetched into the cache beside it.
 */
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../env.ts'
import { clientMistake } from '../http/client-mistake.ts'
import { log } from '../log/logger.ts'
import { imageTransform } from '../media/image-options.ts'
import { originsOf } from '../media/origins.ts'
import { requestUrl } from '../routing/request-url.ts'
import { classify, type MediaAsk } from './classify.ts'
import { fetchFile, type FileAnswer, type FileRequest, type HostFile } from './fetch-file.ts'
import { bodyOf, confirmCopy, knownFailure, lookUp, MEDIA_MISSING_FOR, rememberFailure, storeWhole, type Copy } from './media-cache.ts'
import { decide } from './preconditions.ts'
import { visitorAnswer, type CacheState } from './visitor-answer.ts'

export const MEDIA_METHODS = 'GET, HEAD, OPTIONS'

/**
 * A file opened on its own (an SVG in a tab, a video, a PDF) is a document of the site's origin: it may show
 * itself and its own styles, pictures and media, and nothing in it runs (`sandbox` without `allow-scripts`).
 */
export const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox"
/**
 * A video or PDF keeps its origin in the sandbox (`allow-same-origin`, still without scripts): Chromium's player
 * and PDF viewer load the file as the document's origin, and in an opaque one they show nothing.
 */
export const MEDIA_VIEWER_CSP = `${MEDIA_CSP} allow-same-origin`

/** Problems already logged in this isolate, so a broken picture on every page is one line, not one per view. */
const logged = new Set<string>()
function logOnce(event: string, file: URL, reason: string): void {
  const key = `${event} ${file.href} ${reason}`
  if (logged.has(key)) return
  if (logged.size >= 1000) logged.clear()
  logged.add(key)
  log.warn(event, { file: file.href.slice(0, 200), reason })
}

/** Set once the edge cache is found to keep nothing: files are then passed on as their hosts send them. */
let cacheUnusable = false

/** Copies this isolate is fetching or checking in the background, so a burst of visitors starts each once. */
const inBackground = new Set<string>()
function once(ask: MediaAsk, work: () => Promise<void>): Promise<void> {
  if (inBackground.has(ask.key.url)) return Promise.resolve()
  inBackground.add(ask.key.url)
  return work()
    .catch((error: unknown) => log.warn('media.background_failed', { file: ask.file.href.slice(0, 200), error }))
    .finally(() => inBackground.delete(ask.key.url))
}

/** The answer when the file cannot be had: 404 when its host has no such file, 502 otherwise. */
function failure(status: 404 | 502, reason: string): Response {
  const text = status === 404 ? '404 Not Found: the file is not there\n' : `502 Bad Gateway: the file could not be had (${reason})\n`
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': status === 404 ? `public, max-age=${MEDIA_MISSING_FOR}` : 'no-store' },
  })
}

/** What the host is asked for the file, whole (or the range a visitor's request passes on). */
const fileRequest = (ask: MediaAsk, method: 'GET' | 'HEAD', extra: Partial<FileRequest> = {}): FileRequest => ({
  url: ask.file,
  kind: ask.kind,
  method,
  ...(ask.variant ? { image: imageTransform(ask.variant.width, ask.variant.format) } : {}),
  ...extra,
})

/** The host's file; a resized picture Cloudflare Images could not make (in time) is asked for as it is. */
async function fromHost(request: FileRequest): Promise<FileAnswer> {
  const answer = await fetchFile(request)
  if (!request.image || answer.ok || answer.status === 404) return answer
  logOnce('media.transform_failed', request.url, answer.reason)
  const { image: _image, ...original } = request
  return fetchFile(original)
}

/**
 * The answer to `ask` from the edge's whole copy: the file, a part of it, 304 or 416, reading only what is sent;
 * null when the cache no longer has the copy's body.
 */
async function fromCopy(ask: MediaAsk, copy: Copy, state: CacheState): Promise<Response | null> {
  const decision = decide(ask.preconditions, copy.facts, ask.head)
  const facts = { ...copy.facts, size: copy.facts.length }
  const options = { state, resized: ask.variant !== null }
  if (decision.status === 304 || decision.status === 416) return visitorAnswer(decision, facts, options)
  if (ask.head) return visitorAnswer({ status: 200, body: null }, facts, options)
  const body = await bodyOf(copy, decision.status === 206 ? decision : undefined)
  return body && visitorAnswer(decision.status === 206 ? { ...decision, body } : { status: 200, body }, facts, options)
}

/** Asks the host whether the edge's copy changed: 304 keeps it, a new file replaces it, a 404 removes it. */
async function revalidate(ask: MediaAsk, copy: Copy): Promise<void> {
  const answer = await fetchFile(fileRequest(ask, 'GET', { validators: { etag: copy.facts.etag, lastModified: copy.facts.lastModified } }))
  if (!answer.ok) {
    if (answer.status === 404) await rememberFailure(ask.key, 404)
    else logOnce('media.revalidate_failed', ask.file, answer.reason)
  } else if (answer.status === 304) await confirmCopy(ask.key, copy)
  else await keepWhole(ask, answer)
}

/** Stores a host's whole file (a 200) under `ask`'s key; any other answer's body is let go. */
async function keepWhole(ask: MediaAsk, answer: HostFile): Promise<void> {
  if (answer.status !== 200) await answer.body?.stream.cancel()
  else if (!(await storeWhole(ask.key, answer))) logOnce('media.store_failed', ask.file, `the body was not whole (${answer.body?.bytes() ?? 0} bytes came)`)
}

/** Fetches the whole file into the edge cache (a video whose range was passed on). */
async function fill(ask: MediaAsk): Promise<void> {
  const answer = await fromHost(fileRequest(ask, 'GET'))
  if (answer.ok && answer.status !== 304) await keepWhole(ask, answer)
}

/**
 * The host's answer passed on as it comes (`answer`, or a new fetch of the visitor's range): a range of a video not
 * yet in the cache, while the whole file follows into the cache; or any file where the edge cache keeps nothing.
 */
async function passOn(c: Context<AppEnv>, ask: MediaAsk, given?: FileAnswer): Promise<Response> {
  const { range, ifRange } = ask.preconditions
  const answer = given ?? (await fromHost(fileRequest(ask, 'GET', range ? { range, ...(ifRange ? { ifRange } : {}) } : {})))
  if (!answer.ok) return failed(c, ask, answer.status, answer.reason)
  if (answer.status === 304) return failure(502, 'a 304 nobody asked for')
  if (!cacheUnusable) c.executionCtx.waitUntil(once(ask, () => fill(ask)))
  const { facts, body } = answer
  const options = { state: 'pass' as const, resized: ask.variant !== null }
  if (answer.status === 416) return visitorAnswer({ status: 416 }, facts, options)
  const shape = answer.status === 206 && facts.part ? { status: 206 as const, body: body?.stream ?? null, ...facts.part } : { status: 200 as const, body: body?.stream ?? null }
  return visitorAnswer(shape, facts, options)
}

/** The visitor's answer when the host failed the file, remembered for a while so the next visitors do not wait on it. */
function failed(c: Context<AppEnv>, ask: MediaAsk, status: 404 | 502, reason: string): Response {
  logOnce('media.refused', ask.file, reason)
  c.executionCtx.waitUntil(rememberFailure(ask.key, status).catch((error: unknown) => log.warn('media.store_failed', { error })))
  return failure(status, reason)
}

async function serveMedia(c: Context<AppEnv>): Promise<Response> {
  c.set('contentSecurityPolicy', MEDIA_CSP)
  // 1. What is asked.
  const ask = classify(requestUrl(c), c.req.raw.method === 'HEAD' ? 'HEAD' : 'GET', c.req.raw.headers, originsOf(c.env))
  if ('reason' in ask) return ask.status === 400 ? clientMistake(400, ask.reason) : failure(404, ask.reason)
  if (ask.kind !== 'image') c.set('contentSecurityPolicy', MEDIA_VIEWER_CSP)

  // 2. The edge's copy, current or not (a stale one is checked with the host in the background).
  const copy = await lookUp(ask.key)
  const fromEdge = copy && (await fromCopy(ask, copy, copy.current ? 'hit' : 'stale'))
  if (copy && fromEdge) {
    if (!copy.current) c.executionCtx.waitUntil(once(ask, () => revalidate(ask, copy)))
    return fromEdge
  }
  const known = await knownFailure(ask.key)
  if (known) return failure(known, 'its host failed it a moment ago')
  if (ask.kind === 'video' && ask.preconditions.range !== undefined && !ask.head) return passOn(c, ask)

  // 3. The host.
  const answer = await fromHost(fileRequest(ask, ask.head ? 'HEAD' : 'GET'))
  if (!answer.ok) return failed(c, ask, answer.status, answer.reason)
  if (answer.status !== 200) return failure(502, `the host answered ${answer.status} to a plain request`)
  if (ask.head) return visitorAnswer({ status: 200, body: null }, answer.facts, { state: 'miss', resized: ask.variant !== null })

  // 4. Store the whole file; 5. answer from the copy.
  if (!cacheUnusable) {
    const stored = await storeWhole(ask.key, answer)
    if (!stored) return failed(c, ask, 502, `the body was not whole (${answer.body?.bytes() ?? 0} bytes came)`)
    // Answered from the copy just written; a cache that kept nothing has no body to give.
    const fromStored = await fromCopy(ask, stored, 'miss')
    if (fromStored) return fromStored
    // A zone whose Cache API keeps nothing (a workers.dev host): from now on files are passed on as they come.
    cacheUnusable = true
    log.warn('media.cache_unusable', { file: ask.file.href.slice(0, 200) })
    return passOn(c, ask)
  }
  return passOn(c, ask, answer)
}

/** The media route, mounted at MEDIA_ROUTE ahead of the pages (src/app.ts). */
export const media = new Hono<AppEnv>({ strict: false })
media.get('/*', serveMedia)
media.options('/*', () => new Response(null, { status: 204, headers: { Allow: MEDIA_METHODS, 'Cache-Control': 'no-store' } }))
media.all('/*', () => clientMistake(405, `use ${MEDIA_METHODS}`, { Allow: MEDIA_METHODS }))
