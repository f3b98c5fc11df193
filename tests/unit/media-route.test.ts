import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../src/app.ts'
import { resetCircuitBreakers } from '../../src/content/sources/circuit-breaker.ts'
import { guardBody } from '../../src/media-route/body-guard.ts'
import { MEDIA_TIMEOUT_MS } from '../../src/media-route/fetch-file.ts'
import { MEDIA_KINDS } from '../../src/media-route/host-headers.ts'
import { lookUp, MEDIA_FRESH_FOR, mediaCacheKey } from '../../src/media-route/media-cache.ts'
import { MEDIA_CSP, MEDIA_VIEWER_CSP } from '../../src/media-route/route.ts'
import { MEDIA_BROWSER_CACHE, MEDIA_PART_CACHE } from '../../src/media-route/visitor-answer.ts'
import { SECURITY_HEADERS } from '../../src/http/security-headers.ts'
import { bytes, startFakeMediaOrigin, type FakeMediaOrigin, type OriginCall } from './fixtures/fake-media-origin.ts'
import { HOSTILE_HEADERS } from './fixtures/hostile-headers.ts'
import { eventsNamed } from './fixtures/logs.ts'

const CMS = 'https://cms.example.com'
const FILES = 'https://files.example.com'
/** The CMS named by UPSTREAM_API (its API under /prod-api) and a bucket named by MEDIA_ORIGINS. */
const mediaEnv = { ...env, UPSTREAM_API: `${CMS}/prod-api`, MEDIA_ORIGINS: FILES } as unknown as Env

let origin: FakeMediaOrigin
let warned: ReturnType<typeof vi.spyOn>
/** Each test names its own files: the edge cache lives as long as the test file. */
let n = 0
let name = ''
beforeEach(() => {
  origin = startFakeMediaOrigin([CMS, FILES])
  warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
  resetCircuitBreakers()
  name = `t${++n}`
})
afterEach(() => {
  origin.restore()
  warned.mockRestore()
  vi.restoreAllMocks()
})

/** One request to the site, its background work (cache writes, fills) done before the answer is read back. */
async function get(path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request(`http://site.test${path}`, init), mediaEnv, ctx)
  const body = new Uint8Array(await res.arrayBuffer())
  await waitOnExecutionContext(ctx)
  return { status: res.status, headers: res.headers, body }
}

const PNG = 'image/png'

describe('the media route serves a file of an allowed origin from the site\'s origin', () => {
  it('a CMS path of UPSTREAM_API\'s origin: the file, its type, the browser\'s cache time and a policy that runs nothing', async () => {
    origin.files.set(`${CMS}/profile/upload/${name}.png`, { body: bytes(3000), type: PNG, etag: '"v1"' })
    const res = await get(`/cms-media/cms.example.com/profile/upload/${name}.png`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual(bytes(3000))
    expect(res.headers.get('Content-Type')).toBe(PNG)
    expect(res.headers.get('Cache-Control')).toBe(MEDIA_BROWSER_CACHE)
    expect(res.headers.get('Content-Security-Policy')).toBe(MEDIA_CSP)
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(res.headers.get('ETag')).toBe('"v1"')
    expect(res.headers.get('X-Media-Cache')).toBe('miss')
  })

  it('the second visitor gets the edge\'s copy: the origin is asked once', async () => {
    origin.files.set(`${FILES}/${name}.png`, { body: bytes(500), type: PNG })
    await get(`/cms-media/files.example.com/${name}.png`)
    const again = await get(`/cms-media/files.example.com/${name}.png`)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(bytes(500))
    expect(again.headers.get('X-Media-Cache')).toBe('hit')
    expect(origin.calls).toHaveLength(1)
  })

  it('a revalidation with the copy\'s ETag answers 304 from the edge', async () => {
    origin.files.set(`${FILES}/${name}.png`, { body: bytes(10), type: PNG, etag: '"e1"' })
    await get(`/cms-media/files.example.com/${name}.png`)
    const res = await get(`/cms-media/files.example.com/${name}.png`, { headers: { 'If-None-Match': '"e1"' } })
    expect(res.status).toBe(304)
    expect(res.body).toHaveLength(0)
  })

  it('HEAD answers the headers only; OPTIONS and other methods name what the route takes', async () => {
    origin.files.set(`${FILES}/${name}.pdf`, { body: bytes(100), type: 'application/pdf' })
    const head = await get(`/cms-media/files.example.com/${name}.pdf`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.body).toHaveLength(0)
    expect(origin.calls.map((call) => call.method)).toEqual(['HEAD'])
    const options = await get(`/cms-media/files.example.com/${name}.pdf`, { method: 'OPTIONS' })
    expect([options.status, options.headers.get('Allow')]).toEqual([204, 'GET, HEAD, OPTIONS'])
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const refused = await get(`/cms-media/files.example.com/${name}.pdf`, { method })
      expect([refused.status, refused.headers.get('Allow')]).toEqual([405, 'GET, HEAD, OPTIONS'])
    }
  })
})

