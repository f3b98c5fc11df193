/**
 * The URL schemes content may use (issue 11). A link may point at the site (`/…`, `#…`) or at `https:`,
 * `http:`, `mailto:` and `tel:`; an image or a video only at the site's own files, because the CSP
 * (`img-src 'self'`, `media-src 'self'`, src/http/security-headers.ts) would block any other origin anyway.
 * Everything else (`javascript:`, `vbscript:`, `data:`, `//other.host`, …) is refused.
 */

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

/** `raw` (trimmed) when it names an image or video file of this site, else null. */
export function safeMediaUrl(raw: string): string | null {
  if (PLAIN_SITE_PATH.test(raw)) return raw
  const url = parse(raw)
  return url && isSitePath(raw, url, false) ? raw.trim() : null
}
