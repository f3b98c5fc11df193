import type { Feature } from '../../../content/model/entities.ts'
import { usePage } from '../../render/page-context.tsx'
import { featureValue } from '../../text/feature-value.ts'

/** The selected solution's performance figures (`feature`): long values cut, the whole value in the tooltip. */
export function SolutionFeatures({ features }: { features: Feature[] }) {
  const { t } = usePage()
  if (features.length === 0) return null
  return (
    <section className="solution-features" aria-labelledby="solution-features-title">
      <h3 className="solution-section-title" id="solution-features-title">
        {t('solutionCategory.features')}
      </h3>
      <dl className="solution-features__grid">
        {features.map((feature, i) => {
          const value = featureValue(feature.value)
          return (
            <div key={i} className="solution-feature">
              <dt className="solution-feature__name">{feature.name}</dt>
              <dd className="solution-feature__value" title={value.title}>
                {value.text}
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
