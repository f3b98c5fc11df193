/**
 * The local server's guards (scripts/vite/local-server.ts) on a bare Node HTTP server, as `npm start` puts
 * them in front of workerd: a stand-in for the worker answers behind them, and the clients speak raw HTTP
 * over sockets where the fault is in the bytes and their timing (issue 37, items 1 to 3).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { guardServer, HEADERS_TIMEOUT_MS, hideErrors, KEEP_ALIVE_TIMEOUT_MS, type GuardOptions } from '../../scripts/vite/local-server.ts'
import { LINGER_MS } from '../../scripts/vite/plain-answer.ts'

type Worker = (req: IncomingMessage, res: ServerResponse) => void

const servers: http.Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((done) => server.close(done))
  }
})

/** A server whose only request listener is `worker`, behind the guards, listening on 127.0.0.1. */
async function guarded(worker: Worker, options: GuardOptions = {}): Promise<number> {
  const server = http.createServer()
  server.on('request', worker)
  guardServer(server, options)
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return (server.address() as AddressInfo).port
}

/** A raw connection that records what the server sends and when it closes (`allowHalfOpen`: it goes on sending after the server's FIN). */
function connect(port: number, { allowHalfOpen = false } = {}) {
  const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen })
  const state = { received: '', closed: false, sentAfterAnswer: 0 }
  socket.setEncoding('latin1')
  socket.on('data', (text: string) => (state.received += text))
  socket.on('error', () => {})
  const closed = new Promise<void>((done) => socket.on('close', () => ((state.closed = true), done())))
  return { socket, state, closed }
}

/** Resolves true when `promise` settles within `ms`, false otherwise. */
const within = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((done) => setTimeout(() => done(false), ms))])

const statusLines = (text: string) => text.match(/^HTTP\/1\.1 \d{3}/gm) ?? []

describe('the client address the worker sees is the connection’s, whatever the client sent', () => {
  /** The stand-in worker answers with the address headers it was given, parsed and raw. */
  const echoAddress: Worker = (req, res) => {
    const raw = req.rawHeaders.filter((_, i) => i % 2 === 0 && /^(cf-connecting-ip|x-forwarded-for)$/i.test(req.rawHeaders[i]!))
    const rawValues = raw.map((name) => req.rawHeaders[req.rawHeaders.indexOf(name) + 1])
    res.end(JSON.stringify({ cf: req.headers['cf-connecting-ip'] ?? null, xff: req.headers['x-forwarded-for'] ?? null, raw, rawValues }))
  }
  const ask = (port: number, headers: Record<string, string>) =>
    new Promise<{ cf: string | null; xff: string | null; raw: string[]; rawValues: string[] }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/v1/website/message', headers }, (res) => {
          let body = ''
          res.on('data', (chunk: Buffer) => (body += chunk))
          res.on('end', () => resolve(JSON.parse(body)))
        })
        .on('error', reject)
    })

  it.each([
    ['another address', { 'CF-Connecting-IP': '203.0.0.7' }],
    ['a value that is no address', { 'CF-Connecting-IP': 'junk7' }],
    ['an X-Forwarded-For chain', { 'X-Forwarded-For': '198.51.100.9, 10.0.0.1' }],
    ['both', { 'CF-Connecting-IP': '203.0.0.8', 'X-Forwarded-For': '198.51.100.10' }],
    ['nothing', {}],
  ])('a client sending %s: CF-Connecting-IP is 127.0.0.1 and X-Forwarded-For is gone, in the raw headers too', async (_name, headers) => {
    const port = await guarded(echoAddress)
    const seen = await ask(port, headers)
    expect(seen.cf).toBe('127.0.0.1')
    expect(seen.xff).toBeNull()
    // The Cloudflare plugin builds the worker's request from the raw header lines.
    expect(seen.raw).toEqual(['CF-Connecting-IP'])
    expect(seen.rawValues).toEqual(['127.0.0.1'])
  })

  it('100 requests, each naming another address, all reach the worker as one client', async () => {
    const port = await guarded(echoAddress)
    const seen = new Set<string | null>()
    for (let i = 0; i < 100; i++) seen.add((await ask(port, { 'CF-Connecting-IP': i % 2 ? `203.0.0.${i}` : `junk${i}` })).cf)
    expect([...seen]).toEqual(['127.0.0.1'])
  })

  it('only a server started to trust it (the browser tests’ server) keeps the CF-Connecting-IP a client sent', async () => {
    const port = await guarded(echoAddress, { trustClientAddress: true })
    expect((await ask(port, { 'CF-Connecting-IP': '198.51.7.7' })).cf).toBe('198.51.7.7')
    expect((await ask(port, {})).cf).toBe('127.0.0.1')
  })
})

