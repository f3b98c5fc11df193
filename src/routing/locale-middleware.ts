import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'
import { langOfPath, preferredLang } from './locale.ts'
import { requestUrl } from './request-url.ts'

/**
 * Sets the page language from the path. Only the root path redirects for language (spec §4): an English
 * preference goes to /en/. Every other URL is served as it is, so crawlers see each page in its language.
 */
export const locale: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { pathname, search } = requestUrl(c)
  c.set('lang', langOfPath(pathname))
  if (pathname !== '/') return next()
  if (preferredLang(c.req.header('Cookie'), c.req.header('Accept-Language')) === 'en') {
    c.res = c.redirect(`/en/${search}`, 302)
  } else {
    await next()
  }
  // The root answers differently per visitor: caches must key it on what decided.
  c.res.headers.set('Vary', 'Cookie, Accept-Language')
}
