import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'
import { requestUrl } from './request-url.ts'
import { configuredOrigin } from './site-origin.ts'

/** Hosts of a machine's own loopback: a local server with SITE_URL in .dev.vars still answers (none reach Cloudflare). */
const LOOPBACK = /^(localhost|[^.]+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i

/**
 * With SITE_URL set, the site has one origin: a request for another host (the `*.workers.dev` address, `www.`
 * when SITE_URL has none) is moved there, path and query kept: 301 for GET and HEAD, 308 (method and body
 * kept) for anything else.
 */
export const canonicalHost: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = configuredOrigin(c.env.SITE_URL)
  if (!origin) return next()
  const url = requestUrl(c)
  if (url.origin === origin || LOOPBACK.test(url.hostname)) return next()
  const status = c.req.method === 'GET' || c.req.method === 'HEAD' ? 301 : 308
  // Kept an hour, not for ever: a SITE_URL set by mistake must not outlive its correction in browsers.
  return new Response(null, { status, headers: { Location: origin + url.pathname + url.search, 'Cache-Control': 'public, max-age=3600' } })
}
