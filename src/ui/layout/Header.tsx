import { usePage } from '../render/page-context.tsx'
import { DesktopNav } from './header/DesktopNav.tsx'
import { DRAWER_ID, MobileDrawer } from './header/MobileDrawer.tsx'
import { HeaderSearch } from './header/SearchForm.tsx'
import { MenuIcon } from './icons.tsx'
import { LanguageMenu } from './LanguageMenu.tsx'
import { Logo } from './Logo.tsx'
import { ProgressBar } from './ProgressBar.tsx'
import { ThirdPartyScripts } from './ThirdPartyScripts.tsx'

/**
 * The site header (spec §2): logo, the menu with its popovers (768 px and wider), the menu button and
 * drawer (below 768 px), the search, the language switcher. Sticky; it takes its active style once the page is
 * scrolled 40 px. A pure function of the language, the bundle, the page's route and path: no clock, no random ids.
 */
export function Header() {
  return (
    <header className="site-header">
      <HeaderContent />
    </header>
  )
}

/** What the header holds (the page renderer reuses its HTML: src/ui/render/chrome-cache.tsx). */
export function HeaderContent() {
  const { t } = usePage()
  return (
    <>
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
        <HeaderSearch />
        <LanguageMenu />
      </div>
      <MobileDrawer />
      <ThirdPartyScripts />
    </>
  )
}
