/**
 * The text of a search query as the site reads it, from `?q=` of the results page or the search API: a pure
 * function, so the page cache key, the page and the API agree on one spelling.
 */

/** The longest query read; anything after it is cut (never an error). */
export const SEARCH_QUERY_MAX = 100

/** More than this is never looked at: a 5,000-character query costs no more than a long one. */
const READ_AT_MOST = SEARCH_QUERY_MAX * 4

// Format characters (zero-width space and joiners, word joiner, BOM, soft hyphen, direction marks) sit
// inside words unseen: dropped, so `ven\u200bturi` is `venturi`. Control characters (C0, C1, DEL) part
// words like the white space among them (a tab, a newline): a space.
const FORMAT = /\p{Cf}/gu
const CONTROL = /\p{Cc}/gu
const SPACES = /\s+/gu

/**
 * The normalised query: compatibility forms folded (full-width `ＶＶ－Ｓ１００` is `VV-S100`), format
 * characters dropped, control characters a space, runs of white space one space, trimmed, and cut at SEARCH_QUERY_MAX characters
 * (code points: a cut never splits a character). Letter case is kept (the page shows the query as typed).
 */
export function normalizeSearchQuery(raw: string | null | undefined): string {
  if (!raw) return ''
  const text = raw.slice(0, READ_AT_MOST).normalize('NFKC').replace(FORMAT, '').replace(CONTROL, ' ').replace(SPACES, ' ').trim()
  const chars = Array.from(text)
  return chars.length > SEARCH_QUERY_MAX ? chars.slice(0, SEARCH_QUERY_MAX).join('').trimEnd() : text
}
