import { localizedPath } from '../../routing/locale.ts'
import { usePage } from '../render/page-context.tsx'

/** The brand mark, linking to the home page of the current language. */
export function Logo() {
  const { lang, t } = usePage()
  return (
    <a className="logo" href={localizedPath('/', lang)}>
      <span className="logo__mark" aria-hidden="true" />
      <span className="logo__name">{t('site.name')}</span>
    </a>
  )
}
