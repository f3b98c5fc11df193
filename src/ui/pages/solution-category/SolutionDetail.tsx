import { Suspense } from 'react'
import type { Solution } from '../../../content/model/entities.ts'
import { TagList } from '../../content/TagList.tsx'
import { usePage } from '../../render/page-context.tsx'
import { SelectedItem, SelectionHeading } from '../../selection/SelectedItem.tsx'
import { SOLUTION_IMAGE_HEIGHT, SOLUTION_IMAGE_WIDTH } from '../solution/SolutionEntry.tsx'
import type { UsedProduct } from './solution-choice.ts'
import { SolutionFeatures } from './SolutionFeatures.tsx'
import { SolutionProducts } from './SolutionProducts.tsx'
import { Picture } from '../../content/Picture.tsx'
import { picturePreload } from '../../content/responsive.ts'
import type { Preload } from '../../../seo/page-head.ts'

/** The head's preload of the solution's picture (the largest thing on the first screen), as its <img> will choose it. */
export const solutionImagePreload = (solution: Solution): Preload => picturePreload(solution.image, SOLUTION_IMAGE_WIDTH, 'half')

/** The region the solution list drives, and its heading. */
export const SOLUTION_REGION = 'selected-solution'
const SOLUTION_HEADING = 'selected-solution-name'

/**
 * The selected solution: picture, name, tags, description, its performance figures and the products it
 * uses. It names the solution as the topic of the page's enquiry form, which follows an in-place change.
 */
export function SolutionDetail({ solution, products }: { solution: Solution; products: Promise<UsedProduct[]> }) {
  const { t } = usePage()
  return (
    <SelectedItem id={SOLUTION_REGION} itemKey={solution.solutionCode} labelledBy={SOLUTION_HEADING} topic={solution.solutionName} className="solution">
      <div className="solution__intro">
        {/* In a <picture>, so React adds no preload of its own to <main>: the head already has one. */}
        {solution.image ? (
          <picture className="solution__picture">
            <Picture className="solution__image" src={solution.image} alt="" width={SOLUTION_IMAGE_WIDTH} height={SOLUTION_IMAGE_HEIGHT} size="half" load="priority" />
          </picture>
        ) : null}
        <div className="solution__summary">
          <SelectionHeading id={SOLUTION_HEADING} className="solution__name">
            {solution.solutionName}
          </SelectionHeading>
          <TagList tags={solution.tags} label={t('solutionCategory.tags')} />
          <p className="solution__description">{solution.description}</p>
          <a className="button solution__enquire" href="#enquiry">
            {t('solutionCategory.enquire')}
          </a>
        </div>
      </div>
      <SolutionFeatures features={solution.feature} />
      {/* The page's body is sent whole once this resolves (in-order streaming), so no fallback is ever shown. */}
      <Suspense fallback={null}>
        <SolutionProducts products={products} />
      </Suspense>
    </SelectedItem>
  )
}
