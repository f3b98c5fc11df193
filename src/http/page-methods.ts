import type { MiddlewareHandler } from 'hono'
import { requestUrl } from '../routing/request-url.ts'

/** What pages answer to (POST: their forms, sent without JavaScript); the API, the operator routes and the media route say their own. */
export const PAGE_METHODS = 'GET, HEAD, POST, OPTIONS'

const OWN_METHOD_RULES = /^\/(api|__ops|cms-media)(\/|$)/

const answer = (status: 204 | 405) =>
  new Response(status === 405 ? `405 Method Not Allowed: use ${PAGE_METHODS}\n` : null, {
    status,
    headers: { Allow: PAGE_METHODS, 'Cache-Control': 'no-store', ...(status === 405 ? { 'Content-Type': 'text/plain; charset=utf-8' } : {}) },
  })

/**
 * OPTIONS on a page answers 204 with Allow; any other method no page route takes (POST, PUT, DELETE…)
 * answers 405 with Allow instead of the 404 page. A route that does take it answers as it likes.
 */
// No bindings needed, so the local server's guards (scripts/vite/local-server.ts) can share PAGE_METHODS.
export const pageMethods: MiddlewareHandler = async (c, next) => {
  const { method } = c.req
  if (method === 'GET' || method === 'HEAD' || OWN_METHOD_RULES.test(requestUrl(c).pathname)) return next()
  if (method === 'OPTIONS') return answer(204)
  await next()
  if (c.res.status !== 404) return
  await c.res.body?.cancel()
  // Replaced, not merged: nothing of the 404 page's headers belongs to this answer.
  c.res = undefined
  c.res = answer(405)
}
