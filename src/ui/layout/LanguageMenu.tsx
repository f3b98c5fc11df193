import { LANGS, localizedPath } from '../../routing/locale.ts'
import LanguageSwitcher from '../islands/LanguageSwitcher.tsx'
import { Island } from '../render/island.tsx'
import { usePage } from '../render/page-context.tsx'

/** The language switcher island, pointing at this same page in each language. */
export function LanguageMenu() {
  const { lang, t, pathWithQuery } = usePage()
  return (
    <Island
      component={LanguageSwitcher}
      props={{
        current: lang,
        label: t('language.label'),
        options: LANGS.map((l) => ({ lang: l, name: t(`language.${l}`), href: localizedPath(pathWithQuery, l) })),
      }}
    />
  )
}
