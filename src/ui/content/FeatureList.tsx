import type { Feature } from '../../content/model/entities.ts'
import { featureValue } from '../text/feature-value.ts'

interface FeatureListProps {
  features: Feature[]
  /** The list's own class. */
  className: string
  /** The BEM block of each entry: `{item}`, `{item}__name`, `{item}__value`. */
  item: string
  'aria-label'?: string
}

/** A `feature` field ({name, value}) as a description list: values cut at 50 characters (spec §9), whole in the tooltip. */
export function FeatureList({ features, className, item, 'aria-label': label }: FeatureListProps) {
  return (
    <dl className={className} aria-label={label}>
      {features.map((feature, i) => {
        const value = featureValue(feature.value)
        return (
          <div key={i} className={item}>
            <dt className={`${item}__name`}>{feature.name}</dt>
            <dd className={`${item}__value`} title={value.title}>
              {value.text}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