describe('only allowed origins, only file paths', () => {
  it.each([
    ['/cms-media/evil.example/a.png', 404],
    ['/cms-media/cms.example.com.evil.example/a.png', 404],
    ['/cms-media/127.0.0.1/a.png', 404],
    ['/cms-media/files.example.com/a/%2e%2e%2fb.png', 400],
    ['/cms-media/files.example.com/a%2F..%2Fb.png', 400],
    ['/cms-media/files.example.com/', 400],
    ['/cms-media/files.example.com/a.png?w=100', 400],
    ['/cms-media/files.example.com/a.png?w=abc', 400],
  ])('%s answers %i and asks no origin', async (path, status) => {
    const res = await get(path)
    expect(res.status).toBe(status)
    expect(new TextDecoder().decode(res.body)).toMatch(new RegExp(`^${status} `))
    expect(origin.calls).toEqual([])
  })

  it('a query the route does not read is not passed on: the origin gets the path alone', async () => {
    origin.files.set(`${FILES}/${name}.png`, { body: bytes(10), type: PNG })
    const res = await get(`/cms-media/files.example.com/${name}.png?url=https://evil.example/&x=1`)
    expect(res.status).toBe(200)
    expect(origin.calls.map((call) => call.url)).toEqual([`${FILES}/${name}.png`])
  })
})

describe('redirects are followed within the origin only', () => {
  const redirect = (location: string) => new Response(null, { status: 302, headers: { Location: location } })

  it('a move within the origin is followed', async () => {
    origin.files.set(`${FILES}/new/${name}.png`, { body: bytes(20), type: PNG })
    origin.answer = (url) => (url.pathname === `/old/${name}.png` ? redirect(`/new/${name}.png`) : undefined)
    const res = await get(`/cms-media/files.example.com/old/${name}.png`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual(bytes(20))
    expect(origin.calls.map((call) => call.url)).toEqual([`${FILES}/old/${name}.png`, `${FILES}/new/${name}.png`])
  })

  it.each([`https://evil.example/${'x'}.png`, `${CMS}/x.png`, 'http://files.example.com/x.png', '//evil.example/x.png'])('a move to %s (another origin) is a 502, and not followed', async (location) => {
    origin.answer = () => redirect(location)
    const res = await get(`/cms-media/files.example.com/${name}.png`)
    expect(res.status).toBe(502)
    expect(origin.calls).toHaveLength(1)
    expect(eventsNamed(warned, 'media.refused')).toContainEqual(expect.objectContaining({ reason: expect.stringContaining('a redirect to another origin') }))
  })

  it('a loop of moves ends in a 502', async () => {
    origin.answer = (url) => redirect(url.pathname.endsWith('a.png') ? '/b.png' : '/a.png')
    const res = await get('/cms-media/files.example.com/a.png')
    expect(res.status).toBe(502)
    expect(origin.calls.length).toBeLessThanOrEqual(4)
  })
})

describe('only pictures, videos and PDFs, each served only as what its name says', () => {
  it.each([
    ['svg', 'image/svg+xml', 200],
    ['jpg', 'image/jpeg', 200],
    ['mp4', 'video/mp4', 200],
    ['pdf', 'application/pdf', 200],
    ['png', 'text/html', 502],
    ['pdf', 'application/octet-stream', 502],
    ['svg', 'application/javascript', 502],
    ['png', 'video/mp4', 502],
    ['mp4', 'image/png', 502],
    ['png', null, 502],
  ])('a .%s served as %s: %i', async (extension, type, status) => {
    origin.files.set(`${FILES}/${name}.${extension}`, { body: bytes(10), type })
    const res = await get(`/cms-media/files.example.com/${name}.${extension}`)
    expect(res.status).toBe(status)
    if (status === 502) expect(eventsNamed(warned, 'media.refused')).toContainEqual(expect.objectContaining({ reason: expect.stringMatching(/^not an? (image|video|PDF)/) }))
  })

  it.each([
    '/cms-media/files.example.com/readme.txt',
    '/cms-media/files.example.com/page.html',
    '/cms-media/files.example.com/no-extension',
    '/cms-media/cms.example.com/prod-api/v1/website/products',
    '/cms-media/cms.example.com/prod-api/v1/website/banner.png',
    '/cms-media/cms.example.com/__fake/fail-next',
  ])('%s is no file content can name: 404, and no host is asked', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(404)
    expect(origin.calls).toEqual([])
  })

  it('an SVG opened on its own runs nothing: the route\'s policy sandboxes it', async () => {
    origin.files.set(`${FILES}/${name}.svg`, { body: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), type: 'image/svg+xml' })
    const res = await get(`/cms-media/files.example.com/${name}.svg`)
    expect(res.headers.get('Content-Security-Policy')).toMatch(/default-src 'none'.*sandbox/)
  })
})

