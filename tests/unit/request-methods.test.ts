import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { MAX_MESSAGE_BYTES } from '../../src/api/messages.ts'
import { DRAIN_LIMIT_BYTES } from '../../src/http/drain-request-body.ts'
import { SECURITY_HEADERS } from '../../src/http/security-headers.ts'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)

const send = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://site.test${path}`, { redirect: 'manual', ...init }))

function expectSiteHeaders(res: Response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value)
  expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'")
}

describe('the worker answers every method on a page itself, with the site headers', () => {
  it.each([
    ['/', 'GET, HEAD, POST, OPTIONS'],
    ['/en/contact/', 'GET, HEAD, POST, OPTIONS'],
    ['/product', 'GET, HEAD, POST, OPTIONS'],
    ['/sitemap.xml', 'GET, HEAD, OPTIONS'],
    ['/nothing-here', 'GET, HEAD, OPTIONS'],
  ])('OPTIONS %s: 204 with Allow %s', async (path, allow) => {
    const res = await send(path, { method: 'OPTIONS' })
    expect(res.status).toBe(204)
    expect(res.headers.get('Allow')).toBe(allow)
    expect(await res.text()).toBe('')
    expectSiteHeaders(res)
  })

  it.each([
    ['PUT', '/contact/', 'x'],
    ['DELETE', '/en/product'],
  ])('%s %s: 405 with Allow, not the 404 page', async (method, path, body?: string) => {
    const res = await send(path, { method, body })
    expect(res.status).toBe(405)
    expect(res.headers.get('Allow')).toBe('GET, HEAD, POST, OPTIONS')
    expect(res.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(await res.text()).toBe('405 Method Not Allowed: use GET, HEAD, POST, OPTIONS\n')
    expectSiteHeaders(res)
  })
})

describe('Allow lists what the path takes, never the method just refused', () => {
  it.each([
    ['POST', '/sitemap.xml'],
    ['POST', '/robots.txt'],
    ['POST', '/feed.xml'],
    ['POST', '/en/feed.xml'],
    ['POST', '/nothing-here'],
    ['POST', '/en/nothing/here'],
    ['PATCH', '/robots.txt'],
  ])('%s %s: 405 with Allow: GET, HEAD, OPTIONS', async (method, path) => {
    const res = await send(path, { method, body: 'a=b', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    expect(res.status).toBe(405)
    expect(res.headers.get('Allow')).toBe('GET, HEAD, OPTIONS')
    expect(res.headers.get('Allow')).not.toContain(method)
    expect(await res.text()).toBe('405 Method Not Allowed: use GET, HEAD, OPTIONS\n')
    expectSiteHeaders(res)
  })

  it('the API and the operator routes keep their own answers: OPTIONS there is 405 with the methods of the endpoint', async () => {
    const api = await send('/api/v1/website/products', { method: 'OPTIONS' })
    expect(api.status).toBe(405)
    expect(api.headers.get('Allow')).toBe('GET, HEAD')
    expectSiteHeaders(api)
    const message = await send('/api/v1/website/message', { method: 'OPTIONS' })
    expect(message.headers.get('Allow')).toBe('POST')
  })
})

/** A request body that records how far it was read and whether it was cancelled. */
function trackedBody(bytes: number, chunk = 64 * 1024) {
  const state = { sent: 0, finished: false, cancelled: false }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.sent >= bytes) {
        state.finished = true
        controller.close()
        return
      }
      const size = Math.min(chunk, bytes - state.sent)
      state.sent += size
      controller.enqueue(new Uint8Array(size).fill(0x61))
    },
    cancel() {
      state.cancelled = true
    },
  })
  return { stream, state }
}

describe('an answer that does not read the request body reads it away first (the connection stays usable)', () => {
  const cases: [string, string, string, Record<string, string>, number][] = [
    ['a form-urlencoded message', 'POST', '/api/v1/website/message', { 'Content-Type': 'application/x-www-form-urlencoded' }, 400],
    ['a message over the size limit by Content-Length', 'POST', '/api/v1/website/message', { 'Content-Type': 'application/json', 'Content-Length': String(200_000) }, 413],
    ['a PUT to an endpoint', 'PUT', '/api/v1/website/products', {}, 405],
    ['an unknown endpoint', 'POST', '/api/v1/website/nothing', {}, 404],
    ['a POST to a page that is not a form', 'POST', '/en/contact/', {}, 415],
    ['a PUT to a page', 'PUT', '/en/contact/', {}, 405],
    ['an operator route without the token', 'POST', '/__ops/purge', {}, 401],
  ]
  it.each(cases)('%s', async (_what, method, path, headers, status) => {
    const { stream, state } = trackedBody(200_000)
    const res = await send(path, { method, headers, body: stream, duplex: 'half' } as RequestInit)
    expect(res.status).toBe(status)
    await res.text()
    expect(state).toEqual({ sent: 200_000, finished: true, cancelled: false })
  })

  it('a body the handler read in part (a message past its limit) is not read again', async () => {
    const { stream, state } = trackedBody(MAX_MESSAGE_BYTES * 4, 1024)
    const res = await send('/api/v1/website/message', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit)
    expect(res.status).toBe(413)
    await res.text()
    await vi.waitFor(() => expect(state.cancelled).toBe(true))
    expect(state.finished).toBe(false)
    expect(state.sent).toBeLessThan(MAX_MESSAGE_BYTES * 2)
  })

  it(`past ${DRAIN_LIMIT_BYTES / 1024 / 1024} MB the rest is cancelled rather than read`, async () => {
    const { stream, state } = trackedBody(DRAIN_LIMIT_BYTES * 2, 1024 * 1024)
    const res = await send('/en/', { method: 'POST', body: stream, duplex: 'half' } as RequestInit)
    expect(res.status).toBe(415)
    await res.text()
    await vi.waitFor(() => expect(state.cancelled).toBe(true))
    expect(state.finished).toBe(false)
    expect(state.sent).toBeLessThanOrEqual(DRAIN_LIMIT_BYTES + 1024 * 1024)
  })
})
