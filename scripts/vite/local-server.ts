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
 * - A body that stops short of its Content-Length: 408 after BODY_TIMEOUT_MS, not a connection held open.
 * - A failure to get the worker's answer: 502 in one plain line, logged (the server's fault, not the client's);
 *   the local runtime's own 5xx (a stack trace, an empty 500) is replaced likewise (runtime-failures.ts).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Connect, Plugin } from 'vite'
import { PAGE_METHODS } from '../../src/http/page-methods.ts'
import { answerUnparsedRequests } from './client-errors.ts'
import { hostRefusal } from './host-rules.ts'
import { optionsAnswer, plainAnswer } from './plain-answer.ts'
import { hideRuntimeFailures } from './runtime-failures.ts'
import { checkTarget } from './target-rules.ts'

/** How long a request body may take to arrive whole (a message is a few KB; the worker drains up to 8 MB). */
export const BODY_TIMEOUT_MS = 10_000

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
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined
  if (!hasBody || req.complete) return
  const timer = setTimeout(() => {
    if (req.complete || res.headersSent) return
    plainAnswer(res, 408, 'the request body stopped before its Content-Length', { Connection: 'close' })
  }, BODY_TIMEOUT_MS)
  res.on('close', () => clearTimeout(timer))
}

/** Puts the guards in front of every listener the server has for requests (Vite's Connect app). */
function guard(server: Server | null, allowedHosts: readonly string[]): void {
  if (!server) return
  answerUnparsedRequests(server)
  // Node answers a request without Host with a bare 400 unless told not to; the guard answers it instead.
  ;(server as Server & { requireHostHeader: boolean }).requireHostHeader = false
  const listeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[]
  server.removeAllListeners('request')
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (answeredHere(req, res, allowedHosts)) return
    boundBody(req, res)
    hideRuntimeFailures(req, res)
    for (const listener of listeners) listener(req, res)
  })
}

const hideErrors: Connect.ErrorHandleFunction = (error, req, res, _next) => {
  console.error(`local server: ${req.method} ${req.url} got no answer from the worker:`, error)
  if (res.headersSent) {
    res.destroy()
    return
  }
  plainAnswer(res, 502, 'the local server got no answer from the worker')
}

/** `allowedHosts`: names answered besides IP addresses and `localhost` (`.example.test`: a domain and its subdomains). */
export function localServerGuards({ allowedHosts = [] as readonly string[] } = {}): Plugin {
  return {
    name: 'ventaura:local-server-guards',
    configureServer(server) {
      guard(server.httpServer as Server | null, allowedHosts)
    },
    configurePreviewServer(server) {
      guard(server.httpServer as Server, allowedHosts)
      // Added after every plugin's own middleware, so it catches what the worker's handler passes on.
      return () => {
        server.middlewares.use(hideErrors)
      }
    },
  }
}