describe('sizes are bounded', () => {
  const image = MEDIA_KINDS.image

  it('a picture whose Content-Length is over the bound is a 502, its body never read', async () => {
    let pulled = 0
    origin.answer = () =>
      new Response(new ReadableStream({ pull: (controller) => void (pulled++, controller.enqueue(bytes(1024))) }), {
        headers: { 'Content-Type': PNG, 'Content-Length': String(image.maxBytes + 1) },
      })
    const res = await get(`/cms-media/files.example.com/${name}.png`)
    expect(res.status).toBe(502)
    expect(pulled).toBeLessThanOrEqual(1)
  })

  it('a body that grows past the bound without a length is a 502, and nothing is kept', async () => {
    const chunk = bytes(1024 * 1024)
    let sent = 0
    origin.answer = () =>
      new Response(new ReadableStream({ pull: (controller) => (sent++ > image.maxBytes / chunk.byteLength + 2 ? controller.close() : controller.enqueue(chunk)) }), { headers: { 'Content-Type': PNG } })
    const res = await get(`/cms-media/files.example.com/${name}.png`)
    expect(res.status).toBe(502)
    expect(await lookUp(mediaCacheKey(new URL(`${FILES}/${name}.png`), null))).toBeNull()
  })

  it('a body that stops coming is given up', async () => {
    const stalled = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(bytes(10)) })
    const reader = guardBody(stalled, { maxBytes: 1000, expected: null, idleMs: 50 }).stream.getReader()
    expect((await reader.read()).value).toEqual(bytes(10))
    await expect(reader.read()).rejects.toThrow('the host sent nothing for 50 ms')
  })
})

describe('byte ranges, for video (Safari plays none without them)', () => {
  const VIDEO = bytes(50_000)
  beforeEach(() => origin.files.set(`${CMS}/profile/${name}.mp4`, { body: VIDEO, type: 'video/mp4', etag: '"m"' }))

  it('a range is passed to the origin and answered 206; the whole file follows into the edge cache', async () => {
    const first = await get(`/cms-media/cms.example.com/profile/${name}.mp4`, { headers: { Range: 'bytes=0-1' } })
    expect(first.status).toBe(206)
    expect(first.headers.get('Content-Range')).toBe('bytes 0-1/50000')
    expect(first.body).toEqual(VIDEO.slice(0, 2))
    expect(origin.calls.map((call) => call.headers.range ?? 'whole')).toEqual(['bytes=0-1', 'whole'])

    const seek = await get(`/cms-media/cms.example.com/profile/${name}.mp4`, { headers: { Range: 'bytes=40000-40999' } })
    expect(seek.status).toBe(206)
    expect(seek.headers.get('Content-Range')).toBe('bytes 40000-40999/50000')
    expect(seek.headers.get('X-Media-Cache')).toBe('hit')
    expect(seek.body).toEqual(VIDEO.slice(40_000, 41_000))
    const tail = await get(`/cms-media/cms.example.com/profile/${name}.mp4`, { headers: { Range: 'bytes=-100' } })
    expect(tail.body).toEqual(VIDEO.slice(-100))
    expect(origin.calls).toHaveLength(2)
  })

  it('a range past the end is 416 from the origin and from the edge', async () => {
    expect((await get(`/cms-media/cms.example.com/profile/${name}.mp4`, { headers: { Range: 'bytes=60000-' } })).status).toBe(416)
    await get(`/cms-media/cms.example.com/profile/${name}.mp4`)
    const fromEdge = await get(`/cms-media/cms.example.com/profile/${name}.mp4`, { headers: { Range: 'bytes=60000-' } })
    expect([fromEdge.status, fromEdge.headers.get('Content-Range')]).toEqual([416, 'bytes */50000'])
  })

  it('several ranges, or a malformed one, are answered with the whole file', async () => {
    for (const range of ['bytes=0-1,5-6', 'bytes=a-b', 'items=0-1']) {
      const res = await get(`/cms-media/cms.example.com/profile/${name}.mp4`, { headers: { Range: range } })
      expect([res.status, res.body.byteLength], range).toEqual([200, 50_000])
    }
  })
})

