import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'
import { thirdPartyOrigins } from '../ui/layout/third-party.ts'
import { SECURITY_HEADERS, contentSecurityPolicy } from './security-headers.ts'

/** The policy for the third-party script settings of this deployment and a nonce, split once per distinct setting. */
const NONCE = '{nonce}'
const policies = new Map<string, [string, string]>()
function cspFor(env: Partial<Env> | undefined, nonce: string): string {
  const origins = thirdPartyOrigins(env ?? {})
  const key = origins.join(' ')
  let parts = policies.get(key)
  if (!parts) {
    const [before = '', after = ''] = contentSecurityPolicy({ dev: import.meta.env.DEV, thirdParty: origins, nonce: NONCE }).split(NONCE)
    policies.set(key, (parts = [before, after]))
  }
  return parts[0] + nonce + parts[1]
}

/** How many nonces' worth of random bytes one call to the CSPRNG fetches (it costs as much as building a small page's headers). */
const NONCES_PER_DRAW = 64
let pool = new Uint8Array(0)
let used = 0

/** 128 random bits, base64: the CSP nonce of one response. Each is fresh bytes of the pool, never reused. */
function newNonce(): string {
  if (used === pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(16 * NONCES_PER_DRAW))
    used = 0
  }
  let bytes = ''
  for (const byte of pool.subarray(used, (used += 16))) bytes += String.fromCharCode(byte)
  return btoa(bytes)
}

/**
 * Gives each request its CSP nonce (`c.get('nonce')`) and adds the security headers, with the policy
 * naming that nonce, to every response the worker gives, errors included. A route that serves no page may
 * name a stricter policy of its own (`contentSecurityPolicy`).
 */
export const secureResponses: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('nonce', newNonce())
  await next()
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value)
  c.res.headers.set('Content-Security-Policy', c.get('contentSecurityPolicy') ?? cspFor(c.env, c.get('nonce')))
}
