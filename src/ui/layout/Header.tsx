import { usePage } from '../render/page-context.tsx'
import { DesktopNav } from './header/DesktopNav.tsx'
import { DRAWER_ID, MobileDrawer } from './header/MobileDrawer.tsx'
import { MenuIcon } from './icons.tsx'
import { LanguageMenu } from './LanguageMenu.tsx'
import { Logo } from './Logo.tsx'
import { ProgressBar } from './ProgressBar.tsx'
import { ThirdPartyScripts } from './ThirdPartyScripts.tsx'

/**
 * The site header (spec §2): logo, the menu with its popovers (768 px and wider), the menu button and
 * drawer (below 768 px), the language switcher. Sticky; it takes its active style once the page is
 * scrolled 40 px. A pure function of the language, the bundle and the page's path: no clock, no random ids.
 */
export function Header() {
  const { t } = usePage()
  return (
    <header className="site-header">
      <ProgressBar />
      <div className="site-header__inner">
        <button
          type="button"
          className="menu-button"
          aria-label={t('header.openMenu')}
          aria-haspopup="dialog"
          aria-controls={DRAWER_ID}
          command="show-modal"
          commandfor={DRAWER_ID}
        >
          <MenuIcon />
        </button>
        <Logo />
        <DesktopNav />
        <LanguageMenu />
      </div>
      <MobileDrawer />
      <ThirdPartyScripts />
    </header>
  )
}