describe('a file the origin cannot give answers 404 or 502 at once', () => {
  it('404: not there, and remembered for a while (the origin is not asked again)', async () => {
    const first = await get(`/cms-media/files.example.com/${name}.png`)
    const second = await get(`/cms-media/files.example.com/${name}.png`)
    expect([first.status, second.status]).toEqual([404, 404])
    expect(origin.calls).toHaveLength(1)
    expect(eventsNamed(warned, 'media.refused')).toHaveLength(1)
  })

  it.each([500, 503, 403, 401])('the origin\'s %i is a 502', async (status) => {
    origin.answer = () => new Response('no', { status })
    expect((await get(`/cms-media/files.example.com/${name}.png`)).status).toBe(502)
  })

  it(`an origin that does not answer within ${MEDIA_TIMEOUT_MS / 1000} s is a 502; after three, the route answers 502 without asking`, async () => {
    origin.answer = (_url, _call, signal) => new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason)))
    const started = Date.now()
    const res = await get(`/cms-media/files.example.com/${name}.png`)
    expect(res.status).toBe(502)
    expect(new TextDecoder().decode(res.body)).toContain(`no answer within ${MEDIA_TIMEOUT_MS / 1000} s`)
    expect(Date.now() - started).toBeLessThan(MEDIA_TIMEOUT_MS + 5_000)
    origin.answer = () => Promise.reject(new Error('connection refused'))
    await get(`/cms-media/files.example.com/${name}-2.png`)
    await get(`/cms-media/files.example.com/${name}-3.png`)
    const calls = origin.calls.length
    const refused = await get(`/cms-media/files.example.com/${name}-4.png`)
    expect(refused.status).toBe(502)
    expect(origin.calls).toHaveLength(calls)
  })
})

