/** What SITE_URL may be: the site's one origin. Pure and binding-free: `npm run deploy` checks it too. */
import * as v from 'valibot'

/** SITE_URL as an origin: an absolute http(s) URL (a path after it is ignored). */
const SiteUrl = v.pipe(
  v.string(),
  v.trim(),
  v.url(),
  v.check((url) => /^https?:\/\//i.test(url), 'SITE_URL must be an http or https URL'),
  v.transform((url) => new URL(url).origin),
)

/** The origin a SITE_URL value names, or null when it is empty or not an http(s) URL (`npm run deploy` refuses both). */
export function parseSiteUrl(siteUrl: string | undefined): string | null {
  const result = v.safeParse(SiteUrl, siteUrl ?? '')
  return result.success ? result.output : null
}

