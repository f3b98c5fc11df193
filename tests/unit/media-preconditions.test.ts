import { describe, expect, it } from 'vitest'
import { formatFor } from '../../src/media/image-options.ts'
import { byteRange, decide, type FileFacts } from '../../src/media-route/preconditions.ts'

const FILE: FileFacts = { etag: '"v1"', lastModified: 'Wed, 01 Jan 2025 00:00:00 GMT', length: 1000 }

describe('a byte range of a 1000-byte file (RFC 9110 §14.1.2)', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=990-', { start: 990, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=-10', { start: 990, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=5-2', null],
    ['bytes=0-1,5-6', null],
    ['items=0-1', null],
    ['bytes=a-b', null],
  ])('%s is %j', (header, range) => {
    expect(byteRange(header, 1000)).toEqual(range)
  })
})

describe('what a conditional or partial GET of a whole file gets (RFC 9110 §13.2.2)', () => {
  it.each([
    ['nothing asked', {}, { status: 200 }],
    ['If-None-Match of its ETag', { ifNoneMatch: '"v1"' }, { status: 304 }],
    ['If-None-Match of its weak ETag', { ifNoneMatch: 'W/"v1"' }, { status: 304 }],
    ['If-None-Match: *', { ifNoneMatch: '*' }, { status: 304 }],
    ['If-None-Match of another ETag, with an older If-Modified-Since', { ifNoneMatch: '"v0"', ifModifiedSince: 'Thu, 02 Jan 2025 00:00:00 GMT' }, { status: 200 }],
    ['If-Modified-Since after its date', { ifModifiedSince: 'Thu, 02 Jan 2025 00:00:00 GMT' }, { status: 304 }],
    ['If-Modified-Since before its date', { ifModifiedSince: 'Tue, 31 Dec 2024 00:00:00 GMT' }, { status: 200 }],
    ['a range', { range: 'bytes=0-9' }, { status: 206, start: 0, end: 9 }],
    ['a range past the end', { range: 'bytes=2000-' }, { status: 416 }],
    ['a range with If-Range of its ETag', { range: 'bytes=0-9', ifRange: '"v1"' }, { status: 206, start: 0, end: 9 }],
    ['a range with If-Range of another ETag', { range: 'bytes=0-9', ifRange: '"v0"' }, { status: 200 }],
    ['a range with If-Range of a weak ETag', { range: 'bytes=0-9', ifRange: 'W/"v1"' }, { status: 200 }],
    ['a range with If-Range of its date', { range: 'bytes=0-9', ifRange: 'Wed, 01 Jan 2025 00:00:00 GMT' }, { status: 206, start: 0, end: 9 }],
    ['a range with If-Range of another date', { range: 'bytes=0-9', ifRange: 'Thu, 02 Jan 2025 00:00:00 GMT' }, { status: 200 }],
    ['a range past the end with If-Range of another ETag', { range: 'bytes=2000-', ifRange: '"v0"' }, { status: 200 }],
  ])('%s: %j', (_what, ask, decision) => {
    expect(decide(ask, FILE)).toEqual(decision)
  })

  it('a HEAD ignores a range: ranges are defined for GET only', () => {
    expect(decide({ range: 'bytes=0-9' }, FILE, true)).toEqual({ status: 200 })
    expect(decide({ range: 'bytes=0-9', ifNoneMatch: '"v1"' }, FILE, true)).toEqual({ status: 304 })
  })

  it('a file without validators is never 304 but for *, and If-Range never holds for it', () => {
    const bare = { etag: null, lastModified: null, length: 1000 }
    expect(decide({ ifNoneMatch: '"v1"' }, bare)).toEqual({ status: 200 })
    expect(decide({ ifNoneMatch: '*' }, bare)).toEqual({ status: 304 })
    expect(decide({ range: 'bytes=0-9', ifRange: '"v1"' }, bare)).toEqual({ status: 200 })
  })
})

describe('the format a resized picture is made in follows Accept, q=0 refusing a type (RFC 9110 §12.4.2)', () => {
  it.each([
    ['image/avif,image/webp,*/*', 'avif'],
    ['image/avif;q=0, image/webp', 'webp'],
    ['image/avif;q=0.0,image/webp;q=0', null],
    ['image/webp;q=0.5', 'webp'],
    ['image/png,*/*', null],
    [undefined, null],
  ])('%s → %s', (accept, format) => {
    expect(formatFor(accept)).toBe(format)
  })
})
