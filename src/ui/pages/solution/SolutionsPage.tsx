import type { Crumb } from '../../../seo/json-ld.ts'
import { PageBanner } from '../../layout/PageBanner.tsx'
import { links } from '../../../routing/links.ts'
import { usePage } from '../../render/page-context.tsx'
import { SectionTabs } from '../../sections/SectionTabs.tsx'
import type { SolutionSection } from './solution-sections.ts'
import { SolutionEntry } from './SolutionEntry.tsx'
import { formatNumber } from '../../text/numbers.ts'

interface SolutionsPageProps {
  title: string
  sections: SolutionSection[]
  breadcrumb: Crumb[]
}

/**
 * Spec §2 Solution: the banner, a tab per category (the sticky section tabs), then a section per category
 * with its first solutions, whose layout alternates (picture left, picture right) within each section, and
 * past them a link to the category's page.
 */
export function SolutionsPage({ title, sections, breadcrumb }: SolutionsPageProps) {
  const { t, lang } = usePage()
  return (
    <>
      <PageBanner title={title} subtitle={t('solution.lead')} breadcrumb={breadcrumb} />
      <SectionTabs label={t('solution.tabs')} sections={sections.map(({ anchor, category }) => ({ id: anchor, label: category.categoryName }))} />
      <div className="solutions">
        {sections.map(({ anchor, category, solutions, total }, sectionIndex) => (
          <section key={category.id} id={anchor} className="solutions__section" aria-labelledby={`${anchor}-title`}>
            <header className="solutions__head">
              <h2 className="solutions__title" id={`${anchor}-title`}>
                {category.categoryName}
              </h2>
              {category.categorySubtitle ? <p className="solutions__subtitle" data-words="">{category.categorySubtitle}</p> : null}
            </header>
            <div className="solutions__list">
              {solutions.map((solution, i) => (
                <SolutionEntry key={solution.id} solution={solution} mode={i % 2 === 0 ? 1 : 2} first={sectionIndex === 0 && i === 0} />
              ))}
            </div>
            {total > solutions.length ? (
              <a className="solutions__more button button--ghost" href={links(lang).solutionCategory(category)}>
                {t('catalogue.allSolutions', { n: formatNumber(total, lang), category: category.categoryName })}
              </a>
            ) : null}
          </section>
        ))}
      </div>
    </>
  )
}