describe('an answer that leaves before its request body has all arrived closes the connection', () => {
  /** Like the worker's message endpoint: reads 32 KB of a body, then answers 413 and reads no further itself. */
  const refuseLargeBody: Worker = (req, res) => {
    let size = 0
    req.on('error', () => {})
    req.on('data', (chunk: Buffer) => {
      size += chunk.byteLength
      if (size > 32 * 1024 && !res.headersSent) {
        res.statusCode = 413
        res.end('413 Payload Too Large\n')
      }
    })
  }

  /** Sends a chunked body of 16 KB every 20 ms until the connection closes. */
  function sendChunksSlowly(socket: net.Socket, state: { sentAfterAnswer: number; received: string }) {
    const chunk = 'a'.repeat(16 * 1024)
    const timer = setInterval(() => {
      if (socket.destroyed || !socket.writable) return clearInterval(timer)
      if (state.received) state.sentAfterAnswer += chunk.length
      socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)
    }, 20)
    socket.on('close', () => clearInterval(timer))
  }

  it('a slow chunked body behind a 413: the answer says Connection: close, and the server closes instead of reading on', async () => {
    const port = await guarded(refuseLargeBody)
    const { socket, state, closed } = connect(port)
    socket.write('POST /api/v1/website/message HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n')
    sendChunksSlowly(socket, state)
    expect(await within(closed, 5_000)).toBe(true)
    expect(statusLines(state.received)).toEqual(['HTTP/1.1 413'])
    expect(state.received).toMatch(/\r\nConnection: close\r\n/i)
    // Far from the 29 MB the server read before: at most what was on the way when the answer came.
    expect(state.sentAfterAnswer).toBeLessThan(1024 * 1024)
  })

  it('a guard’s own refusal (TRACE) of a request whose body is still coming closes it too', async () => {
    const port = await guarded(() => {
      throw new Error('the guards answer TRACE')
    })
    const { socket, state, closed } = connect(port)
    socket.write('TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n')
    sendChunksSlowly(socket, state)
    expect(await within(closed, 5_000)).toBe(true)
    expect(statusLines(state.received)).toEqual(['HTTP/1.1 405'])
    expect(state.received).toMatch(/\r\nConnection: close\r\n/i)
  })

  it('a body that arrived whole keeps the connection for the next request', async () => {
    const port = await guarded((req, res) => {
      req.resume()
      req.on('end', () => res.end('ok\n'))
    })
    const { socket, state } = connect(port)
    const post = 'POST /api/v1/website/message HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 7\r\n\r\n{"a":1}'
    socket.write(post + post)
    await expect.poll(() => statusLines(state.received), { timeout: 5_000 }).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200'])
    expect(state.received).not.toMatch(/Connection: close/i)
    expect(state.closed).toBe(false)
    socket.destroy()
  })
})

describe('headers that trickle in get a 408 and a closed connection once HEADERS_TIMEOUT_MS has passed', () => {
  it(
    'one header line every 200 ms, going on after the answer: 408 within a second or two of the bound, then closed',
    async () => {
      const port = await guarded((_req, res) => res.end('never reached\n'))
      const { socket, state, closed } = connect(port, { allowHalfOpen: true })
      const started = Date.now()
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n')
      let line = 0
      const timer = setInterval(() => {
        if (socket.writable) socket.write(`X-Slow-${line++}: 1\r\n`)
      }, 200)
      try {
        expect(await within(closed, HEADERS_TIMEOUT_MS + 5_000)).toBe(true)
      } finally {
        clearInterval(timer)
      }
      expect(statusLines(state.received)).toEqual(['HTTP/1.1 408'])
      expect(Date.now() - started).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100)
      expect(Date.now() - started).toBeLessThan(HEADERS_TIMEOUT_MS + 1_000 + LINGER_MS + 1_000)
    },
    HEADERS_TIMEOUT_MS + 15_000,
  )
})