describe('pictures sized for the screen: Cloudflare Images is asked for the width and the browser\'s best format', () => {
  it.each([
    ['image/avif,image/webp,image/apng,*/*;q=0.8', 'avif'],
    ['image/webp,*/*', 'webp'],
    ['image/png,*/*', undefined],
  ])('Accept %s → format %s', async (accept, format) => {
    origin.files.set(`${FILES}/${name}.jpg`, { body: bytes(100), type: 'image/jpeg' })
    const res = await get(`/cms-media/files.example.com/${name}.jpg?w=640`, { headers: { Accept: accept } })
    expect(res.status).toBe(200)
    expect(res.headers.get('Vary')).toBe('Accept')
    expect(origin.calls[0]!.cf?.image).toEqual({ width: 640, quality: 80, fit: 'scale-down', metadata: 'none', ...(format ? { format } : {}) })
  })

  it('each width and format is its own copy in the edge cache', async () => {
    origin.files.set(`${FILES}/${name}.jpg`, { body: bytes(100), type: 'image/jpeg' })
    for (const w of [320, 640, 320]) await get(`/cms-media/files.example.com/${name}.jpg?w=${w}`, { headers: { Accept: 'image/webp' } })
    await get(`/cms-media/files.example.com/${name}.jpg?w=320`, { headers: { Accept: 'image/avif' } })
    expect(origin.calls.map((call) => `${call.cf?.image?.width} ${call.cf?.image?.format}`)).toEqual(['320 webp', '640 webp', '320 avif'])
  })

  it('an SVG, a video or a PDF is never transformed; ?w= on it changes nothing', async () => {
    origin.files.set(`${FILES}/${name}.svg`, { body: bytes(10), type: 'image/svg+xml' })
    await get(`/cms-media/files.example.com/${name}.svg?w=640`)
    await get(`/cms-media/files.example.com/${name}.svg`)
    expect(origin.calls).toHaveLength(1)
    expect(origin.calls[0]!.cf).toBeUndefined()
  })

  it('a picture Cloudflare Images cannot resize is served as it is', async () => {
    origin.files.set(`${FILES}/${name}.jpg`, { body: bytes(30), type: 'image/jpeg' })
    origin.answer = (_url, call) => (call.cf?.image ? new Response('9402: could not fetch the image', { status: 415 }) : undefined)
    const res = await get(`/cms-media/files.example.com/${name}.jpg?w=640`, { headers: { Accept: 'image/avif' } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual(bytes(30))
    expect(origin.calls.map((call) => Boolean(call.cf))).toEqual([true, false])
  })
})

describe('resizing that fails says nothing of the origin', () => {
  it('after three failed resizings in a row the originals are served without trying, and the origin stays open', async () => {
    for (let i = 1; i <= 4; i++) origin.files.set(`${FILES}/${name}-${i}.jpg`, { body: bytes(10 + i), type: 'image/jpeg' })
    origin.answer = (_url, call) => (call.cf?.image ? new Response('resizing is down', { status: 503 }) : undefined)
    for (let i = 1; i <= 4; i++) {
      const res = await get(`/cms-media/files.example.com/${name}-${i}.jpg?w=320`)
      expect([res.status, res.body.byteLength]).toEqual([200, 10 + i])
    }
    expect(origin.calls.map((call) => (call.cf ? 'resized' : 'original'))).toEqual(['resized', 'original', 'resized', 'original', 'resized', 'original', 'original'])
    expect(eventsNamed(warned, 'media.transform_failed')).toHaveLength(4)
  })
})

describe('copies are kept long and revalidated after a day', () => {
  const later = (days: number) => {
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + days * MEDIA_FRESH_FOR * 1000)
  }

  it('a day on, the copy is served at once and the origin asked with its ETag; a 304 keeps it', async () => {
    origin.files.set(`${FILES}/${name}.png`, { body: bytes(40), type: PNG, etag: '"a"' })
    await get(`/cms-media/files.example.com/${name}.png`)
    later(1.5)
    const stale = await get(`/cms-media/files.example.com/${name}.png`)
    expect([stale.status, stale.headers.get('X-Media-Cache')]).toEqual([200, 'stale'])
    expect(stale.body).toEqual(bytes(40))
    expect(origin.calls[1]!.headers['if-none-match']).toBe('"a"')
    const after = await get(`/cms-media/files.example.com/${name}.png`)
    expect(after.headers.get('X-Media-Cache')).toBe('hit')
    expect(origin.calls).toHaveLength(2)
  })

  it('a changed file replaces the copy; a deleted one removes it', async () => {
    origin.files.set(`${FILES}/${name}.png`, { body: bytes(40), type: PNG, etag: '"a"' })
    await get(`/cms-media/files.example.com/${name}.png`)
    origin.files.set(`${FILES}/${name}.png`, { body: bytes(41), type: PNG, etag: '"b"' })
    later(1.5)
    await get(`/cms-media/files.example.com/${name}.png`)
    expect((await get(`/cms-media/files.example.com/${name}.png`)).body).toEqual(bytes(41))
    origin.files.delete(`${FILES}/${name}.png`)
    later(3)
    await get(`/cms-media/files.example.com/${name}.png`)
    expect((await get(`/cms-media/files.example.com/${name}.png`)).status).toBe(404)
  })
})

describe('simultaneous visitors of one file', () => {
  it('twelve at once, before any copy is kept, each get the whole file', async () => {
    origin.files.set(`${FILES}/${name}.jpg`, { body: bytes(200_000), type: 'image/jpeg' })
    const answers = await Promise.all(Array.from({ length: 12 }, () => get(`/cms-media/files.example.com/${name}.jpg`)))
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual(bytes(200_000))
    }
    const later = await Promise.all(Array.from({ length: 12 }, () => get(`/cms-media/files.example.com/${name}.jpg`, { headers: { Range: 'bytes=100-199' } })))
    for (const answer of later) expect(answer.body).toEqual(bytes(200_000).slice(100, 200))
  })
})

/** Every header a media answer may carry: the file's facts, the route's caching and the site's security headers. */
const ROUTE_HEADERS = new Set(
  ['content-type', 'content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified', 'cache-control', 'vary', 'x-media-cache', 'content-security-policy'].concat(
    Object.keys(SECURITY_HEADERS).map((header) => header.toLowerCase()),
  ),
)

/** A host's answer of `body` as `type`, a byte range of it when asked, with the hostile headers. */
function hostileAnswer(body: Uint8Array<ArrayBuffer>, type: string, request: OriginCall): Response {
  const headers: Record<string, string> = { ...HOSTILE_HEADERS, 'Content-Type': type, ETag: '"h"', 'Last-Modified': 'Wed, 01 Jan 2025 00:00:00 GMT' }
  const range = request.headers.range?.match(/^bytes=(\d+)-(\d*)$/)
  if (!range) return new Response(request.method === 'HEAD' ? null : body, { headers: { ...headers, 'Content-Length': String(body.byteLength) } })
  const [start, end] = [Number(range[1]), range[2] ? Number(range[2]) : body.byteLength - 1]
  if (start >= body.byteLength) return new Response('a page of the host', { status: 416, headers: { ...headers, 'Content-Range': `bytes */${body.byteLength}` } })
  return new Response(body.slice(start, end + 1), { status: 206, headers: { ...headers, 'Content-Range': `bytes ${start}-${end}/${body.byteLength}`, 'Content-Length': String(end - start + 1) } })
}

