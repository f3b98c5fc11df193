import { inThisRequest } from '../http/in-this-request.ts'
import { log } from '../log/logger.ts'
import { clientNetwork, NO_ADDRESS } from './client-network.ts'

/**
 * The client's address as Cloudflare reports it (Cloudflare sets CF-Connecting-IP itself; the local server
 * puts the connection's address there, whatever a client sent: scripts/vite/client-address.ts), else the
 * first X-Forwarded-For hop. A value that is no address counts as NO_ADDRESS (client-network.ts).
 */
export function clientIp(headers: Headers): string {
  return headers.get('CF-Connecting-IP') ?? headers.get('X-Forwarded-For')?.split(',')[0]?.trim() ?? NO_ADDRESS
}

const encoder = new TextEncoder()
const keys = new Map<string, Promise<CryptoKey>>()

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) keys.set(secret, (key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])))
  return key
}

/** Without IP_HASH_SECRET (a misconfigured deployment) messages still count, with a key only this isolate knows. */
let isolateSecret: string | undefined
function secretOrIsolateKey(secret: string | undefined): string {
  if (secret) return secret
  if (!isolateSecret) {
    log.warn('config.ip_hash_secret_missing', { using: 'a key of this isolate' })
    isolateSecret = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('')
  }
  return isolateSecret
}

/**
 * Identifies a client for the message rate limit without keeping its address: HMAC-SHA-256 (hex) keyed
 * with IP_HASH_SECRET of the UTC day and the client's network (clientNetwork: IPv4 address, IPv6 /64).
 * The day in the input makes the same client a different value every day, so the stored value ties
 * messages together for at most a day (enough for a one-minute limit, useless for tracking); without the
 * secret, which nothing else uses and no answer shows, no address can be tried against it.
 */
export async function clientIpHash(headers: Headers, secret: string | undefined, at: Date): Promise<string> {
  const day = at.toISOString().slice(0, 10)
  // The key is imported once per isolate, by whichever request came first.
  const key = await inThisRequest(hmacKey(secretOrIsolateKey(secret)))
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${day}\n${clientNetwork(clientIp(headers))}`))
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('')
}
