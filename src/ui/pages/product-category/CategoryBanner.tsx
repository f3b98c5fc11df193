import type { ProductCategory } from '../../../content/model/entities.ts'
import type { Crumb } from '../../../seo/json-ld.ts'
import { PageBanner } from '../../layout/PageBanner.tsx'
import { usePage } from '../../render/page-context.tsx'
import { truncate } from '../home/text.ts'
import { FEATURE_VALUE_CHARS } from './product-choice.ts'

/** The category's banner: its name and subtitle, then its feature list (long values cut, whole in the tooltip). */
export function CategoryBanner({ category, breadcrumb }: { category: ProductCategory; breadcrumb: Crumb[] }) {
  const { t } = usePage()
  return (
    <div className="category-hero">
      <PageBanner title={category.categoryName} subtitle={category.subtitle} breadcrumb={breadcrumb} />
      {category.feature.length > 0 ? (
        <dl className="category-features" aria-label={t('productCategory.features')}>
          {category.feature.map((feature, i) => {
            const value = truncate(feature.value, FEATURE_VALUE_CHARS)
            return (
              <div key={i} className="category-feature">
                <dt className="category-feature__name">{feature.name}</dt>
                <dd className="category-feature__value" title={value === feature.value.trim() ? undefined : feature.value}>
                  {value}
                </dd>
              </div>
            )
          })}
        </dl>
      ) : null}
    </div>
  )
}
