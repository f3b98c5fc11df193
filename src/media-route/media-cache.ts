/**
 * The media route's copies in the edge cache (`caches.default`), one per file and variant (width and format of a
 * resized picture). A copy is two entries: the file's body under a key of its own, and a small record under the
 * file's key that names that body with the file's facts (type, length, validators, when it was fetched). The record
 * is written only once the body ended whole, every byte its host declared and within its kind's bound: a body cut
 * short is never named by a record, so no visitor ever gets it (the cache keeps what a failed `put` had sent).
 *
 * A copy is kept 30 days and current for one: after that a visitor still gets it at once, and the host is asked in
 * the background whether the file changed; a 304 rewrites only the record. What the host said it does not have is
 * remembered 5 minutes; a file it failed to give, 30 seconds.
 */
import { edgeCache } from '../content/bundle/store.ts'
import type { MediaFormat, MediaWidth } from '../media/image-options.ts'
import type { HostFile } from './fetch-file.ts'
import type { FileFacts } from './preconditions.ts'

/** Seconds a copy is current; past that it is served while the host is asked again. */
export const MEDIA_FRESH_FOR = 86_400
/** Seconds the edge keeps a copy. */
export const MEDIA_KEPT_FOR = 30 * 86_400
/** Seconds a file the host does not have is answered 404 without asking it. */
export const MEDIA_MISSING_FOR = 300
/** Seconds a file the host failed to give is answered 502 without asking it again. */
export const MEDIA_FAILED_FOR = 30

/** A record's headers beyond the file's own: its body's key, the body's length, when it was fetched (ms). */
const BODY = 'X-Media-Body'
const LENGTH = 'X-Media-Length'
const FETCHED_AT = 'X-Media-Fetched-At'
const FAILURE = 'X-Media-Failure'

const KEEP = `public, max-age=${MEDIA_KEPT_FOR}`

/** A resized picture: its width and the format it was re-encoded to (null: its own). */
export interface Variant {
  width: MediaWidth
  format: MediaFormat | null
}

/** The cache key of a file (its host's URL) in one variant: where its record is. */
export function mediaCacheKey(file: URL, variant: Variant | null): Request {
  const key = new URL('https://cms-media.cache/')
  key.searchParams.set('file', file.href)
  if (variant) key.searchParams.set('w', String(variant.width))
  if (variant?.format) key.searchParams.set('f', variant.format)
  return new Request(key)
}

/** A key beside a file's record: one of its bodies, or what its host last failed it with. */
function besideKey(key: Request, name: 'body' | 'failure', value: string): string {
  const url = new URL(key.url)
  url.searchParams.set(name, value)
  return url.href
}

/** The edge's whole copy of a file: its facts, and where its body is. */
export interface Copy {
  facts: FileFacts & { type: string }
  /** Fetched within MEDIA_FRESH_FOR. */
  current: boolean
  bodyKey: string
}

/** The copy whose record is under `key`, or null. */
export async function lookUp(key: Request): Promise<Copy | null> {
  const record = await edgeCache().match(key)
  await record?.body?.cancel()
  const bodyKey = record?.headers.get(BODY)
  const length = Number(record?.headers.get(LENGTH) ?? NaN)
  if (!record || !bodyKey?.startsWith(`${key.url}&body=`) || !Number.isSafeInteger(length)) return null
  const fetchedAt = Number(record.headers.get(FETCHED_AT) ?? 0)
  return {
    facts: { type: record.headers.get('Content-Type') ?? 'application/octet-stream', etag: record.headers.get('ETag'), lastModified: record.headers.get('Last-Modified'), length },
    current: Date.now() - fetchedAt < MEDIA_FRESH_FOR * 1000,
    bodyKey,
  }
}

/**
 * The body of `copy`, whole or bytes `start` to `end` (read by the cache itself, so a seek in a long video reads
 * only its part); null when the cache no longer has it.
 */
export async function bodyOf(copy: Copy, part?: { start: number; end: number }): Promise<ReadableStream<Uint8Array> | null> {
  const hit = await edgeCache().match(new Request(copy.bodyKey, part ? { headers: { Range: `bytes=${part.start}-${part.end}` } } : {}))
  if (hit && hit.status === (part ? 206 : 200) && hit.body) return hit.body
  await hit?.body?.cancel()
  return null
}

/** The status the host last failed `key`'s file with (404 or 502), while it is remembered. */
export async function knownFailure(key: Request): Promise<404 | 502 | null> {
  const hit = await edgeCache().match(besideKey(key, 'failure', '1'))
  await hit?.body?.cancel()
  const status = Number(hit?.headers.get(FAILURE))
  return status === 404 || status === 502 ? status : null
}

/** Remembers that the host failed `key`'s file; a 404 also forgets the copy (the file was deleted). */
export async function rememberFailure(key: Request, status: 404 | 502): Promise<void> {
  if (status === 404) await edgeCache().delete(key)
  const seconds = status === 404 ? MEDIA_MISSING_FOR : MEDIA_FAILED_FOR
  await edgeCache().put(besideKey(key, 'failure', '1'), new Response(null, { headers: { 'Cache-Control': `public, max-age=${seconds}`, [FAILURE]: String(status) } }))
}

/** Writes the record of a whole body under `key`. */
async function writeRecord(key: Request, facts: Omit<FileFacts, 'length'> & { type: string }, length: number, bodyKey: string): Promise<void> {
  const headers = new Headers({ 'Cache-Control': KEEP, 'Content-Type': facts.type, [BODY]: bodyKey, [LENGTH]: String(length), [FETCHED_AT]: String(Date.now()) })
  if (facts.etag) headers.set('ETag', facts.etag)
  if (facts.lastModified) headers.set('Last-Modified', facts.lastModified)
  await edgeCache().put(key, new Response(null, { headers }))
}

/**
 * Stores the whole file of a host's 200 under `key`: the copy now there, or null. The body goes under a key of its
 * own, and the record naming it follows only when it ended whole; a body that failed (cut, stalled, too large,
 * shorter or longer than declared) is deleted again, and the copy before it, if any, stays.
 */
export async function storeWhole(key: Request, file: HostFile): Promise<Copy | null> {
  if (file.status !== 200 || !file.body) return null
  const bodyKey = besideKey(key, 'body', crypto.randomUUID())
  try {
    await edgeCache().put(bodyKey, new Response(file.body.stream, { headers: { 'Cache-Control': KEEP, 'Content-Type': file.facts.type } }))
  } catch {
    // The body failed; its state says so below.
  }
  if (file.body.state() !== 'whole') {
    await edgeCache().delete(bodyKey)
    return null
  }
  // The body a record named before is left to expire: a visitor may still be reading it.
  const { type, etag, lastModified } = file.facts
  const copy: Copy = { facts: { type, etag, lastModified, length: file.body.bytes() }, current: true, bodyKey }
  await writeRecord(key, copy.facts, copy.facts.length, bodyKey)
  return copy
}

/** Marks `copy` fetched now: its host said (304) it has not changed. */
export async function confirmCopy(key: Request, copy: Copy): Promise<void> {
  await writeRecord(key, copy.facts, copy.facts.length, copy.bodyKey)
}
