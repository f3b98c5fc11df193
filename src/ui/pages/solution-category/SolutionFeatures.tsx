import type { Feature } from '../../../content/model/entities.ts'
import { FeatureList } from '../../content/FeatureList.tsx'
import { usePage } from '../../render/page-context.tsx'

/** The selected solution's performance figures (`feature`): long values cut, the whole value in the tooltip. */
export function SolutionFeatures({ features }: { features: Feature[] }) {
  const { t } = usePage()
  if (features.length === 0) return null
  return (
    <section className="solution-features" aria-labelledby="solution-features-title">
      <h3 className="solution-section-title" id="solution-features-title">
        {t('solutionCategory.features')}
      </h3>
      <FeatureList features={features} className="solution-features__grid" item="solution-feature" balanced />
    </section>
  )
}
