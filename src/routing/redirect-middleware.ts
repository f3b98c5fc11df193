import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'
import { redirectFor } from './redirects.ts'
import { requestUrl } from './request-url.ts'

/** Paths that are not pages: the API, the operator routes and console (in either language). */
const NOT_PAGES = /^\/(api|__ops|en\/__ops)(\/|$)/

/**
 * Answers the redirect rules of spec §2 before anything renders: for GET and HEAD, which a browser follows. Any
 * other method goes on, so a PUT or DELETE to an unknown path is a 405 (page-methods.ts), not a move to `/`.
 */
export const redirects: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { pathname, search } = requestUrl(c)
  const { method } = c.req
  const redirect = NOT_PAGES.test(pathname) || (method !== 'GET' && method !== 'HEAD') ? undefined : redirectFor(pathname, search)
  if (!redirect) return next()
  return c.redirect(redirect.location, redirect.status)
}
