import type { ProductCatExample } from '../../content/model/entities.ts'
import { localizedPath } from '../../routing/locale.ts'
import { routePath } from '../../routing/routes.ts'
import { productLd } from '../../seo/json-ld.ts'
import { findByCodeOrId } from './find-by-code-or-id.ts'
import { PRODUCT_PAGE_SIZE, productSeo } from './product-category/product-choice.ts'
import { ProductCategoryPage } from './product-category/ProductCategoryPage.tsx'
import { productImagePreload } from './product-category/ProductDetail.tsx'
import { notFound, type Screen } from './screen.ts'
import { crumbs, screenHead, siteName } from './screen-head.ts'
import { log } from '../../log/logger.ts'
import { readable } from '../render/readable.ts'
import { SELECTION_WINDOW } from '../selection/selection-window.ts'

/**
 * /productCategory/{code or id}/?id={productCode or product id}. An unknown category is a 404; an unknown
 * or missing product shows the category's first, under the category's own URL and SEO texts. A product
 * named by `?id=` is its own page: its title, description, canonical URL and Product JSON-LD. The page reads
 * only the window of the category's products it shows (issue 50), with the shown product's case images in the
 * same trip to the database.
 */
export const productCategoryScreen: Screen = async (input) => {
  const { bundle, content, lang, match, url, t } = input
  const category = findByCodeOrId(bundle.productCategories, match.params[0] ?? '')
  if (!category) return notFound
  const wanted = url.searchParams.get('id')
  // The case images of the product the window picks, asked for with the window (one trip to D1) and read where
  // they render; their failure costs their section alone.
  const cases: Promise<ProductCatExample[]> = readable(
    content.chosenRelation('productCatExamples', category.categoryCode, wanted, PRODUCT_PAGE_SIZE, lang).then(
      ({ records }) => records,
      (error: unknown) => {
        log.error('page.section_failed', { section: 'product case images', categoryCode: category.categoryCode, wanted, error })
        return []
      },
    ),
  )
  const { window: products, item: product, chosen } = await content.categoryWindow('products', category.categoryCode, wanted, SELECTION_WINDOW, lang)
  const categoryPath = routePath('ProductCategory', [category.categoryCode])
  const productPath = product && routePath('ProductCategory', [category.categoryCode], product.productCode)
  const breadcrumb = crumbs(input, { name: t('screens.product'), path: routePath('Product') }, { name: category.categoryName, path: categoryPath })

  const head = screenHead(input, {
    seo: product && chosen ? productSeo(product, category, lang) : { title: category.seoTitle, keywords: category.seoKeyword, description: category.description },
    path: chosen ? productPath : categoryPath,
    image: product?.productImage ?? category.image,
    type: product ? 'product' : 'website',
    breadcrumb,
    jsonLd:
      product && productPath
        ? [productLd(product, { url: input.origin + localizedPath(productPath, lang), image: new URL(product.productImage, input.origin).href, brand: siteName(input), category: category.categoryName })]
        : [],
  })
  return {
    kind: 'page',
    // The product picture is the largest thing on the first screen.
    head: product?.productImage ? { ...head, preloads: [productImagePreload(product)] } : head,
    styles: ['carousel', 'selection', 'product-category', 'enquiry'],
    main: <ProductCategoryPage category={category} products={products} product={product} cases={cases} breadcrumb={breadcrumb} />,
  }
}
