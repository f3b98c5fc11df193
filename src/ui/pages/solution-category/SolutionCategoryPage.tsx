import { mapWindow, type ListWindow } from '../../../content/catalogue/window.ts'
import type { Solution, SolutionCategory } from '../../../content/model/entities.ts'
import { links } from '../../../routing/links.ts'
import type { Crumb } from '../../../seo/json-ld.ts'
import { EnquiryForm } from '../../forms/EnquiryForm.tsx'
import { usePage } from '../../render/page-context.tsx'
import { ItemSelector } from '../../selection/ItemSelector.tsx'
import { SOLUTION_IMAGE_HEIGHT, SOLUTION_IMAGE_WIDTH } from '../solution/SolutionEntry.tsx'
import type { UsedProduct } from './solution-choice.ts'
import { SolutionCategoryBanner } from './SolutionCategoryBanner.tsx'
import { SOLUTION_REGION, SolutionDetail } from './SolutionDetail.tsx'

export interface SolutionCategoryData {
  category: SolutionCategory
  /** The window of the category's solutions holding the one shown. */
  solutions: ListWindow<Solution>
  /** The solution shown; undefined only when the category has none. */
  solution: Solution | undefined
  products: Promise<UsedProduct[]>
  breadcrumb: Crumb[]
}

/**
 * Spec §2 SolutionCategory: the category's banner, its solutions as a carousel of links, the selected
 * solution (detail, performance, products), then the enquiry form about it.
 */
export function SolutionCategoryPage({ category, solutions, solution, products, breadcrumb }: SolutionCategoryData) {
  const { t, lang } = usePage()
  const link = links(lang)
  return (
    <>
      <SolutionCategoryBanner category={category} breadcrumb={breadcrumb} />
      <div className="solution-category">
        {solution ? (
          <>
            <ItemSelector
              variant="solutions"
              label={t('solutionCategory.listLabel', { name: category.categoryName })}
              region={SOLUTION_REGION}
              selected={solution.solutionCode}
              part={mapWindow(solutions, (s) => ({ key: s.solutionCode, href: link.solution(s), name: s.solutionName, image: s.image }))}
              imageWidth={SOLUTION_IMAGE_WIDTH}
              imageHeight={SOLUTION_IMAGE_HEIGHT}
              labels={{ prev: t('solutionCategory.prev'), next: t('solutionCategory.next'), shown: t('solutionCategory.shown', { name: '{{name}}' }) }}
            />
            <SolutionDetail solution={solution} products={products} />
          </>
        ) : (
          <p className="solution-category__empty">{t('solutionCategory.empty')}</p>
        )}
        <div className="solution-category__enquiry">
          <EnquiryForm topic={solution?.solutionName ?? category.categoryName} />
        </div>
      </div>
    </>
  )
}
