/**
 * The language switcher (spec §2, §4): its button opens and closes the list of languages; Escape closes it
 * and gives focus back to the button; a click outside or focus moving elsewhere closes it. Choosing a
 * language saves it in the i18n_redirected cookie, then the link opens the same page in that language.
 */
import { isLang, LANG_COOKIE, LANG_COOKIE_MAX_AGE, type Lang } from '../../routing/locale.ts'

/** The cookie spec §4 describes: a year, the whole site, SameSite=Lax, readable by scripts (not HttpOnly). */
export function languageCookie(lang: Lang): string {
  return `${LANG_COOKIE}=${lang}; Max-Age=${LANG_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`
}

export function enhanceLanguageSwitcher(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('.lang-switcher__button')
  if (!button) return
  const isOpen = () => root.hasAttribute('data-open')
  const setOpen = (open: boolean) => {
    root.toggleAttribute('data-open', open)
    button.setAttribute('aria-expanded', String(open))
  }

  button.addEventListener('click', () => setOpen(!isOpen()))
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return
    setOpen(false)
    button.focus()
  })
  root.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null
    if (next && !root.contains(next)) setOpen(false)
  })
  document.addEventListener('pointerdown', (event) => {
    if (isOpen() && !root.contains(event.target as Node)) setOpen(false)
  })
  root.addEventListener('click', (event) => {
    const lang = (event.target as Element).closest<HTMLAnchorElement>('a[data-lang]')?.dataset.lang
    // The link itself goes on to the page in that language.
    if (isLang(lang)) document.cookie = languageCookie(lang)
  })
  // A page restored from the back/forward cache shows the list closed.
  window.addEventListener('pageshow', () => setOpen(false))
  root.dataset.enhanced = ''
}
