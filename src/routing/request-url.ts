import type { Context } from 'hono'

const parsed = new WeakMap<Request, URL>()

/**
 * The request's URL, parsed once per request: the locale, redirect and launch-event middleware, the page
 * router and the renderer all read it, and parsing it for each was a measurable share of a render. Shared:
 * read it, never change it (copy it first, as `pageUrl` does).
 */
export function requestUrl(c: Context): URL {
  return urlOf(c.req.raw)
}

/** A request's URL, parsed once (shared: read it, never change it); the log context reads it before the app does. */
export function urlOf(request: Request): URL {
  let url = parsed.get(request)
  if (!url) parsed.set(request, (url = new URL(request.url)))
  return url
}
