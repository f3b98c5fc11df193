/**
 * One file of an allowed origin, fetched for the media route (issue 33) with the rules that make a proxy safe:
 * only that origin (a redirect elsewhere is refused), only pictures, videos and PDFs, a bounded size, a bounded
 * wait for the answer and between pieces of its body. Whatever else the origin answers is a failure with the
 * status the visitor gets: 404 when the file is not there, 502 for anything else.
 */
import { breakerFor, CircuitOpen, CmsUnavailable } from '../content/sources/circuit-breaker.ts'
import type { ImageTransform } from '../media/image-options.ts'

/** How long the origin may take to answer (its headers): a picture that does not come soon leaves its box empty. */
export const MEDIA_TIMEOUT_MS = 5_000
/**
 * How long a resized picture may take: fetching the original and encoding it (AVIF is slow to encode; the local
 * runtime's stand-in for Cloudflare Images took 3 s for one 1280 px picture here). Past it the original is served.
 */
export const MEDIA_RESIZE_TIMEOUT_MS = 20_000
/** How long a body may pause between two pieces before it is given up (a stalled transfer holds nobody). */
export const MEDIA_IDLE_MS = 20_000
/** Same-origin redirects followed (a CMS moving `/upload/…` to `/files/…`); more is a loop. */
export const MEDIA_MAX_REDIRECTS = 3

/** What the route serves, by the origin's Content-Type, and how large each may be. */
export const MEDIA_KINDS = [
  { kind: 'image', type: /^image\/[a-z0-9.+-]+$/, maxBytes: 20 * 2 ** 20 },
  { kind: 'video', type: /^video\/[a-z0-9.+-]+$/, maxBytes: 300 * 2 ** 20 },
  { kind: 'pdf', type: /^application\/pdf$/, maxBytes: 100 * 2 ** 20 },
] as const
export type MediaKind = (typeof MEDIA_KINDS)[number]['kind']

export interface FileRequest {
  url: URL
  method: 'GET' | 'HEAD'
  /** One byte range (`bytes=0-1`), passed on as it is. */
  range?: string
  /** Asks Cloudflare Images for this size and format (a raster picture with `?w=`). */
  image?: ImageTransform
  /** Validators of the copy the edge has: the origin may answer 304. */
  validators?: { etag: string | null; lastModified: string | null }
}

/** The origin's answer, checked: 200, 206, 304 or 416, its body guarded by the kind's size. */
export interface FileFound {
  ok: true
  response: Response
  kind: MediaKind | null
}
/** Why the file cannot be served, and the status that says so. */
export interface FileFailed {
  ok: false
  status: 404 | 502
  reason: string
}
export type FileAnswer = FileFound | FileFailed

const REDIRECTS = new Set([301, 302, 303, 307, 308])

const failed = (status: 404 | 502, reason: string): FileFailed => ({ ok: false, status, reason })

/** The kind a Content-Type names, or null when the route does not serve it. */
export function kindOf(contentType: string | null): (typeof MEDIA_KINDS)[number] | null {
  const type = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase()
  return MEDIA_KINDS.find((kind) => kind.type.test(type)) ?? null
}

/** The whole file's size an answer gives (Content-Range's total for a 206, else Content-Length), or null. */
function declaredSize(response: Response): number | null {
  const range = response.headers.get('Content-Range')?.match(/\/(\d+)$/)
  const value = range ? range[1] : response.headers.get('Content-Length')
  return value && /^\d+$/.test(value) ? Number(value) : null
}

/**
 * `body` passed on as it comes, failing (so that nothing short is cached) once it grows past `maxBytes` or
 * pauses longer than `idleMs`.
 */
