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

/** The first language of an Accept-Language header: any `en*` is English, anything else zh-CN. */
export function langFromAcceptLanguage(header: string | null | undefined): Lang {
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? ''
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
