/**
 * What Node's HTTP server answers before any middleware runs, made the site's answers (a status, one line,
 * the security headers) instead of Node's bare `400 Bad Request` or a closed connection:
 *
 * - a request it cannot parse (`clientError`): a method it does not know (TRACK) is 405 with Allow, headers
 *   too large 431, a body cut off by the client 400, a request that took too long 408 (headers slower than
 *   the server's headersTimeout: local-server.ts), anything else 400;
 * - bytes that follow a request it is still answering (a body longer than its Content-Length: the rest reads
 *   as the next request, and fails): that request's answer goes out first, then the connection closes;
 * - CONNECT, which Node hands to a `connect` listener (with none, it drops the connection): 405 with Allow.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { PAGE_METHODS } from '../../src/http/page-methods.ts'
import { rawAnswer } from './plain-answer.ts'

const ALLOW = { Allow: PAGE_METHODS }
const USE_PAGE_METHODS = `use ${PAGE_METHODS}`

/** The answer a connection is giving now; Node keeps it internal, so the server's request listener notes it. */
const answering = new WeakMap<Duplex, ServerResponse>()
/** Connections already on their way out: Node reports each later chunk of bytes it cannot parse again. */
const closing = new WeakSet<Duplex>()

/** Notes the answer a request's connection is giving (the guards call it first for every request). */
export function noteAnswer(req: IncomingMessage, res: ServerResponse): void {
  const { socket } = req
  answering.set(socket, res)
  res.once('close', () => {
    if (answering.get(socket) === res) answering.delete(socket)
  })
}

/** The request before the bytes is answered, with `Connection: close`; then the connection closes. */
function closeAfterAnswer(res: ServerResponse, socket: Duplex): void {
  if (!res.headersSent) res.setHeader('Connection', 'close')
  res.once('close', () => socket.end(() => socket.destroy()))
}

function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (closing.has(socket)) return
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  closing.add(socket)
  const inFlight = answering.get(socket)
  if (inFlight) return closeAfterAnswer(inFlight, socket)
  switch (error.code) {
    case 'HPE_INVALID_METHOD':
      return rawAnswer(socket, 405, USE_PAGE_METHODS, ALLOW)
    case 'HPE_HEADER_OVERFLOW':
      return rawAnswer(socket, 431, 'the request headers are too large')
    case 'HPE_INVALID_EOF_STATE':
      return rawAnswer(socket, 400, 'the request ended before its body was complete')
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return rawAnswer(socket, 408, 'the request did not arrive in time')
    default:
      return rawAnswer(socket, 400, 'the request is not valid HTTP/1.1')
  }
}

/** Gives the server these answers in place of Node's and Vite's own. */
export function answerUnparsedRequests(server: Server): void {
  server.removeAllListeners('clientError')
  server.on('clientError', answerClientError)
  server.on('connect', (_request, socket: Duplex) => rawAnswer(socket, 405, USE_PAGE_METHODS, ALLOW))
}
