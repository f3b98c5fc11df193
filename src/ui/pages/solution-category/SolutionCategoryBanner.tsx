import type { SolutionCategory } from '../../../content/model/entities.ts'
import type { Crumb } from '../../../seo/json-ld.ts'
import { PageBanner } from '../../layout/PageBanner.tsx'

/** The category's banner: its name (the page's h1), subtitle and breadcrumb, then its description. */
export function SolutionCategoryBanner({ category, breadcrumb }: { category: SolutionCategory; breadcrumb: Crumb[] }) {
  return (
    <div className="solution-hero">
      <PageBanner title={category.categoryName} subtitle={category.categorySubtitle} breadcrumb={breadcrumb} />
      {category.categoryDescription ? <p className="solution-hero__description">{category.categoryDescription}</p> : null}
    </div>
  )
}
