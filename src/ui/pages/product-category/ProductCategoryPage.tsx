import { mapWindow, type ListWindow } from '../../../content/catalogue/window.ts'
import type { Product, ProductCatExample, ProductCategory } from '../../../content/model/entities.ts'
import { links } from '../../../routing/links.ts'
import type { Crumb } from '../../../seo/json-ld.ts'
import { EnquiryForm } from '../../forms/EnquiryForm.tsx'
import { usePage } from '../../render/page-context.tsx'
import { ItemSelector } from '../../selection/ItemSelector.tsx'
import { CategoryBanner } from './CategoryBanner.tsx'
import { PRODUCT_IMAGE_SIZE, PRODUCT_REGION, ProductDetail } from './ProductDetail.tsx'

export interface ProductCategoryData {
  category: ProductCategory
  /** The window of the category's products holding the one shown. */
  products: ListWindow<Product>
  /** The product shown; undefined only when the category has none. */
  product: Product | undefined
  cases: Promise<ProductCatExample[]>
  breadcrumb: Crumb[]
}

/**
 * Spec §2 ProductCategory: the category's banner, its products as a carousel of links, the selected product,
 * then the enquiry form about it.
 */
export function ProductCategoryPage({ category, products, product, cases, breadcrumb }: ProductCategoryData) {
  const { t, lang } = usePage()
  const link = links(lang)
  return (
    <>
      <CategoryBanner category={category} breadcrumb={breadcrumb} />
      <div className="product-category">
        {product ? (
          <>
            <ItemSelector
              variant="products"
              label={t('productCategory.listLabel', { name: category.categoryName })}
              region={PRODUCT_REGION}
              selected={product.productCode}
              part={mapWindow(products, (p) => ({ key: p.productCode, href: link.product(p), name: p.productName, image: p.productImage }))}
              imageWidth={PRODUCT_IMAGE_SIZE}
              imageHeight={PRODUCT_IMAGE_SIZE}
              labels={{ prev: t('productCategory.prev'), next: t('productCategory.next'), shown: t('productCategory.shown', { name: '{{name}}' }) }}
            />
            <ProductDetail product={product} cases={cases} />
          </>
        ) : (
          <p className="product-category__empty">{t('productCategory.empty')}</p>
        )}
        <div className="product-category__enquiry">
          <EnquiryForm topic={product?.productName ?? category.categoryName} topicKind="product" />
        </div>
      </div>
    </>
  )
}
