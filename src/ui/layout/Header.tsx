import { localizedPath } from '../../routing/locale.ts'
import { usePage } from '../render/page-context.tsx'
import { LanguageMenu } from './LanguageMenu.tsx'
import { Logo } from './Logo.tsx'

/** The site header. The full menu with its popovers arrives with the layout issue; this is its frame. */
export function Header() {
  const { lang, t } = usePage()
  return (
    <header className="site-header">
      <Logo />
      <nav className="site-nav" aria-label={t('nav.label')}>
        <a href={localizedPath('/', lang)}>{t('nav.home')}</a>
      </nav>
      <LanguageMenu />
    </header>
  )
}
