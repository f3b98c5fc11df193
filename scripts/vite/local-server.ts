/**
 * Guards of the local Node server in front of workerd (`vite preview`, which `npm start` serves, and
 * `vite dev`), for what the worker never sees or cannot judge: each answers a client's mistake with a 4xx,
 * one line saying why and the site's security headers, never a 5xx, a stack trace or silence. They run
 * before anything else the server does (Vite's middleware, the Cloudflare plugin's handler):
 *
 * - Host (host-rules.ts): exactly one, well formed, and one this machine answers for. Vite's own check,
 *   whose 403 named vite.config.js without the site's headers, is off in vite.config.ts; this one keeps its rule.
 * - The request target (target-rules.ts): a path, never `//…` nor an absolute URL naming another host, which
 *   the Cloudflare plugin would turn into a request for another origin. `OPTIONS *` is 204 with Allow.
 * - TRACE, which the Fetch standard forbids: 405 with Allow (TRACK and CONNECT: client-errors.ts).
 * - Headers that take longer than HEADERS_TIMEOUT_MS to arrive: 408, and the connection closed.
 * - A body that stops short of its Content-Length: 408 after BODY_TIMEOUT_MS, not a connection held open.
 * - An answer that leaves before its request's body has all arrived (a refusal, a 413) closes the connection
 *   rather than read the rest (unread-body.ts); bytes past a body's Content-Length get the request answered,
 *   then the connection closed (client-errors.ts).
 * - The client's address: what a client sent as CF-Connecting-IP or X-Forwarded-For is replaced by the
 *   connection's address, as Cloudflare does (client-address.ts), unless TRUST_CF_CONNECTING_IP=1.
 * - A failure to get the worker's answer: 502 in one plain line, logged (the server's fault, not the client's);
 *   the local runtime's own 5xx (a stack trace, an empty 500) is replaced likewise (runtime-failures.ts).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Connect, Plugin } from 'vite'
import { PAGE_METHODS } from '../../src/http/page-methods.ts'
import { setClientAddress } from './client-address.ts'
import { answerUnparsedRequests, noteAnswer } from './client-errors.ts'
import { hostRefusal } from './host-rules.ts'
import { optionsAnswer, plainAnswer } from './plain-answer.ts'
import { hideRuntimeFailures } from './runtime-failures.ts'
import { checkTarget } from './target-rules.ts'
import { closeIfBodyUnread, hasBody } from './unread-body.ts'

/** How long a request body may take to arrive whole (a message is a few KB; the worker drains up to 8 MB). */
export const BODY_TIMEOUT_MS = 10_000

/** How long a request's headers may take to arrive whole (Node's own default is 60 s). */
export const HEADERS_TIMEOUT_MS = 10_000

/** How often Node looks for requests past that time (its default, 30 s, would let one wait 40 s). */
const TIMEOUT_CHECK_MS = 1_000

/**
 * How long an idle kept-alive connection stays open. Node's 5 s let a client that sends its next request on a
 * connection just as the server closes it see a reset (seen in the browser tests under load); a client's idle
 * connections rarely outlive a minute (Node's and undici's agents: 4-5 s; Chromium retries such a request itself).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000

const ALLOW = { Allow: PAGE_METHODS }

/** Every Host header line of a request (Node keeps only the first in `headers`). */
function hostLines(req: IncomingMessage): string[] {
  const lines: string[] = []
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === 'host') lines.push(req.rawHeaders[i + 1]!)
  return lines
}

/** Answers a request here, or makes its target a path and returns false to pass it on. */
function answeredHere(req: IncomingMessage, res: ServerResponse, allowedHosts: readonly string[]): boolean {
  // Whatever came with a refused request is read away, so the connection can carry the next one.
  const refuse = (status: number, reason: string, headers: Record<string, string> = {}) => {
    req.resume()
    plainAnswer(res, status, reason, headers)
    return true
  }
  if (req.method === 'TRACE') return refuse(405, `use ${PAGE_METHODS}`, ALLOW)
  const hosts = hostLines(req)
  const badHost = hostRefusal(hosts, allowedHosts)
  if (badHost) return refuse(badHost.status, badHost.reason)
  if (req.method === 'OPTIONS' && req.url === '*') {
    req.resume()
    optionsAnswer(res, ALLOW)
    return true
  }
  const target = checkTarget(req.url ?? '', hosts[0]!)
  if ('status' in target) return refuse(target.status, target.reason)
  req.url = target.path
  return false
}

