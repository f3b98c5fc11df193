import type { MiddlewareHandler } from 'hono'
import { requestUrl } from '../routing/request-url.ts'
import { matchRoute } from '../routing/routes.ts'

/** What pages answer to (POST: their forms, sent without JavaScript); the API, the operator routes and the media route say their own. */
export const PAGE_METHODS = 'GET, HEAD, POST, OPTIONS'

/** What every other path answers to: the sitemap, robots.txt, the feeds, a path no page has (its 404 page). */
export const FILE_METHODS = 'GET, HEAD, OPTIONS'

const OWN_METHOD_RULES = /^\/(api|__ops|en\/__ops|cms-media)(\/|$)/

/** The methods a path outside the API, the operator routes and the media route takes: what its `Allow` says. */
export function allowedMethods(pathname: string): string {
  return matchRoute(pathname) ? PAGE_METHODS : FILE_METHODS
}

const answer = (status: 204 | 405, allow: string) =>
  new Response(status === 405 ? `405 Method Not Allowed: use ${allow}\n` : null, {
    status,
    headers: { Allow: allow, 'Cache-Control': 'no-store', ...(status === 405 ? { 'Content-Type': 'text/plain; charset=utf-8' } : {}) },
  })

/**
 * OPTIONS answers 204 with Allow; any other method the path does not take (POST, PUT, DELETE…) answers
 * 405 with Allow instead of the 404 page. A route that does take it answers as it likes. Allow names what
 * that path takes (allowedMethods), never the method just refused.
 */
// No bindings needed, so the local server's guards (scripts/vite/local-server.ts) can share PAGE_METHODS.
export const pageMethods: MiddlewareHandler = async (c, next) => {
  const { method } = c.req
  const { pathname } = requestUrl(c)
  if (method === 'GET' || method === 'HEAD' || OWN_METHOD_RULES.test(pathname)) return next()
  if (method === 'OPTIONS') return answer(204, allowedMethods(pathname))
  await next()
  if (c.res.status !== 404) return
  await c.res.body?.cancel()
  // Replaced, not merged: nothing of the 404 page's headers belongs to this answer.
  c.res = undefined
  c.res = answer(405, allowedMethods(pathname))
}
