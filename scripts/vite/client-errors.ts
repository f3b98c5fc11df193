/**
 * What Node's HTTP server answers before any middleware runs, made the site's answers (a status, one line,
 * the security headers) instead of Node's bare `400 Bad Request` or a closed connection:
 *
 * - a request it cannot parse (`clientError`): a method it does not know (TRACK) is 405 with Allow, headers
 *   too large 431, a body cut off by the client 400, a request that took too long 408, anything else 400;
 * - CONNECT, which Node hands to a `connect` listener (with none, it drops the connection): 405 with Allow.
 */
import type { Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { PAGE_METHODS } from '../../src/http/page-methods.ts'
import { rawAnswer } from './plain-answer.ts'

const ALLOW = { Allow: PAGE_METHODS }
const USE_PAGE_METHODS = `use ${PAGE_METHODS}`

function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
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