describe('bytes past a body’s Content-Length: the request is answered first, then the connection closes', () => {
  /** Like the worker: reads the whole body, answers a little later (400 for JSON that does not parse). */
  const parseJson: Worker = (req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk))
    req.on('end', () =>
      setTimeout(() => {
        try {
          JSON.parse(body)
          res.end('{"success":true}')
        } catch {
          res.statusCode = 400
          res.end('{"success":false,"message":"The body is not valid JSON"}')
        }
      }, 50),
    )
  }

  it('Content-Length: 5 with the body {"a":1}: one answer, the POST’s 400 (not a 405 for the leftover 1}), then closed', async () => {
    const port = await guarded(parseJson)
    const { socket, state, closed } = connect(port)
    socket.write('POST /api/v1/website/message HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n{"a":1}')
    expect(await within(closed, 5_000)).toBe(true)
    expect(statusLines(state.received)).toEqual(['HTTP/1.1 400'])
    expect(state.received).toContain('The body is not valid JSON')
    expect(state.received).toMatch(/\r\nConnection: close\r\n/i)
  })

  it('bytes after a request that is already answered still get their own answer (405: no method), and the connection closes', async () => {
    const port = await guarded((_req, res) => res.end('ok\n'))
    const { socket, state, closed } = connect(port)
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
    await expect.poll(() => statusLines(state.received), { timeout: 5_000 }).toEqual(['HTTP/1.1 200'])
    socket.write('1}')
    expect(await within(closed, 5_000)).toBe(true)
    expect(statusLines(state.received)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 405'])
  })
})

describe('a GET whose connection to the worker was reset is asked once more (the runtime closing a kept-alive connection)', () => {
  const reset = Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) })

  /** A stand-in for the plugin's middleware: its first `failures` tries get no answer (a reset), the rest are answered. */
  async function serving(failures: number, method = 'GET') {
    let tries = 0
    const stack = (req: IncomingMessage, res: ServerResponse): void => {
      if (++tries <= failures) return handler(reset, req as never, res, () => {})
      res.end(`answered on try ${tries}`)
    }
    const handler = hideErrors(stack)
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failed = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const port = await guarded(stack)
      const res = await fetch(`http://127.0.0.1:${port}/img/a.webp`, { method })
      return { status: res.status, text: await res.text(), tries }
    } finally {
      warned.mockRestore()
      failed.mockRestore()
    }
  }

  it('one reset: the second try answers', async () => {
    expect(await serving(1)).toEqual({ status: 200, text: 'answered on try 2', tries: 2 })
  })

  it('two resets: a 502, not a third try', async () => {
    const answer = await serving(2)
    expect([answer.status, answer.tries]).toEqual([502, 2])
  })

  it('a POST is never asked twice', async () => {
    const answer = await serving(1, 'POST')
    expect([answer.status, answer.tries]).toEqual([502, 1])
  })
})

describe('an idle kept-alive connection stays open well past Node’s 5 s, so a client reusing it is not reset', () => {
  it('says so in Keep-Alive, and answers a second request sent on the connection 6 s after the first answer', async () => {
    const port = await guarded((_req, res) => res.end('ok'))
    const { socket, state } = connect(port)
    const ask = `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`
    socket.write(ask)
    await vi.waitFor(() => expect(statusLines(state.received)).toHaveLength(1))
    expect(state.received).toMatch(new RegExp(`^Keep-Alive: timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}\\r$`, 'mi'))
    await new Promise((done) => setTimeout(done, 6_000))
    expect(state.closed).toBe(false)
    socket.write(ask)
    // The second answer follows the first body directly.
    await vi.waitFor(() => expect(state.received.match(/HTTP\/1\.1 200 /g)).toHaveLength(2))
    socket.destroy()
  }, 20_000)
})