describe('a visitor gets only the headers the route chooses, whatever the host sends (issue 48)', () => {
  const expectRouteHeaders = (res: { headers: Headers }, what: string) => {
    const names = [...res.headers.keys()]
    expect(names.filter((header) => !ROUTE_HEADERS.has(header)), what).toEqual([])
    for (const [header, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(header), `${what}: ${header}`).toBe(value)
  }

  it('a miss, a hit, a HEAD, a revalidation and a part of a picture', async () => {
    origin.answer = (_url, call) => hostileAnswer(bytes(300), PNG, call)
    const path = `/cms-media/files.example.com/${name}.png`
    const miss = await get(path)
    expect([miss.status, miss.headers.get('X-Media-Cache'), miss.body]).toEqual([200, 'miss', bytes(300)])
    expectRouteHeaders(miss, 'miss')
    expectRouteHeaders(await get(path), 'hit')
    expectRouteHeaders(await get(`/cms-media/files.example.com/${name}-head.png`, { method: 'HEAD' }), 'HEAD of a miss')
    expectRouteHeaders(await get(path, { headers: { 'If-None-Match': '"h"' } }), '304')
    const part = await get(path, { headers: { Range: 'bytes=10-19' } })
    expect([part.status, part.body]).toEqual([206, bytes(300).slice(10, 20)])
    expectRouteHeaders(part, '206')
  })

  it('a range of a video passed on as the host sends it, and its 416', async () => {
    origin.answer = (_url, call) => hostileAnswer(bytes(5000), 'video/mp4', call)
    const pass = await get(`/cms-media/files.example.com/${name}.mp4`, { headers: { Range: 'bytes=0-99' } })
    expect([pass.status, pass.headers.get('X-Media-Cache'), pass.body]).toEqual([206, 'pass', bytes(5000).slice(0, 100)])
    expectRouteHeaders(pass, 'pass')
    const refused = await get(`/cms-media/files.example.com/${name}-2.mp4`, { headers: { Range: 'bytes=9000-' } })
    expect([refused.status, refused.body.byteLength, refused.headers.get('Content-Range')]).toEqual([416, 0, 'bytes */5000'])
    expectRouteHeaders(refused, 'passed 416')
  })

  it('a host\'s validators that are not validators are dropped, not passed on', async () => {
    origin.answer = () => new Response(bytes(10), { headers: { 'Content-Type': PNG, ETag: 'x\r\nSet-Cookie: a=b'.replace(/\r\n/g, ' '), 'Last-Modified': 'yesterday' } })
    const res = await get(`/cms-media/files.example.com/${name}.png`)
    expect([res.status, res.headers.get('ETag'), res.headers.get('Last-Modified')]).toEqual([200, null, null])
  })
})

describe('every answer built from a copy counts as fresh as the copy (issue 48)', () => {
  it('a range past the end of a cached video is a 416 from the edge, and the host is not asked again', async () => {
    origin.files.set(`${FILES}/${name}.mp4`, { body: bytes(3000), type: 'video/mp4', etag: '"v"' })
    await get(`/cms-media/files.example.com/${name}.mp4`)
    for (let i = 0; i < 3; i++) {
      const res = await get(`/cms-media/files.example.com/${name}.mp4`, { headers: { Range: 'bytes=9999999-' } })
      expect([res.status, res.headers.get('X-Media-Cache'), res.headers.get('Content-Range'), res.headers.get('Cache-Control'), res.body.byteLength]).toEqual([416, 'hit', 'bytes */3000', 'no-store', 0])
    }
    expect(origin.calls).toHaveLength(1)
  })

  it('a part is 206 with the part\'s own caching: the browser may keep it, a shared cache may not', async () => {
    origin.files.set(`${FILES}/${name}.mp4`, { body: bytes(3000), type: 'video/mp4' })
    await get(`/cms-media/files.example.com/${name}.mp4`)
    const part = await get(`/cms-media/files.example.com/${name}.mp4`, { headers: { Range: 'bytes=-10' } })
    expect([part.status, part.headers.get('Cache-Control'), part.headers.get('Content-Range'), part.body]).toEqual([206, MEDIA_PART_CACHE, 'bytes 2990-2999/3000', bytes(3000).slice(-10)])
  })
})

describe('one failing file does not shut its host (issue 48)', () => {
  const fails = (path: string) => (url: URL) => (url.pathname === path ? new Response('boom', { status: 500 }) : undefined)

  it('a file the host fails, asked for again and again and at once, leaves the host\'s other files served', async () => {
    origin.files.set(`${FILES}/${name}-good.png`, { body: bytes(10), type: PNG })
    origin.answer = fails(`/${name}-bad.png`)
    for (let i = 0; i < 4; i++) expect((await get(`/cms-media/files.example.com/${name}-bad.png`)).status).toBe(502)
    const atOnce = await Promise.all(Array.from({ length: 5 }, () => get(`/cms-media/files.example.com/${name}-bad.png?w=320`)))
    expect(atOnce.map((res) => res.status)).toEqual([502, 502, 502, 502, 502])
    expect((await get(`/cms-media/files.example.com/${name}-good.png`)).status).toBe(200)
  })

  it('a file the host failed is answered 502 for a while without asking the host again', async () => {
    origin.answer = fails(`/${name}.png`)
    await get(`/cms-media/files.example.com/${name}.png`)
    const again = await get(`/cms-media/files.example.com/${name}.png`)
    expect(again.status).toBe(502)
    expect(origin.calls).toHaveLength(1)
  })

  it('three different files failing in a row open the host\'s circuit, and the answer names the media host', async () => {
    origin.files.set(`${FILES}/${name}-good.png`, { body: bytes(10), type: PNG })
    origin.answer = (url) => (url.pathname.includes('-bad') ? new Response('boom', { status: 503 }) : undefined)
    for (const i of [1, 2, 3]) expect((await get(`/cms-media/files.example.com/${name}-bad${i}.png`)).status).toBe(502)
    const refused = await get(`/cms-media/files.example.com/${name}-good.png`)
    expect(refused.status).toBe(502)
    expect(new TextDecoder().decode(refused.body)).toContain('the media host files.example.com is not asked again')
    expect(new TextDecoder().decode(refused.body)).not.toContain('CMS')
  })
})

describe('only a whole file is kept, and a cut one never reaches a visitor as whole (issue 48)', () => {
  const key = (file: string) => mediaCacheKey(new URL(`${FILES}/${file}`), null)

  it.each([
    ['declares 1000 bytes and ends after 1', bytes(1), '1000'],
    ['declares 10 bytes and sends 20', bytes(20), '10'],
  ])('a body that %s is a 502, and no copy is kept', async (_what, body, length) => {
    origin.answer = () => new Response(body, { headers: { 'Content-Type': PNG, 'Content-Length': length, ETag: '"real"' } })
    const res = await get(`/cms-media/files.example.com/${name}.png`)
    expect(res.status).toBe(502)
    expect(await lookUp(key(`${name}.png`))).toBeNull()
  })

  it('a part of a video cut short fails the visitor\'s transfer rather than ending it cleanly', async () => {
    origin.answer = (_url, call) =>
      call.headers.range
        ? new Response(bytes(10), { status: 206, headers: { 'Content-Type': 'video/mp4', 'Content-Range': 'bytes 0-999/5000', 'Content-Length': '1000' } })
        : new Response(bytes(5000), { headers: { 'Content-Type': 'video/mp4', 'Content-Length': '5000' } })
    const ctx = createExecutionContext()
    const res = await app.fetch(new Request(`http://site.test/cms-media/files.example.com/${name}.mp4`, { headers: { Range: 'bytes=0-999' } }), mediaEnv, ctx)
    expect(res.status).toBe(206)
    await expect(res.arrayBuffer()).rejects.toThrow()
    await waitOnExecutionContext(ctx)
  })

  it('a changed file whose new body is cut short leaves the old copy whole', async () => {
    origin.files.set(`${FILES}/${name}.png`, { body: bytes(40), type: PNG, etag: '"a"' })
    await get(`/cms-media/files.example.com/${name}.png`)
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + 2 * MEDIA_FRESH_FOR * 1000)
    origin.answer = () => new Response(bytes(5), { headers: { 'Content-Type': PNG, 'Content-Length': '41', ETag: '"b"' } })
    await get(`/cms-media/files.example.com/${name}.png`)
    origin.answer = undefined
    const after = await get(`/cms-media/files.example.com/${name}.png`)
    expect([after.status, after.headers.get('ETag'), after.body]).toEqual([200, '"a"', bytes(40)])
  })
})

