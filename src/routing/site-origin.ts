/**
 * The site's origin, for canonical URLs, hreflang, the sitemap, robots.txt, feeds and the form posts'
 * cross-site check: SITE_URL's when it is set; when it is empty, the request's own as the runtime parsed its
 * Host (never a path of `//host/…` or an absolute request target: see http/request-target.ts).
 */
import type { Context } from 'hono'
import type { AppEnv } from '../env.ts'
import { requestUrl } from './request-url.ts'
import { parseSiteUrl } from './site-url.ts'
import { log } from '../log/logger.ts'

const parsed = new Map<string, string | null>()

/** The origin SITE_URL names; null when it is empty. One that is not an http(s) URL is logged once and ignored. */
export function configuredOrigin(siteUrl: string | undefined): string | null {
  if (!siteUrl?.trim()) return null
  let origin = parsed.get(siteUrl)
  if (origin === undefined) {
    origin = parseSiteUrl(siteUrl)
    if (origin === null) log.error('config.site_url_invalid', { siteUrl, using: "the request's origin" })
    parsed.set(siteUrl, origin)
  }
  return origin
}

/** The absolute origin of the site's own links: SITE_URL's, else the request's. */
export function siteOrigin(c: Context<AppEnv>): string {
  return configuredOrigin(c.env.SITE_URL) ?? requestUrl(c).origin
}
