/**
 * The URL schemes content may use (issue 11). A link may point at the site (`/…`, `#…`) or at `https:`,
 * `http:`, `mailto:` and `tel:`; an image or a video only at the site's own files, which include the media route's
 * copies of allowed origins' files (issue 33), because the CSP (`img-src 'self'`, `media-src 'self'`,
 * src/http/security-headers.ts) blocks any other origin. Everything else (`javascript:`, `vbscript:`, `data:`,
 * `//other.host`, …) is refused.
 */

import { hasDotSegment, isMediaFilePath, mediaRoutePath } from '../../media/paths.ts'
import { mediaPolicy, type MediaPolicy } from './media-policy.ts'

export const LINK_SCHEMES = ['https:', 'http:', 'mailto:', 'tel:'] as const

/** Any base works: it only tells a site path (same origin) from a URL of its own. */
const BASE = new URL('https://site.invalid/')

// Browsers drop ASCII tabs and newlines anywhere in a URL (`jav\tascript:`) and ignore leading and
// trailing C0 controls and spaces; the URL parser here does the same, so what it reads is what a
// browser would follow. Other control characters have no place in a URL from content at all.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

function parse(raw: string): URL | null {
  if (CONTROL.test(raw.trim())) return null
  try {
    return new URL(raw, BASE)
  } catch {
    return null
  }
}

/** What a browser reads of `raw`: without the tabs and newlines it drops and the spaces around it. */
const bare = (raw: string) => raw.trim().replace(/[\t\n\r]/g, '')

/** A path of this site: `/…` (not `//host` or `/\host`, which are other sites) or, for links, a `#fragment`. */
function isSitePath(raw: string, url: URL, fragments: boolean): boolean {
  if (url.origin !== BASE.origin) return false
  const text = bare(raw)
  return (text.startsWith('/') && !/^\/[/\\]/.test(text)) || (fragments && text.startsWith('#'))
}

/**
 * A plain path of this site (`/img/products/a.svg`): a slash, then nothing but letters, digits and `-._~%/`,
 * never a second slash first. Every media URL of the content is one; it needs no parsing (a URL parse is a
 * call into the runtime, a dozen for each list of records).
 */
const PLAIN_SITE_PATH = /^\/(?![/\\])[\w\-.~%/]*$/

/** `raw` (trimmed) when a visitor may follow it as a link, else null. Other sites need their scheme spelled out. */
export function safeLink(raw: string): string | null {
  if (PLAIN_SITE_PATH.test(raw)) return raw
  const url = parse(raw)
  if (!url) return null
  if (isSitePath(raw, url, true)) return raw.trim()
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(bare(raw))
  return absolute && (LINK_SCHEMES as readonly string[]).includes(url.protocol) ? raw.trim() : null
}

/** Why a media URL was not kept; the schemas log it with the field. */
export class Refused {
  // Not a parameter property: scripts (npm run soak, bench) import this file into Node, which only strips types.
  readonly reason: string
  constructor(reason: string) {
    this.reason = reason
  }
}

/** `url` (a file of another origin) as the media route's path, or why it cannot be. */
function throughRoute(raw: string, url: URL, policy: MediaPolicy): string | Refused {
  if (hasDotSegment(bare(raw))) return new Refused('dot segment')
  const path = mediaRoutePath(url, policy.origins)
  return path.startsWith('/') ? path : new Refused(path)
}

/** A path (`/…`) as `policy` reads it: the site's own file, or the CMS's file through the media route. */
function pathUrl(raw: string, policy: MediaPolicy): string | Refused {
  if (hasDotSegment(bare(raw))) return new Refused('dot segment')
  return policy.pathOrigin === null ? raw.trim() : throughRoute(raw, new URL(bare(raw), policy.pathOrigin), policy)
}

/** An absolute URL (`https://…`, or `//host/…` in the scheme of the host's allowed origin), or null when `raw` is none. */
function absoluteUrl(raw: string, url: URL, policy: MediaPolicy): URL | null {
  const text = bare(raw)
  if (text.startsWith('//')) {
    const origin = policy.origins.byHost.get(url.host)
    return origin ? new URL(`${new URL(origin).protocol}${text}`) : url
  }
  return /^https?:/i.test(text) ? url : null
}

/**
 * What a picture or video field may show (issue 33): a file of the site (`/img/…`, under the policy of a source
 * whose paths are the site's), a file of the CMS (its path, under the CMS's policy) or a file of an allowed
 * origin (an absolute URL): the last two as the media route's path, so the CSP stays `'self'`. Refused: any
 * other origin, other schemes (`javascript:`, `data:`), `..` and `.` segments, a query string or a user on
 * another origin's file, relative paths.
 */
export function mediaUrl(raw: string, policy: MediaPolicy = mediaPolicy()): string | Refused {
  if (PLAIN_SITE_PATH.test(raw)) return pathUrl(raw, policy)
  const url = parse(raw)
  if (!url) return new Refused('not a URL')
  if (isSitePath(raw, url, false)) return pathUrl(raw, policy)
  const absolute = absoluteUrl(raw, url, policy)
  return absolute ? throughRoute(raw, absolute, policy) : new Refused('scheme')
}

/**
 * A link as content may give it (`safeLink`), with one addition: a link to a picture, video or PDF of an allowed
 * origin, or of the CMS by its path, goes through the media route like a picture. A file that cannot (a query
 * string) stays a link to where it is; anything `safeLink` refuses is refused.
 */
export function mediaLink(raw: string, policy: MediaPolicy = mediaPolicy()): string | null {
  const link = safeLink(raw)
  if (link === null || !URL_OF_FILE.test(link)) return link
  const url = parse(link)
  if (!url || !isMediaFilePath(url.pathname)) return link
  const absolute = isSitePath(link, url, false) ? (policy.pathOrigin === null ? null : new URL(bare(link), policy.pathOrigin)) : absoluteUrl(link, url, policy)
  if (!absolute) return link
  const routed = throughRoute(link, absolute, policy)
  return typeof routed === 'string' ? routed : isSitePath(link, url, false) ? absolute.href : link
}

/** Links that may name a file: site paths and http(s) URLs (not `#…`, `mailto:`, `tel:`). */
const URL_OF_FILE = /^(\/(?![/\\])|https?:)/i

/**
 * A setting's value (spec §3 `valueDefault`) that names a picture, video or PDF of the CMS or of an allowed
 * origin, as the media route's path (`brand_logo`, `contact_qr`); any other value as it is (text, dates, links).
 */
export function mediaSetting(value: string, policy: MediaPolicy = mediaPolicy()): string {
  const trimmed = value.trim()
  return URL_OF_FILE.test(trimmed) ? (mediaLink(trimmed, policy) ?? value) : value
}

/** `raw` when it is a path of this site (an image the CSP lets a page show), else null: for settings used as pictures. */
export function sitePicture(raw: string): string | null {
  if (PLAIN_SITE_PATH.test(raw)) return hasDotSegment(raw) ? null : raw
  const url = parse(raw)
  return url && isSitePath(raw, url, false) && !hasDotSegment(bare(raw)) ? raw.trim() : null
}
