/**
 * The local server's own answers (what never reaches the worker): the status, one line saying why, and the
 * site's security headers, as the worker gives them. Over a response object, or straight onto the socket
 * when Node has no response to give (a request it could not parse, CONNECT).
 */
import { STATUS_CODES, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { SECURITY_HEADERS, contentSecurityPolicy } from '../../src/http/security-headers.ts'

/** `400 Bad Request: <reason>`, as the worker's own answers to a client's mistake (src/http/client-mistake.ts). */
const line = (status: number, reason: string) => `${status} ${STATUS_CODES[status] ?? ''}: ${reason}\n`

function headersOf(extra: Record<string, string>): Record<string, string> {
  return {
    ...SECURITY_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(),
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...extra,
  }
}

export function plainAnswer(res: ServerResponse, status: number, reason: string, headers: Record<string, string> = {}): void {
  res.statusCode = status
  for (const [name, value] of Object.entries(headersOf(headers))) res.setHeader(name, value)
  res.end(line(status, reason))
}

/** 204 with the site's headers and `headers` (Allow), no body. */
export function optionsAnswer(res: ServerResponse, headers: Record<string, string>): void {
  res.statusCode = 204
  for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(), 'Cache-Control': 'no-store', ...headers })) res.setHeader(name, value)
  res.end()
}

/**
 * How long a connection closed after a raw answer still takes what the client sends before it is dropped:
 * closed at once, the client's unread bytes would make it a reset, which can cost the client the answer;
 * never dropped, a client that goes on sending would hold it open.
 */
export const LINGER_MS = 1_000

/** An answer written onto the socket, which is then closed: the connection cannot carry another request. */
export function rawAnswer(socket: Duplex, status: number, reason: string, headers: Record<string, string> = {}): void {
  const body = line(status, reason)
  const lines = Object.entries({ ...headersOf(headers), 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' }).map(([name, value]) => `${name}: ${value}`)
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n${body}`)
  setTimeout(() => socket.destroy(), LINGER_MS).unref()
}
