/**
 * The client's address as the worker reads it (src/api/client-ip-hash.ts: CF-Connecting-IP, else the first
 * X-Forwarded-For hop), which keys the message rate limit. On Cloudflare the edge sets CF-Connecting-IP
 * itself; in front of the local runtime nothing does, so a client could name a new address with each
 * message and never meet the limit. The local server drops what a client sent in either header and puts
 * the connection's own address in CF-Connecting-IP.
 *
 * `trustClient` (TRUST_CF_CONNECTING_IP=1, local-server.ts) keeps a CF-Connecting-IP the client sent: the
 * browser tests' server (playwright.config.ts) gives each test a client of its own that way.
 */
import type { IncomingMessage } from 'node:http'

const CLIENT_ADDRESS_HEADERS = new Set(['cf-connecting-ip', 'x-forwarded-for'])

export function setClientAddress(req: IncomingMessage, { trustClient = false } = {}): void {
  if (trustClient && req.headers['cf-connecting-ip'] !== undefined) return
  const address = req.socket.remoteAddress
  // The Cloudflare plugin builds the worker's request from rawHeaders; Node derives `headers` from them.
  const raw: string[] = []
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    if (!CLIENT_ADDRESS_HEADERS.has(req.rawHeaders[i]!.toLowerCase())) raw.push(req.rawHeaders[i]!, req.rawHeaders[i + 1]!)
  }
  if (address) raw.push('CF-Connecting-IP', address)
  req.rawHeaders = raw
  for (const name of CLIENT_ADDRESS_HEADERS) delete req.headers[name]
  if (address) req.headers['cf-connecting-ip'] = address
}
