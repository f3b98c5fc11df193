import type { SolutionCategory } from '../../../content/model/entities.ts'
import { links } from '../../../routing/links.ts'
import { balancedGrid } from '../../content/balanced-grid.ts'
import { usePage } from '../../render/page-context.tsx'
import { HomeSection } from './HomeSection.tsx'
import { Picture } from '../../content/Picture.tsx'

/** Spec §9: solution categories, page size 100. */
export const SOLUTION_CATEGORIES = 100

/** The top of the category tree (a child names its parent in `category`). */
export function rootSolutionCategories(categories: readonly SolutionCategory[]): SolutionCategory[] {
  return categories.filter((c) => !c.category).slice(0, SOLUTION_CATEGORIES)
}

/** The solution category cards, each opening /SolutionCategory/{categoryCode}/. */
export function SolutionsSection({ categories }: { categories: SolutionCategory[] }) {
  const { t, lang } = usePage()
  const link = links(lang)
  return (
    <HomeSection id="solutions" title={t('home.solutions.title')} lead={t('home.solutions.lead')} more={{ href: link.route('Solution'), label: t('home.solutions.all') }}>
      <ul {...balancedGrid(categories.length, 'solution-grid')}>
        {categories.map((category) => (
          <li key={category.id}>
            <article className="card solution-card">
              <Picture src={category.image} alt="" width={1200} height={600} size="card" />
              <div>
                <h3>
                  <a href={link.solutionCategory(category)}>
                    {category.categoryName}
                  </a>
                </h3>
                <p>{category.categorySubtitle || category.description}</p>
                <span className="card__more" aria-hidden="true">
                  {t('home.solutions.more')}
                </span>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
