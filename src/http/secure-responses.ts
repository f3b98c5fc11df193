import type { MiddlewareHandler } from 'hono'
import { SECURITY_HEADERS, contentSecurityPolicy } from './security-headers.ts'

const csp = contentSecurityPolicy({ dev: import.meta.env.DEV })

/** Adds the security headers to every response the worker gives, errors included. */
export const secureResponses: MiddlewareHandler = async (c, next) => {
  await next()
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value)
  c.res.headers.set('Content-Security-Policy', csp)
}
