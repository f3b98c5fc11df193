import { LANGS, localizedPath } from '../../routing/locale.ts'
import { usePage } from '../render/page-context.tsx'

export const LANGUAGE_LIST_ID = 'language-list'

/**
 * The 简体中文 / English dropdown: this same page in each language. Server HTML whose options are plain links
 * (CSS opens the list on hover and focus until the script runs); src/client/layout/language.ts makes the
 * button a disclosure and saves the choice in the i18n_redirected cookie before the link is followed.
 */
export function LanguageMenu() {
  const { lang, t, pathWithQuery } = usePage()
  const currentName = t(`language.${lang}`)
  return (
    <div className="lang-switcher" data-lang-switcher="">
      <button
        type="button"
        className="lang-switcher__button"
        aria-expanded="false"
        aria-controls={LANGUAGE_LIST_ID}
        aria-label={`${t('language.label')}: ${currentName}`}
      >
        {currentName}
      </button>
      <ul className="lang-switcher__list" id={LANGUAGE_LIST_ID}>
        {LANGS.map((option) => (
          <li key={option}>
            <a href={localizedPath(pathWithQuery, option)} hrefLang={option} lang={option} aria-current={option === lang ? 'true' : undefined} data-lang={option}>
              {t(`language.${option}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
