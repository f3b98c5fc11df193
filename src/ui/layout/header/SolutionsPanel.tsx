import { useBundle, usePage } from '../../render/page-context.tsx'
import { links } from '../../../routing/links.ts'
import { MegaPanel } from './MegaPanel.tsx'

/** The Solutions popover (spec §2): each category with its solutions, a link to all solutions and one to contact. */
export function SolutionsPanel({ id, label }: { id: string; label: string }) {
  const { t, lang } = usePage()
  const { solutionCategories, solutions } = useBundle()
  const to = links(lang)
  return (
    <MegaPanel id={id} label={label} className="mega--solutions">
      <div className="mega-solutions">
        <div className="mega-solutions__categories">
          {solutionCategories.map((category) => (
            <section key={category.id} className="mega-solutions__category">
              <p className="mega__title">
                <a href={to.solutionCategory(category)}>{category.categoryName}</a>
              </p>
              <ul className="mega__links">
                {solutions
                  .filter((s) => s.categoryCode === category.categoryCode)
                  .map((solution) => (
                    <li key={solution.id}>
                      <a href={to.solution(solution)}>{solution.solutionName}</a>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
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
