/** Language rules of spec §4, as pure functions of the URL and request headers. */

export const LANGS = ['zh-CN', 'en'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'zh-CN'

/** The cookie the language switcher writes and the root path reads. */
export const LANG_COOKIE = 'i18n_redirected'
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

const EN_PREFIX = /^\/en(?=\/|$)/

export function isLang(value: unknown): value is Lang {
  return value === 'zh-CN' || value === 'en'
}

/** English pages live under `/en`; every other path is zh-CN. */
export function langOfPath(pathname: string): Lang {
  return EN_PREFIX.test(pathname) ? 'en' : DEFAULT_LANG
}

/** The path without its `/en` prefix: `/en/contact/` → `/contact/`, `/en` → `/`. */
export function stripLangPrefix(pathname: string): string {
  return pathname.replace(EN_PREFIX, '') || '/'
}

/** The same page in `lang`: `/contact/` ↔ `/en/contact/`; the query string is kept. */
export function localizedPath(pathWithQuery: string, lang: Lang): string {
  const queryAt = pathWithQuery.search(/[?#]/)
  const path = queryAt < 0 ? pathWithQuery : pathWithQuery.slice(0, queryAt)
  const rest = queryAt < 0 ? '' : pathWithQuery.slice(queryAt)
  const bare = stripLangPrefix(path)
  return (lang === 'en' ? (bare === '/' ? '/en/' : `/en${bare}`) : bare) + rest
}

/** An RFC 9110 quality value: 0 to 1 with at most three decimals. */
const QUALITY = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i

/**
 * The languages of an Accept-Language header, most preferred first: by weight (q, default 1), ties in the
 * order given. A weight of 0 means "not this language" and drops it, as does a malformed entry.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  const ranked: { tag: string; q: number; at: number }[] = []
  for (const [at, entry] of (header ?? '').split(',').entries()) {
    const [tag = '', ...params] = entry.split(';').map((part) => part.trim())
    if (!/^(?:\*|[a-z]{1,8}(?:-[a-z\d]{1,8})*)$/i.test(tag)) continue
    const weight = params.find((p) => /^q=/i.test(p))
    const match = weight === undefined ? null : QUALITY.exec(weight.replace(/\s+/g, ''))
    if (weight !== undefined && !match) continue
    const q = match ? Number(match[1]) : 1
    if (q > 0) ranked.push({ tag: tag.toLowerCase(), q, at })
  }
  return ranked.sort((a, b) => b.q - a.q || a.at - b.at).map((r) => r.tag)
}

/** Spec §4: the first (most preferred) language of an Accept-Language header decides; any `en*` is English, anything else zh-CN. */
export function langFromAcceptLanguage(header: string | null | undefined): Lang {
  const first = acceptedLanguages(header)[0] ?? ''
  return /^en(-|$)/.test(first) ? 'en' : DEFAULT_LANG
}

/** The value of one cookie in a Cookie header, or undefined. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim())
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

/**
 * The language a visitor of the root path prefers: a valid `i18n_redirected` cookie, else the first
 * Accept-Language value, else zh-CN. Garbage in either falls through to the next rule.
 */
export function preferredLang(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): Lang {
  const saved = readCookie(cookieHeader, LANG_COOKIE)
  return isLang(saved) ? saved : langFromAcceptLanguage(acceptLanguage)
}