describe('a miss is fetched once, stored whole, then answered from the copy (issue 48)', () => {
  it.each([
    ['a picture', 'png', PNG],
    ['a PDF', 'pdf', 'application/pdf'],
    ['a video asked for without a range', 'mp4', 'video/mp4'],
  ])('%s: the host is asked once, and the visitor gets the stored copy', async (_what, extension, type) => {
    origin.files.set(`${FILES}/${name}.${extension}`, { body: bytes(70_000), type })
    const res = await get(`/cms-media/files.example.com/${name}.${extension}`)
    expect([res.status, res.headers.get('X-Media-Cache'), res.headers.get('Content-Length'), res.body]).toEqual([200, 'miss', '70000', bytes(70_000)])
    expect(origin.calls).toHaveLength(1)
  })
})

describe('a file opened on its own runs nothing, and a video or PDF still shows (issue 48)', () => {
  it.each([
    ['svg', 'image/svg+xml', MEDIA_CSP],
    ['png', PNG, MEDIA_CSP],
    ['mp4', 'video/mp4', MEDIA_VIEWER_CSP],
    ['pdf', 'application/pdf', MEDIA_VIEWER_CSP],
  ])('a .%s (%s) is served under its policy', async (extension, type, policy) => {
    origin.files.set(`${FILES}/${name}.${extension}`, { body: bytes(10), type })
    const res = await get(`/cms-media/files.example.com/${name}.${extension}`)
    expect(res.headers.get('Content-Security-Policy')).toBe(policy)
    expect(policy).toMatch(/media-src 'self'.*; sandbox/)
    expect(policy).not.toContain('allow-scripts')
  })
})