export function guardBody(body: ReadableStream<Uint8Array>, maxBytes: number, idleMs = MEDIA_IDLE_MS): ReadableStream<Uint8Array> {
  let seen = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const reader = body.getReader()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const idle = new Promise<'idle'>((resolve) => (timer = setTimeout(() => resolve('idle'), idleMs)))
      const next = await Promise.race([reader.read(), idle]).finally(() => clearTimeout(timer))
      if (next === 'idle') {
        await reader.cancel().catch(() => {})
        return controller.error(new Error(`the origin sent nothing for ${idleMs} ms`))
      }
      if (next.done) return controller.close()
      seen += next.value.byteLength
      if (seen > maxBytes) {
        await reader.cancel().catch(() => {})
        return controller.error(new Error(`the file is larger than ${maxBytes} bytes`))
      }
      controller.enqueue(next.value)
    },
    cancel: (reason) => reader.cancel(reason),
  })
}

/** One fetch of `url`, given up when its headers take longer than `ms`. */
async function fetchWithin(url: URL, init: RequestInit & { cf?: unknown }, ms: number): Promise<Response> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), ms)
  try {
    return await fetch(url, { ...init, signal: controller.signal })
  } catch (error) {
    const timedOut = controller.signal.aborted
    throw new CmsUnavailable(502, timedOut ? `no answer within ${ms / 1000} s` : 'the origin could not be reached', undefined, String(error))
  } finally {
    clearTimeout(timer)
  }
}

/** The origin's answer to `request`, following its redirects within the origin only. */
async function answerOf(request: FileRequest): Promise<FileAnswer> {
  const headers: Record<string, string> = { Accept: 'image/*, video/*, application/pdf;q=0.9' }
  if (request.range) headers.Range = request.range
  if (request.validators?.etag) headers['If-None-Match'] = request.validators.etag
  if (request.validators?.lastModified) headers['If-Modified-Since'] = request.validators.lastModified
  const init = { method: request.method, headers, redirect: 'manual' as const, ...(request.image ? { cf: { image: request.image } } : {}) }
  let url = request.url
  for (let hop = 0; ; hop++) {
    const response = await fetchWithin(url, init, request.image ? MEDIA_RESIZE_TIMEOUT_MS : MEDIA_TIMEOUT_MS)
    if (REDIRECTS.has(response.status)) {
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
      continue
    }
    if (response.status >= 500) {
      await response.body?.cancel()
      throw new CmsUnavailable(502, `the origin answered ${response.status}`)
    }
    return checked(response)
  }
}

/** An answer of the origin as the route may pass it on, or the failure it is. */
async function checked(response: Response): Promise<FileAnswer> {
  const refuse = async (status: 404 | 502, reason: string) => {
    await response.body?.cancel()
    return failed(status, reason)
  }
  if (response.status === 304 || response.status === 416) return { ok: true, response, kind: null }
  if (response.status === 404 || response.status === 410) return refuse(404, `the origin has no such file (${response.status})`)
  if (response.status !== 200 && response.status !== 206) return refuse(502, `the origin answered ${response.status}`)
  const kind = kindOf(response.headers.get('Content-Type'))
  if (!kind) return refuse(502, `not a picture, video or PDF (${(response.headers.get('Content-Type') ?? 'no type').slice(0, 60)})`)
  const size = declaredSize(response)
  if (size !== null && size > kind.maxBytes) return refuse(502, `too large: ${size} bytes (a ${kind.kind} may have ${kind.maxBytes})`)
  const body = response.body ? guardBody(response.body, kind.maxBytes) : null
  return { ok: true, response: new Response(body, response), kind: kind.kind }
}

/**
 * The file `request` names, from its origin. An origin that cannot be reached, takes too long or fails (5xx)
 * counts against its circuit breaker: after a few in a row, the route answers 502 at once for a while instead
 * of making each picture wait. Resized pictures have a breaker of their own: resizing that fails says nothing
 * of the origin, whose originals still come.
 */
export async function fetchFile(request: FileRequest): Promise<FileAnswer> {
  try {
    return await breakerFor(`${request.url.origin} (media${request.image ? ', resized' : ''})`).call(() => answerOf(request))
  } catch (error) {
    if (error instanceof CircuitOpen) return failed(502, error.detail ?? 'the circuit is open')
    if (error instanceof CmsUnavailable) return failed(502, error.message)
    throw error
  }
}
