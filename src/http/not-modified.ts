import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'
import { noneMatchNames } from './entity-tags.ts'

/** What a 304 carries of the page it stands for (RFC 9110 §15.4.5). */
const KEPT = ['Cache-Control', 'ETag', 'Vary', 'Content-Location', 'Expires', 'X-Page-Cache'] as const

/**
 * A GET or HEAD of a page whose copy the browser holds answers 304 without its body: the page cache gives every
 * whole page it keeps an ETag (page-cache.ts), and a browser revalidating (`Cache-Control: public, max-age=0,
 * must-revalidate`) sends it back as If-None-Match. `If-None-Match: *` matches any page that exists.
 */
export const notModified: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  const asked = c.req.header('If-None-Match')
  if (asked === undefined || (c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.res.status !== 200) return
  if (!noneMatchNames(asked, c.res.headers.get('ETag'))) return
  const headers = new Headers()
  for (const name of KEPT) {
    const value = c.res.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  await c.res.body?.cancel()
  // Unset first: Hono's setter would copy the page's headers (its type and length) onto the 304.
  c.res = undefined as unknown as Response
  c.res = new Response(null, { status: 304, headers })
}
