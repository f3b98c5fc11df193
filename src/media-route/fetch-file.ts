/**
 * One file asked of its media host, with the rules that make a proxy safe: only that host (a redirect elsewhere
 * is refused), only the kind of file its name says (by the host's Content-Type), a bounded size, a bounded wait
 * for the answer, between pieces of its body and for the whole body. What comes back is never the host's
 * Response: only the facts the route keeps (host-headers.ts) and a guarded body (body-guard.ts). Whatever else
 * the host answers is a failure with the status the visitor gets: 404 when the file is not there, 502 otherwise.
 */
import { breakerFor, CircuitOpen, CmsUnavailable } from '../content/sources/circuit-breaker.ts'
import type { ImageTransform } from '../media/image-options.ts'
import type { MediaKind } from '../media/paths.ts'
import { guardBody, type GuardedBody } from './body-guard.ts'
import { hostFacts, MEDIA_KINDS, type HostFacts } from './host-headers.ts'

/** How long the host may take to answer (its headers): a picture that does not come soon leaves its box empty. */
export const MEDIA_TIMEOUT_MS = 5_000
/**
 * How long a resized picture may take: fetching the original and encoding it (AVIF is slow to encode; the local
 * runtime's stand-in for Cloudflare Images took 3 s for one 1280 px picture here). Past it the original is served.
 */
export const MEDIA_RESIZE_TIMEOUT_MS = 20_000
/** Same-origin redirects followed (a CMS moving `/upload/…` to `/files/…`); more is a loop. */
export const MEDIA_MAX_REDIRECTS = 3

export interface FileRequest {
  url: URL
  /** What the file's name says it is: the host's type must agree. */
  kind: MediaKind
  method: 'GET' | 'HEAD'
  /** One byte range (`bytes=0-1`) and the visitor's If-Range, passed on as they are. */
  range?: string
  ifRange?: string
  /** Asks Cloudflare Images for this size and format (a raster picture with `?w=`). */
  image?: ImageTransform
  /** Validators of the copy the edge has: the host may answer 304. */
  validators?: { etag: string | null; lastModified: string | null }
}

/** The host has the file: the facts of its answer and its guarded body (none for a HEAD, a 304 or a 416). */
export interface HostFile {
  ok: true
  status: 200 | 206 | 416
  facts: HostFacts
  body: GuardedBody | null
}
/** The host says the edge's copy is current. */
export interface HostUnchanged {
  ok: true
  status: 304
}
/** Why the file cannot be had, and the status that says so. */
export interface FileFailed {
  ok: false
  status: 404 | 502
  reason: string
}
export type FileAnswer = HostFile | HostUnchanged | FileFailed

const REDIRECTS = new Set([301, 302, 303, 307, 308])

const failed = (status: 404 | 502, reason: string): FileFailed => ({ ok: false, status, reason })

/** One fetch of `url`, given up when its headers take longer than `ms`. */
async function fetchWithin(url: URL, init: RequestInit & { cf?: unknown }, ms: number): Promise<Response> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), ms)
  try {
    return await fetch(url, { ...init, signal: controller.signal })
  } catch (error) {
    const timedOut = controller.signal.aborted
    throw new CmsUnavailable(502, timedOut ? `no answer within ${ms / 1000} s` : 'the host could not be reached', undefined, String(error))
  } finally {
    clearTimeout(timer)
  }
}

/** The host's answer to `request`, following its redirects within the origin only. */
async function answerOf(request: FileRequest): Promise<FileAnswer> {
  // Unencoded, so that the length the host declares is the length that arrives.
  const headers: Record<string, string> = { Accept: 'image/*, video/*, application/pdf;q=0.9', 'Accept-Encoding': 'identity' }
  if (request.range) headers.Range = request.range
  if (request.range && request.ifRange) headers['If-Range'] = request.ifRange
  if (request.validators?.etag) headers['If-None-Match'] = request.validators.etag
  if (request.validators?.lastModified) headers['If-Modified-Since'] = request.validators.lastModified
  const init = { method: request.method, headers, redirect: 'manual' as const, ...(request.image ? { cf: { image: request.image } } : {}) }
  let url = request.url
  for (let hop = 0; ; hop++) {
    const response = await fetchWithin(url, init, request.image ? MEDIA_RESIZE_TIMEOUT_MS : MEDIA_TIMEOUT_MS)
    if (!REDIRECTS.has(response.status)) {
      if (response.status < 500) return checked(response, request)
      await response.body?.cancel()
      throw new CmsUnavailable(502, `the host answered ${response.status}`)
    }
    await response.body?.cancel()
    const location = response.headers.get('Location')
    let next: URL
    try {
      next = new URL(location ?? '', url)
    } catch {
      return failed(502, 'a redirect without a usable Location')
    }
    if (!location) return failed(502, 'a redirect without a usable Location')
    if (next.origin !== url.origin) return failed(502, `a redirect to another origin (${next.origin})`)
    if (hop >= MEDIA_MAX_REDIRECTS) return failed(502, `more than ${MEDIA_MAX_REDIRECTS} redirects`)
    url = next
  }
}

/** A host's answer as the route may use it, or the failure it is. */
async function checked(response: Response, request: FileRequest): Promise<FileAnswer> {
  const refuse = async (status: 404 | 502, reason: string) => {
    await response.body?.cancel()
    return failed(status, reason)
  }
  const { status } = response
  if (status === 304) return request.validators ? (await response.body?.cancel(), { ok: true, status }) : refuse(502, 'a 304 nobody asked for')
  if (status === 404 || status === 410) return refuse(404, `the host has no such file (${status})`)
  if (status !== 200 && status !== 206 && status !== 416) return refuse(502, `the host answered ${status}`)
  if (status !== 200 && !request.range) return refuse(502, `a ${status} to a request without a range`)
  const facts = hostFacts(response, request.kind)
  if (typeof facts === 'string') return refuse(502, facts)
  if (status === 416 || request.method === 'HEAD' || !response.body) {
    await response.body?.cancel()
    return { ok: true, status, facts, body: null }
  }
  return { ok: true, status, facts, body: guardBody(response.body, { maxBytes: MEDIA_KINDS[request.kind].maxBytes, expected: facts.length }) }
}

/** Files of each host that failed since its last good answer: one file failing again is not the host failing. */
const failedFiles = new Map<string, Set<string>>()
const MAX_FAILED_FILES = 100

/**
 * The file `request` names, from its host. A host that cannot be reached, takes too long or fails (5xx) counts
 * against its circuit breaker: after failures of a few different files in a row, the route answers 502 at once
 * for a while instead of making each picture wait. Resized pictures have a breaker of their own: resizing that
 * fails says nothing of the host, whose originals still come.
 */
export async function fetchFile(request: FileRequest): Promise<FileAnswer> {
  const { origin, host } = request.url
  const scope = `${origin} (media${request.image ? ', resized' : ''})`
  let failing = failedFiles.get(scope)
  if (!failing) failedFiles.set(scope, (failing = new Set()))
  const file = request.url.href
  try {
    const answer = await breakerFor(scope, `the media host ${host}`).call(() => answerOf(request), { counts: !failing.has(file) })
    failing.clear()
    return answer
  } catch (error) {
    if (error instanceof CircuitOpen) return failed(502, error.detail ?? 'the circuit is open')
    if (!(error instanceof CmsUnavailable)) throw error
    if (failing.size >= MAX_FAILED_FILES) failing.clear()
    failing.add(file)
    return failed(502, error.message)
  }
}
