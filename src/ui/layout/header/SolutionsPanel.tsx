import { useBundle, usePage } from '../../render/page-context.tsx'
import { links } from '../../../routing/links.ts'
import { MegaPanel } from './MegaPanel.tsx'
import { categoryItems } from './menu-items.ts'
import { formatNumber } from '../../text/numbers.ts'

/**
 * The Solutions popover (spec §2): each category with its first solutions (and past them a link to the
 * category's page: menu-items.ts), a link to all solutions and one to contact.
 */
export function SolutionsPanel({ id, label }: { id: string; label: string }) {
  const { t, lang } = usePage()
  const { solutionCategories, categorySolutions } = useBundle()
  const to = links(lang)
  return (
    <MegaPanel id={id} label={label}>
      <div>
        <div className="mega-solutions__categories">
          {solutionCategories.map((category) => {
            const { shown, total } = categoryItems(categorySolutions, category.categoryCode)
            return (
              <section key={category.id}>
                <p className="mega__title">
                  <a href={to.solutionCategory(category)}>{category.categoryName}</a>
                </p>
                <ul className="mega__links">
                  {shown.map((solution) => (
                    <li key={solution.id}>
                      <a href={to.solution(solution)}>{solution.solutionName}</a>
                    </li>
                  ))}
                  {total > shown.length ? (
                    <li>
                      <a className="mega__more" href={to.solutionCategory(category)}>
                        {t('catalogue.allSolutions', { n: formatNumber(total, lang), category: category.categoryName })}
                      </a>
                    </li>
                  ) : null}
                </ul>
              </section>
            )
          })}
        </div>
        <div className="mega-solutions__actions">
          <a className="button" href={to.route('Solution')}>
            {t('header.solutions.all')}
          </a>
          <a className="button button--ghost" href={to.route('Concat')}>
            {t('header.solutions.contact')}
          </a>
        </div>
      </div>
    </MegaPanel>
  )
}