/** A request whose body has not arrived whole within BODY_TIMEOUT_MS is answered 408, and the connection closed. */
function boundBody(req: IncomingMessage, res: ServerResponse): void {
  if (!hasBody(req) || req.complete) return
  const timer = setTimeout(() => {
    if (req.complete || res.headersSent) return
    plainAnswer(res, 408, 'the request body stopped before its Content-Length', { Connection: 'close' })
  }, BODY_TIMEOUT_MS)
  res.on('close', () => clearTimeout(timer))
}

export interface GuardOptions {
  /** Names answered besides IP addresses and `localhost` (`.example.test`: a domain and its subdomains). */
  allowedHosts?: readonly string[]
  /** Keep a CF-Connecting-IP the client sent (client-address.ts); by default, only when TRUST_CF_CONNECTING_IP=1. */
  trustClientAddress?: boolean
}

/** Puts the guards in front of every listener the server has for requests (Vite's Connect app). Call it before the server listens. */
export function guardServer(server: Server, { allowedHosts = [], trustClientAddress = process.env.TRUST_CF_CONNECTING_IP === '1' }: GuardOptions = {}): void {
  answerUnparsedRequests(server)
  // Node answers a request without Host with a bare 400 unless told not to; the guard answers it instead.
  ;(server as Server & { requireHostHeader: boolean }).requireHostHeader = false
  // Read when the server starts listening: headers that trickle in are answered 408 within a second of the bound.
  server.headersTimeout = HEADERS_TIMEOUT_MS
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  ;(server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = TIMEOUT_CHECK_MS
  const listeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[]
  server.removeAllListeners('request')
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    noteAnswer(req, res)
    closeIfBodyUnread(req, res)
    if (answeredHere(req, res, allowedHosts)) return
    setClientAddress(req, { trustClient: trustClientAddress })
    boundBody(req, res)
    hideRuntimeFailures(req, res)
    for (const listener of listeners) listener(req, res)
  })
}

/** Requests asked of the worker a second time, after their first try's connection was reset. */
const askedAgain = new WeakSet<IncomingMessage>()

/** Whether `error` says the connection to the worker was reset (a kept-alive connection the runtime had just closed). */
const connectionReset = (error: unknown): boolean => (error as { cause?: { code?: string } } | null)?.cause?.code === 'ECONNRESET'

/**
 * A GET or HEAD whose connection to the worker was reset before any answer is asked once more: the runtime may
 * close a kept-alive connection just as the next request is sent on it, and such a request has no body and no
 * effect to repeat. Anything else that got no answer is a 502 in one plain line.
 */
export const hideErrors = (middlewares: (req: IncomingMessage, res: ServerResponse) => void): Connect.ErrorHandleFunction => (error, req, res, _next) => {
  if (!res.headersSent && (req.method === 'GET' || req.method === 'HEAD') && connectionReset(error) && !askedAgain.has(req)) {
    askedAgain.add(req)
    console.warn(`local server: ${req.method} ${req.url}: the connection to the worker was reset; asked again`)
    middlewares(req, res)
    return
  }
  console.error(`local server: ${req.method} ${req.url} got no answer from the worker:`, error)
  if (res.headersSent) {
    res.destroy()
    return
  }
  plainAnswer(res, 502, 'the local server got no answer from the worker')
}

export function localServerGuards({ allowedHosts = [] as readonly string[] } = {}): Plugin {
  return {
    name: 'ventaura:local-server-guards',
    configureServer(server) {
      if (server.httpServer) guardServer(server.httpServer as Server, { allowedHosts })
    },
    configurePreviewServer(server) {
      guardServer(server.httpServer as Server, { allowedHosts })
      // Added after every plugin's own middleware, so it catches what the worker's handler passes on.
      return () => {
        server.middlewares.use(hideErrors(server.middlewares))
      }
    },
  }
}
