import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'
import { thirdPartyOrigins } from '../ui/layout/third-party.ts'
import { SECURITY_HEADERS, contentSecurityPolicy } from './security-headers.ts'

/** The policy for the third-party script settings of this deployment, computed once per distinct value. */
const policies = new Map<string, string>()
function cspFor(env: Partial<Env> | undefined): string {
  const origins = thirdPartyOrigins(env ?? {})
  const key = origins.join(' ')
  let csp = policies.get(key)
  if (!csp) policies.set(key, (csp = contentSecurityPolicy({ dev: import.meta.env.DEV, thirdParty: origins })))
  return csp
}

/** Adds the security headers to every response the worker gives, errors included. */
export const secureResponses: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value)
  c.res.headers.set('Content-Security-Policy', cspFor(c.env))
}
