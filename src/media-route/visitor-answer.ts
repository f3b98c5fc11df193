/**
 * What a visitor gets of a file, built from nothing but the facts the route keeps: type, lengths, range,
 * validators, and the route's own caching and policy. A hit, a miss, a pass and a range all look alike; nothing
 * a media host sent beyond those facts (cookies, links, policies, redirects, disposition, its server's name)
 * ever reaches the visitor. The security headers of every answer are added by secure-responses.ts.
 */

/** How browsers may keep a whole file: a day, then used while they ask again in the background for a week. */
export const MEDIA_BROWSER_CACHE = 'public, max-age=86400, stale-while-revalidate=604800'
/** A part of a file: the browser may keep it (a video replayed), a shared cache that may not know ranges may not. */
export const MEDIA_PART_CACHE = 'private, max-age=86400'

/** Where the answer came from: the edge's current copy, a copy past its day, a fetch just stored, a host's part passed on. */
export type CacheState = 'hit' | 'stale' | 'miss' | 'pass'

/** What the route knows of the file it answers with. */
export interface AnswerFacts {
  type: string
  /** The whole file's size, when known. */
  size: number | null
  etag: string | null
  lastModified: string | null
}

export type AnswerShape =
  | { status: 200; body: ReadableStream<Uint8Array> | null }
  | { status: 206; body: ReadableStream<Uint8Array> | null; start: number; end: number }
  | { status: 304 }
  | { status: 416 }

export interface AnswerOptions {
  state: CacheState
  /** A resized picture: its copies differ by the browser's Accept, and it takes no ranges. */
  resized: boolean
}

/** The visitor's answer of `shape` for a file with `facts`. */
export function visitorAnswer(shape: AnswerShape, facts: AnswerFacts, { state, resized }: AnswerOptions): Response {
  const headers = new Headers({ 'X-Media-Cache': state })
  if (resized) headers.set('Vary', 'Accept')
  else headers.set('Accept-Ranges', 'bytes')
  if (shape.status === 416) {
    headers.set('Cache-Control', 'no-store')
    if (facts.size !== null) headers.set('Content-Range', `bytes */${facts.size}`)
    return new Response(null, { status: 416, headers })
  }
  if (facts.etag) headers.set('ETag', facts.etag)
  if (facts.lastModified) headers.set('Last-Modified', facts.lastModified)
  if (shape.status === 304) {
    headers.set('Cache-Control', MEDIA_BROWSER_CACHE)
    return new Response(null, { status: 304, headers })
  }
  headers.set('Content-Type', facts.type)
  if (shape.status === 206) {
    headers.set('Cache-Control', MEDIA_PART_CACHE)
    headers.set('Content-Range', `bytes ${shape.start}-${shape.end}/${facts.size ?? '*'}`)
    headers.set('Content-Length', String(shape.end - shape.start + 1))
  } else {
    headers.set('Cache-Control', MEDIA_BROWSER_CACHE)
    if (facts.size !== null) headers.set('Content-Length', String(facts.size))
  }
  return new Response(shape.body, { status: shape.status, headers })
}
