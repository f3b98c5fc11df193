/**
 * What `npm start` serves (the production build behind `vite preview`) answers mixed requests over one
 * kept-alive connection without a 500 or a stack trace: a body the worker does not read (400, 413, 405)
 * used to leave the connection broken for the next request. TRACE and OPTIONS get the site's answer.
 * A connection it will not read on (a body behind a refusal, bytes past a body, headers that trickle) is closed.
 */
import http from 'node:http'
import net from 'node:net'
import { expect, test } from './fixtures.ts'

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
  reused: boolean
}

function send(agent: http.Agent, base: string, method: string, path: string, body?: string | Buffer, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(path, base)
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method, agent, headers: body === undefined ? headers : { ...headers, 'Content-Length': String(Buffer.byteLength(body)) } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), reused: request.reusedSocket }))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/** What a stack trace looks like in any of the servers' error pages. */
const STACK = /\bat .+\(.+:\d+:\d+\)|node_modules|TypeError|miniflare|\/work\//

test.describe('npm start over one kept-alive connection', () => {
  test('mixed requests whose bodies the worker does not read: every answer is the right one, never a 500', async ({ baseURL }) => {
    test.setTimeout(120_000)
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const json = { 'Content-Type': 'application/json' }
    const steps: [string, string, string | Buffer | undefined, Record<string, string>, number][] = [
      ['POST', '/api/v1/website/message', 'a=b', { 'Content-Type': 'application/x-www-form-urlencoded' }, 400],
      ['GET', '/api/v1/website/newsCategories', undefined, {}, 200],
      ['POST', '/api/v1/website/message', JSON.stringify({ content: 'x'.repeat(200_000) }), json, 413],
      ['GET', '/robots.txt', undefined, {}, 200],
      ['PUT', '/api/v1/website/products', 'x=1', { 'Content-Type': 'text/plain' }, 405],
      ['GET', '/en/contact/', undefined, {}, 200],
      ['POST', '/api/v1/website/message', Buffer.alloc(2_000_000, 0x61), json, 413],
      ['GET', '/api/v1/website/banners', undefined, {}, 200],
      // A form post to a page that names no form of the site.
      ['POST', '/en/', 'a=b', { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseURL! }, 400],
      // Pages take POST for their forms (and read the body); PUT they refuse unread.
      ['PUT', '/en/', 'a=b', { 'Content-Type': 'application/x-www-form-urlencoded' }, 405],
      ['GET', '/sitemap.xml', undefined, {}, 200],
    ]
    const seen: string[] = []
    let reused = 0
    try {
      for (let round = 0; round < 6; round++) {
        for (const [method, path, body, headers, status] of steps) {
          const answer = await send(agent, baseURL!, method, path, body, headers)
          seen.push(`${method} ${path} → ${answer.status}`)
          expect(answer.body, `${method} ${path}`).not.toMatch(STACK)
          expect(answer.status, `${method} ${path} (round ${round})`).toBe(status)
          if (answer.reused) reused++
        }
      }
    } finally {
      agent.destroy()
    }
    // One connection carried them: every request after the first went over the same socket.
    expect(reused).toBe(seen.length - 1)
  })

  test('TRACE is 405 with Allow and OPTIONS 204, both with the site security headers', async ({ baseURL }) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      for (const path of ['/', '/en/contact/']) {
        const trace = await send(agent, baseURL!, 'TRACE', path)
        expect(trace.status).toBe(405)
        expect(trace.headers.allow).toBe('GET, HEAD, POST, OPTIONS')
        expect(trace.body).not.toMatch(STACK)
        expect(trace.headers['content-security-policy']).toContain("script-src 'self'")
        expect(trace.headers['x-frame-options']).toBe('DENY')

        const options = await send(agent, baseURL!, 'OPTIONS', path, undefined, { Origin: 'http://elsewhere.example', 'Access-Control-Request-Method': 'PUT' })
        expect(options.status).toBe(204)
        expect(options.headers.allow).toBe('GET, HEAD, POST, OPTIONS')
        expect(options.headers['access-control-allow-methods']).toBeUndefined()
        expect(options.headers['access-control-allow-origin']).toBeUndefined()
        expect(options.headers['content-security-policy']).toContain("script-src 'self'")
        expect(options.headers['x-content-type-options']).toBe('nosniff')
      }
    } finally {
      agent.destroy()
    }
  })
})

/** A raw connection to the server: what it sent back, and a promise of its close. */
function rawConnection(baseURL: string) {
  const url = new URL(baseURL)
  const socket = net.connect(Number(url.port), url.hostname)
  const state = { received: '' }
  socket.setEncoding('latin1')
  socket.on('data', (text: string) => (state.received += text))
  socket.on('error', () => {})
  const closed = new Promise<void>((done) => socket.on('close', () => done()))
  return { socket, state, closed }
}

const statusLines = (text: string) => text.match(/^HTTP\/1\.1 \d{3}/gm) ?? []
const within = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((done) => setTimeout(() => done(false), ms))])

test.describe('npm start closes a connection it will not read on (issue 37)', () => {
  test('a chunked message body trickling in past 32 KB: 413 with Connection: close, then the connection closes', async ({ baseURL }) => {
    const { socket, state, closed } = rawConnection(baseURL!)
    socket.write('POST /api/v1/website/message HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n')
    const chunk = 'a'.repeat(16 * 1024)
    const timer = setInterval(() => socket.writable && socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`), 20)
    try {
      expect(await within(closed, 10_000)).toBe(true)
    } finally {
      clearInterval(timer)
    }
    expect(statusLines(state.received)).toEqual(['HTTP/1.1 413'])
    expect(state.received).toMatch(/\r\nconnection: close\r\n/i)
  })

  test('Content-Length: 5 with the body {"a":1}: the POST gets its 400, not a 405 for the leftover, then the connection closes', async ({ baseURL }) => {
    const { socket, state, closed } = rawConnection(baseURL!)
    socket.write('POST /api/v1/website/message HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n{"a":1}')
    expect(await within(closed, 10_000)).toBe(true)
    expect(statusLines(state.received)).toEqual(['HTTP/1.1 400'])
    expect(state.received).toContain('The body is not valid JSON')
  })

  test('headers arriving one line every 200 ms: 408 and a closed connection within about 10 s', async ({ baseURL }) => {
    test.setTimeout(30_000)
    const { socket, state, closed } = rawConnection(baseURL!)
    socket.write('GET /en/ HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    let line = 0
    const timer = setInterval(() => socket.writable && socket.write(`X-Slow-${line++}: 1\r\n`), 200)
    try {
      expect(await within(closed, 15_000)).toBe(true)
    } finally {
      clearInterval(timer)
    }
    expect(statusLines(state.received)).toEqual(['HTTP/1.1 408'])
  })
})
