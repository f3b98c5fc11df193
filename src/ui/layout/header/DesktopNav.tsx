import { usePage } from '../../render/page-context.tsx'
import { ChevronIcon } from '../icons.tsx'
import { currentSection, SECTIONS, type SectionId } from '../sections.ts'
import { CompanyPanel } from './CompanyPanel.tsx'
import { sectionLinks } from './menu-tree.ts'
import { ProductsPanel } from './ProductsPanel.tsx'
import { SolutionsPanel } from './SolutionsPanel.tsx'

const popoverId = (section: SectionId) => `mega-${section}`

/**
 * The desktop menu (768 px and wider): five real links, the current section marked. Products, company and
 * solutions each own a popover and a small toggle button after their link (aria-expanded, aria-controls), so
 * Tab walks link by link and enters a panel only once it is open. Before the script runs, CSS opens a panel
 * on hover and the toggle opens it natively (invoker commands); src/client/layout/menu.ts then takes over.
 */
export function DesktopNav() {
  const { t, lang, pathWithQuery } = usePage()
  const current = currentSection(pathWithQuery)
  const section = sectionLinks(lang, t)
  const panel = (id: SectionId) => {
    const label = section[id].label
    if (id === 'products') return <ProductsPanel id={popoverId(id)} label={label} />
    if (id === 'company') return <CompanyPanel id={popoverId(id)} label={label} />
    if (id === 'solutions') return <SolutionsPanel id={popoverId(id)} label={label} />
    return null
  }
  return (
    <nav className="site-nav" aria-label={t('nav.label')} data-site-nav="">
      <ul className="site-nav__list">
        {SECTIONS.map((id) => {
          const popover = panel(id)
          return (
            <li key={id} className="site-nav__item" data-section={id} data-has-popover={popover ? '' : undefined}>
              <a className="site-nav__link" href={section[id].href} aria-current={current === id ? 'page' : undefined}>
                {section[id].label}
              </a>
              {popover ? (
                <>
                  <button
                    type="button"
                    className="site-nav__toggle"
                    aria-controls={popoverId(id)}
                    aria-label={t('header.submenu', { name: section[id].label })}
                    command="toggle-popover"
                    commandfor={popoverId(id)}
                  >
                    <ChevronIcon />
                  </button>
                  {popover}
                </>
              ) : null}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
