import type { Context } from 'hono'

const parsed = new WeakMap<Request, URL>()

/**
 * The request's URL, parsed once per request: the locale, redirect and launch-event middleware, the page
 * router and the renderer all read it, and parsing it for each was a measurable share of a render. Shared:
 * read it, never change it (copy it first, as `pageUrl` does).
 */
export function requestUrl(c: Context): URL {
  let url = parsed.get(c.req.raw)
  if (!url) parsed.set(c.req.raw, (url = new URL(c.req.url)))
  return url
}
