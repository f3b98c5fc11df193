import { usePage } from '../../render/page-context.tsx'
import { currentSection, SECTIONS, type SectionId } from '../sections.ts'
import { CompanyPanel } from './CompanyPanel.tsx'
import { sectionLinks } from './menu-tree.ts'
import { ProductsPanel } from './ProductsPanel.tsx'
import { SolutionsPanel } from './SolutionsPanel.tsx'

const popoverId = (section: SectionId) => `mega-${section}`

/**
 * The desktop menu (768 px and wider): five real links, the current section marked. Products, company and
 * solutions each own a popover; its trigger is the link itself (aria-expanded, aria-controls). Before the
 * script runs, CSS opens a popover on hover and focus; src/client/layout/menu.ts then takes over.
 */
export function DesktopNav({ now }: { now: Date }) {
  const { t, lang, pathWithQuery } = usePage()
  const current = currentSection(pathWithQuery)
  const section = sectionLinks(lang, t)
  const panel = (id: SectionId) => {
    const label = section[id].label
    if (id === 'products') return <ProductsPanel id={popoverId(id)} label={label} now={now} />
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
              <a
                className="site-nav__link"
                href={section[id].href}
                aria-current={current === id ? 'page' : undefined}
                aria-expanded={popover ? false : undefined}
                aria-controls={popover ? popoverId(id) : undefined}
              >
                {section[id].label}
              </a>
              {popover}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
