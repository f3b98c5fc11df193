/**
 * What a visitor's conditional and range headers ask of a whole file the route has (RFC 9110 §13 and §14), decided
 * from the file's validators and length alone. Pure: the route then answers from the edge's copy, reading only the
 * bytes the decision names.
 */
import { noneMatchNames } from '../http/entity-tags.ts'

/** What the route knows of a whole file without reading it. */
export interface FileFacts {
  etag: string | null
  lastModified: string | null
  length: number
}

/** The visitor's headers that make a GET or HEAD conditional or partial. */
export interface Preconditions {
  ifNoneMatch?: string
  ifModifiedSince?: string
  ifRange?: string
  range?: string
}

export type Decision =
  /** The visitor's copy is current (If-None-Match or If-Modified-Since). */
  | { status: 304 }
  /** The whole file: no range, several or a malformed one (RFC 9110 lets a server ignore them), or If-Range failed. */
  | { status: 200 }
  /** One satisfiable range, first and last byte included. */
  | { status: 206; start: number; end: number }
  /** A range that starts past the end of the file. */
  | { status: 416 }

/** A header's HTTP date as ms, or null when it is none. */
function httpDate(value: string | null | undefined): number | null {
  if (!value || !/^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(value.trim())) return null
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? null : ms
}

/**
 * If-Range: the range holds only while the file is the one the visitor has part of: its strong ETag (a weak tag
 * never matches), or exactly its Last-Modified date.
 */
function ifRangeHolds(header: string, facts: FileFacts): boolean {
  const value = header.trim()
  if (value.startsWith('"')) return facts.etag !== null && !facts.etag.startsWith('W/') && value === facts.etag.trim()
  if (value.startsWith('W/')) return false
  const date = httpDate(value)
  return date !== null && date === httpDate(facts.lastModified)
}

/** One byte range of a file of `length` bytes: its bytes, 'unsatisfiable', or null when the header is to be ignored. */
export function byteRange(header: string, length: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(?:(\d{1,15})-(\d{0,15})|-(\d{1,15}))$/.exec(header.trim())
  if (!match) return null
  if (match[3] !== undefined) {
    const suffix = Number(match[3])
    return suffix === 0 || length === 0 ? 'unsatisfiable' : { start: Math.max(0, length - suffix), end: length - 1 }
  }
  const start = Number(match[1])
  const last = match[2] === '' ? null : Number(match[2])
  if (last !== null && last < start) return null
  if (start >= length) return 'unsatisfiable'
  return { start, end: last === null ? length - 1 : Math.min(last, length - 1) }
}

/**
 * The answer to a GET (or, with `head`, a HEAD: ranges are defined for GET only) of a file with `facts`, in the
 * order of RFC 9110 §13.2.2: If-None-Match, else If-Modified-Since, may make it 304; then If-Range decides
 * whether Range counts; then the range is answered, refused (416) or ignored.
 */
export function decide(ask: Preconditions, facts: FileFacts, head = false): Decision {
  if (ask.ifNoneMatch !== undefined) {
    if (noneMatchNames(ask.ifNoneMatch, facts.etag)) return { status: 304 }
  } else if (ask.ifModifiedSince !== undefined) {
    const since = httpDate(ask.ifModifiedSince)
    const modified = httpDate(facts.lastModified)
    if (since !== null && modified !== null && modified <= since) return { status: 304 }
  }
  if (head || ask.range === undefined) return { status: 200 }
  if (ask.ifRange !== undefined && !ifRangeHolds(ask.ifRange, facts)) return { status: 200 }
  const range = byteRange(ask.range, facts.length)
  if (range === null) return { status: 200 }
  return range === 'unsatisfiable' ? { status: 416 } : { status: 206, ...range }
}
