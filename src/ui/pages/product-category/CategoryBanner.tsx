import type { ProductCategory } from '../../../content/model/entities.ts'
import type { Crumb } from '../../../seo/json-ld.ts'
import { FeatureList } from '../../content/FeatureList.tsx'
import { PageBanner } from '../../layout/PageBanner.tsx'
import { usePage } from '../../render/page-context.tsx'

/** The category's banner: its name and subtitle, then its feature list (long values cut, whole in the tooltip). */
export function CategoryBanner({ category, breadcrumb }: { category: ProductCategory; breadcrumb: Crumb[] }) {
  const { t } = usePage()
  return (
    <div className="category-hero">
      <PageBanner title={category.categoryName} subtitle={category.subtitle} breadcrumb={breadcrumb} />
      {category.feature.length > 0 ? (
        <FeatureList
          features={category.feature}
          className="category-features"
          item="category-feature"
          aria-label={t('productCategory.features')}
        />
      ) : null}
    </div>
  )
}
