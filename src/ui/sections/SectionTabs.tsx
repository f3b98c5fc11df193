import { usePage } from '../render/page-context.tsx'

/** A section of the page the tabs link to: the id of its element and the tab's text. */
export interface SectionTab {
  id: string
  label: string
}

interface SectionTabsProps {
  sections: readonly SectionTab[]
  /** The bar's accessible name; "On this page" by default. */
  label?: string
}

/**
 * The section tabs of a long page (About, Concepts, Solutions): a sticky bar of links to the page's sections
 * (`#id`), each a real link that works without JavaScript. src/client/sections/section-tabs.ts marks the tab
 * of the section in view (`aria-current`) and scrolls to `?id=<section id>` on load. A page that places it
 * renders an element with each id and adds the `section-tabs` stylesheet to its styles.
 */
export function SectionTabs({ sections, label }: SectionTabsProps) {
  const { t } = usePage()
  return (
    <nav className="section-tabs" aria-label={label ?? t('sectionTabs.label')} data-section-tabs="">
      <ul className="section-tabs__list">
        {sections.map((section) => (
          <li key={section.id} className="section-tabs__item">
            <a className="section-tabs__tab" href={`#${encodeURIComponent(section.id)}`}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
