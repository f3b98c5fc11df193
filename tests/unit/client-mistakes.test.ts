/**
 * A client's mistake gets a 4xx with the security headers and a one-line reason, never a 5xx or silence
 * (issue 23, part 4). What reaches the worker is checked through it; what the local server answers before
 * the worker (scripts/vite/) through its rules.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { hostRefusal } from '../../scripts/vite/host-rules.ts'
import { checkTarget } from '../../scripts/vite/target-rules.ts'
import { app } from '../../src/app.ts'
import { SECURITY_HEADERS } from '../../src/http/security-headers.ts'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)

const send = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://site.test${path}`, { redirect: 'manual', ...init }))

function expectSiteHeaders(res: Response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value)
}

describe('a method no page takes, on a path no page has, is 405 with Allow, not a move to the home page', () => {
  it.each(['PUT', 'DELETE', 'PATCH', 'POST'])('%s /no-such-page: 405', async (method) => {
    const res = await send('/no-such-page', { method, body: method === 'DELETE' ? undefined : 'x' })
    expect(res.status).toBe(405)
    // No page is there to take a form's POST: Allow names what the path takes.
    expect(res.headers.get('Allow')).toBe('GET, HEAD, OPTIONS')
    expect(res.headers.get('Location')).toBeNull()
    expect(await res.text()).toBe('405 Method Not Allowed: use GET, HEAD, OPTIONS\n')
    expectSiteHeaders(res)
  })

  it('GET of the same path is still moved to the home page (spec §2)', async () => {
    const res = await send('/no-such-page')
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/')
  })
})

/** A request body that sends `text` and then breaks off, as a client that sends less than its Content-Length and goes. */
function bodyCutShort(text: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text))
      controller.error(new Error('the client went away'))
    },
  })
}

async function postCutShort(path: string, contentType: string) {
  const ctx = createExecutionContext()
  const request = new Request(`http://site.test${path}`, { method: 'POST', headers: { 'Content-Type': contentType, 'Content-Length': '100' }, body: bodyCutShort('name=sh'), duplex: 'half' } as RequestInit)
  const res = await app.fetch(request, env, ctx)
  const body = await res.text()
  await waitOnExecutionContext(ctx)
  return { res, body }
}

describe('a body that ends before its Content-Length is a 400 saying so', () => {
  it('a form post to a page', async () => {
    const { res, body } = await postCutShort('/en/contact/', 'application/x-www-form-urlencoded')
    expect(res.status).toBe(400)
    expect(body).toBe('The form post ended before its Content-Length')
    expectSiteHeaders(res)
  })

  it('a message to the API', async () => {
    const { res, body } = await postCutShort('/api/v1/website/message', 'application/json')
    expect(res.status).toBe(400)
    expect(JSON.parse(body)).toEqual({ success: false, message: 'The body ended before its Content-Length' })
  })
})

describe('the local server refuses a bad Host before the worker: 400, or 403 for a host it does not answer for', () => {
  it.each([
    [[], 400, 'a request needs a Host header'],
    [['127.0.0.1:8787', 'evil.example'], 400, 'a request has one Host header, not several'],
    [['127.0.0.1:abc'], 400, 'the Host header is not a host name or address with an optional port'],
    [['127.0.0.1:8787@evil.example'], 400, 'the Host header is not a host name or address with an optional port'],
    [['127.0.0.1:99999'], 400, 'the Host header is not a host name or address with an optional port'],
    [['[zz::1]:8787'], 400, 'the Host header is not a host name or address with an optional port'],
    [['evil.example/x'], 400, 'the Host header is not a host name or address with an optional port'],
    [['evil.example'], 403, 'this local server answers for localhost and IP addresses only, not evil.example'],
  ])('Host %j: %i', (hosts, status, reason) => expect(hostRefusal(hosts)).toEqual({ status, reason }))

  it.each([['127.0.0.1:8787'], ['localhost:8787'], ['LOCALHOST'], ['shop.localhost:8787'], ['[::1]:8787'], ['10.1.2.3'], ['192.168.1.20:8787']])('Host %s is answered', (host) => {
    expect(hostRefusal([host])).toBeNull()
  })

  it('names listed for the local server are answered, a leading dot for a domain and its subdomains', () => {
    expect(hostRefusal(['preview.example.test:8787'], ['.example.test'])).toBeNull()
    expect(hostRefusal(['example.test'], ['.example.test'])).toBeNull()
    expect(hostRefusal(['dev.box'], ['dev.box'])).toBeNull()
    expect(hostRefusal(['other.test'], ['.example.test'])?.status).toBe(403)
  })
})

describe('the local server takes only a path as the request target, never another origin', () => {
  it.each([
    ['///', 'a path may not start with //'],
    ['//evil.example/product', 'a path may not start with //'],
    ['http://evil.example/product', 'the request target names another host than its Host header'],
    ['http://127.0.0.1:8787@evil.example/product', 'the request target names another host than its Host header'],
    ['*', 'the request target is not a path'],
    ['product', 'the request target is not a path'],
  ])('%s: 400', (target, reason) => expect(checkTarget(target, '127.0.0.1:8787')).toEqual({ status: 400, reason }))

  it('an absolute target naming the Host is taken as its path; a path as it is', () => {
    expect(checkTarget('http://127.0.0.1:8787/product?id=1', '127.0.0.1:8787')).toEqual({ path: '/product?id=1' })
    expect(checkTarget('/en/product?x=//y', '127.0.0.1:8787')).toEqual({ path: '/en/product?x=//y' })
  })
})
