import type { MiddlewareHandler } from 'hono'
import { requestUrl } from '../routing/request-url.ts'
import { clientMistake } from './client-mistake.ts'

/** A Host header's host as a URL of `protocol` spells it (default port dropped, lower case); null if it is none. */
function hostAsUrlHost(protocol: string, host: string): string | null {
  if (!/^[^\s/?#@\\]+$/.test(host)) return null
  try {
    return new URL(`${protocol}//${host}`).host
  } catch {
    return null
  }
}

/** Why a request's target cannot be a page of this site, in one line; null when it can. */
export function badTarget(url: URL, host: string | undefined): string | null {
  // A path of `//host/…` is read by URL parsers as another origin: never a path of ours.
  if (url.pathname.startsWith('//')) return 'a path may not start with //'
  // The runtime makes the URL's host of the Host header; one that differs came from an absolute request target.
  // (A Host header that is the URL's host already, as nearly every one is, needs no parse.)
  if (host !== undefined && host !== url.host && hostAsUrlHost(url.protocol, host) !== url.host) return 'the request target names another host than its Host header'
  return null
}

/**
 * Refuses, with a 400 and its reason, a request whose target is not a path of this site: the site's origin
 * is SITE_URL's or the Host's, never a path's or an absolute request target's.
 */
export const requestTarget: MiddlewareHandler = async (c, next) => {
  const reason = badTarget(requestUrl(c), c.req.header('Host'))
  if (reason) return clientMistake(400, reason)
  return next()
}
