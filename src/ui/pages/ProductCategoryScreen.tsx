import { productLd } from '../../seo/json-ld.ts'
import { routePath } from '../../routing/routes.ts'
import { findByCodeOrId } from './find-by-code-or-id.ts'
import { InnerPage } from './InnerPage.tsx'
import { notFound, type Screen } from './screen.ts'
import { crumbs, screenHead, siteName } from './screen-head.ts'

/**
 * /productCategory/{code or id}/?id={productCode or product id}. An unknown category is a 404; an unknown
 * product falls back to the category's first one.
 */
export const productCategoryScreen: Screen = (input) => {
  const { bundle, match, url, t } = input
  const category = findByCodeOrId(bundle.productCategories, match.params[0] ?? '')
  if (!category) return notFound
  const products = bundle.products.filter((p) => p.categoryCode === category.categoryCode)
  const wanted = url.searchParams.get('id')
  const chosen = wanted ? products.find((p) => p.productCode === wanted || p.id === wanted) : undefined
  const product = chosen ?? products[0]
  const categoryPath = routePath('ProductCategory', [category.categoryCode])
  const path = routePath('ProductCategory', [category.categoryCode], chosen?.productCode)
  const breadcrumb = crumbs(input, { name: t('screens.product'), path: routePath('Product') }, { name: category.categoryName, path: categoryPath })
  const head = screenHead(input, {
    seo: { title: category.seoTitle, keywords: category.seoKeyword, description: category.description },
    path,
    image: product?.productImage ?? category.image,
    type: product ? 'product' : 'website',
    breadcrumb,
    jsonLd: product
      ? [productLd(product, { url: input.origin + path, image: new URL(product.productImage, input.origin).href, brand: siteName(input), category: category.categoryName })]
      : [],
  })
  return { kind: 'page', head, main: <InnerPage title={category.categoryName} subtitle={category.subtitle} breadcrumb={breadcrumb} /> }
}
