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

/** 128 random bits, base64: the CSP nonce of one response. */
function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
}

/**
 * Gives each request its CSP nonce (`c.get('nonce')`) and adds the security headers, with the policy
 * naming that nonce, to every response the worker gives, errors included.
 */
export const secureResponses: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('nonce', newNonce())
  await next()
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value)
  c.res.headers.set('Content-Security-Policy', cspFor(c.env, c.get('nonce')))
}