describe('If-Range: a part only of the file the visitor has part of (RFC 9110 §13.1.5, issue 48)', () => {
  const LAST_MODIFIED = 'Wed, 01 Jan 2025 00:00:00 GMT'
  beforeEach(async () => {
    origin.answer = (_url, call) => hostileAnswer(bytes(2000), 'video/mp4', call)
  })

  it.each([
    ['the copy\'s ETag', '"h"', 206, 10],
    ['its Last-Modified date', LAST_MODIFIED, 206, 10],
    ['another ETag', '"stale"', 200, 2000],
    ['a weak ETag', 'W/"h"', 200, 2000],
    ['another date', 'Thu, 02 Jan 2025 00:00:00 GMT', 200, 2000],
  ])('from the edge\'s copy, If-Range with %s answers %i', async (_what, ifRange, status, length) => {
    await get(`/cms-media/files.example.com/${name}.mp4`)
    const res = await get(`/cms-media/files.example.com/${name}.mp4`, { headers: { Range: 'bytes=0-9', 'If-Range': ifRange } })
    expect([res.status, res.body.byteLength, res.headers.get('X-Media-Cache')]).toEqual([status, length, 'hit'])
  })

  it('a range passed on to the host carries the visitor\'s If-Range', async () => {
    await get(`/cms-media/files.example.com/${name}.mp4`, { headers: { Range: 'bytes=0-9', 'If-Range': '"stale"' } })
    expect(origin.calls[0]!.headers['if-range']).toBe('"stale"')
  })
})

describe('smaller faults of issue 48', () => {
  it('Accept: image/avif;q=0 refuses AVIF: the picture is made as WebP', async () => {
    origin.files.set(`${FILES}/${name}.jpg`, { body: bytes(100), type: 'image/jpeg' })
    await get(`/cms-media/files.example.com/${name}.jpg?w=480`, { headers: { Accept: 'image/avif;q=0, image/webp' } })
    expect(origin.calls[0]!.cf?.image?.format).toBe('webp')
  })

  it('a body that keeps coming too slowly is given up after its total time, however short its pauses', async () => {
    let sent = 0
    const dripping = new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        await new Promise((done) => setTimeout(done, 20))
        if (sent++ < 1000) controller.enqueue(bytes(1))
      },
    })
    const reader = guardBody(dripping, { maxBytes: 1000, expected: 41, idleMs: 1000, totalMs: 200 }).stream.getReader()
    await expect((async () => { for (;;) if ((await reader.read()).done) return })()).rejects.toThrow('took longer than 200 ms')
  })

  it('the host is asked for the file unencoded, so that its declared length is what arrives', async () => {
    origin.files.set(`${FILES}/${name}.svg`, { body: bytes(10), type: 'image/svg+xml' })
    await get(`/cms-media/files.example.com/${name}.svg`)
    expect(origin.calls[0]!.headers['accept-encoding']).toBe('identity')
  })
})
