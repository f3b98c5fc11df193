import type { Feature } from '../../content/model/entities.ts'
import { featureValue } from '../text/feature-value.ts'
import { balancedGrid } from './balanced-grid.ts'

interface FeatureListProps {
  features: Feature[]
  /** The list's own class. */
  className: string
  /** The BEM block of each entry: `{item}`, `{item}__name`, `{item}__value`. */
  item: string
  /** A `.balanced-grid` (site.css): the list's stylesheet sets `--max-cols`. */
  balanced?: boolean
  'aria-label'?: string
}

/** A `feature` field ({name, value}) as a description list: values cut at 50 characters (spec §9), whole in the tooltip. */
export function FeatureList({ features, className, item, balanced = false, 'aria-label': label }: FeatureListProps) {
  const grid = balanced ? balancedGrid(features.length, className) : { className }
  return (
    <dl {...grid} aria-label={label}>
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
