/**
 * What the route reads of a media host's answer: a handful of headers, each checked (valibot) before it is
 * believed. Nothing else of the host's answer ever reaches a visitor or the edge cache.
 */
import * as v from 'valibot'
import type { MediaKind } from '../media/paths.ts'

/** The types each kind of file may be served as, and the most bytes it may have. */
export const MEDIA_KINDS: Readonly<Record<MediaKind, { type: RegExp; maxBytes: number }>> = {
  image: { type: /^image\/[a-z0-9.+-]{1,60}$/, maxBytes: 20 * 2 ** 20 },
  video: { type: /^video\/[a-z0-9.+-]{1,60}$/, maxBytes: 300 * 2 ** 20 },
  pdf: { type: /^application\/pdf$/, maxBytes: 100 * 2 ** 20 },
}

/** A byte count as HTTP writes it. */
const Count = v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))

/** `bytes 0-99/1000` (a 206's part) or `bytes *\/1000` (a 416's whole size). */
const ContentRange = v.union([
  v.pipe(
    v.string(),
    v.regex(/^bytes \d{1,15}-\d{1,15}\/\d{1,15}$/),
    v.transform((text) => {
      const [start, end, size] = text.slice(6).split(/[-/]/).map(Number) as [number, number, number]
      return { start, end, size }
    }),
    v.check(({ start, end, size }) => start <= end && end < size, 'a part outside the file'),
  ),
  v.pipe(
    v.string(),
    v.regex(/^bytes \*\/\d{1,15}$/),
    v.transform((text) => ({ start: null, end: null, size: Number(text.slice(8)) })),
  ),
])

/** A strong or weak entity tag of visible ASCII (RFC 9110 §8.8.3); any other value is dropped, not passed on. */
const ETag = v.pipe(v.string(), v.regex(/^(W\/)?"[\x21\x23-\x7e]{0,200}"$/))

/** An HTTP date (IMF-fixdate); any other value is dropped. */
const HttpDate = v.pipe(
  v.string(),
  v.regex(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/),
  v.check((text) => !Number.isNaN(Date.parse(text))),
)

/** What the route keeps of a host's answer. */
export interface HostFacts {
  /** The file's type, lower case, without parameters. */
  type: string
  /** Bytes in this answer's body, when the host said so (and sends it unencoded). */
  length: number | null
  /** The whole file's size, when the host said so (Content-Range's total, else a 200's length). */
  size: number | null
  /** The part a 206 holds. */
  part: { start: number; end: number } | null
  etag: string | null
  lastModified: string | null
}

const parsed = <T extends v.GenericSchema>(schema: T, value: string | null): v.InferOutput<T> | null => {
  if (value === null) return null
  const result = v.safeParse(schema, value.trim())
  return result.success ? result.output : null
}

/**
 * The facts of a host's 200, 206 or 416 for a file of `kind`, or why they cannot be believed: a type that is not
 * the kind's, a length or range that is malformed or contradicts itself, a size over the kind's bound.
 */
export function hostFacts(response: Response, kind: MediaKind): HostFacts | string {
  const { headers, status } = response
  const type = (headers.get('Content-Type') ?? '').split(';', 1)[0]!.trim().toLowerCase()
  if (status !== 416 && !MEDIA_KINDS[kind].type.test(type)) return `not a ${kind === 'pdf' ? 'PDF' : kind} (${type.slice(0, 60) || 'no type'})`
  const rawLength = headers.get('Content-Length')
  const declared = parsed(Count, rawLength)
  if (rawLength !== null && declared === null) return 'a malformed Content-Length'
  // A body the host compressed anyway is decoded on the way in: its declared length is not what arrives.
  const encoding = headers.get('Content-Encoding')?.trim().toLowerCase()
  const length = encoding && encoding !== 'identity' ? null : declared
  const rawRange = headers.get('Content-Range')
  const range = parsed(ContentRange, rawRange)
  if (status === 206 || status === 416) {
    if (range === null || (status === 206) !== (range.start !== null)) return `a ${status} without a usable Content-Range`
  }
  const part = status === 206 && range?.start != null && range.end != null ? { start: range.start, end: range.end } : null
  if (part && length !== null && length !== part.end - part.start + 1) return 'a Content-Length that is not its range\'s'
  const size = status === 200 ? length : (range?.size ?? null)
  if (size !== null && size > MEDIA_KINDS[kind].maxBytes) return `too large: ${size} bytes (a ${kind} may have ${MEDIA_KINDS[kind].maxBytes})`
  return {
    type: status === 416 ? '' : type,
    length: status === 416 ? 0 : length,
    size,
    part,
    etag: parsed(ETag, headers.get('ETag')),
    lastModified: parsed(HttpDate, headers.get('Last-Modified')),
  }
}
