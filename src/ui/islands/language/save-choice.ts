import { LANG_COOKIE, LANG_COOKIE_MAX_AGE, type Lang } from '../../../routing/locale.ts'

/** The cookie spec §4 describes: a year, the whole site, SameSite=Lax, readable by scripts (not HttpOnly). */
export function languageCookie(lang: Lang): string {
  return `${LANG_COOKIE}=${lang}; Max-Age=${LANG_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`
}

export function saveLanguageChoice(lang: Lang): void {
  document.cookie = languageCookie(lang)
}
