import { localizedPath } from '../../routing/locale.ts'
import { routePath } from '../../routing/routes.ts'
import { itemList } from '../../seo/json-ld.ts'
import { InnerPage } from './InnerPage.tsx'
import { productsByCategory, ringProducts } from './product/overview.ts'
import { ProductDirectory } from './product/ProductDirectory.tsx'
import { ProductRing } from './product/ProductRing.tsx'
import type { Screen } from './screen.ts'
import { configSeo, crumbs, screenHead } from './screen-head.ts'

/**
 * /product (spec §2 Product overview): the ring of matrix products, then every category with its products.
 * All from the bundle, no island: the ring is CSS.
 */
export const productScreen: Screen = (input) => {
  const { bundle, lang, origin, t } = input
  const title = t('screens.product')
  const breadcrumb = crumbs(input, { name: title, path: routePath('Product') })
  const families = productsByCategory(bundle.productCategories, bundle.categoryProducts)
  const products = families.flatMap((family) => family.products)
  const head = screenHead(input, {
    seo: configSeo(input),
    breadcrumb,
    jsonLd: [
      itemList(products.map((p) => ({ name: p.productName, url: origin + localizedPath(routePath('ProductCategory', [p.categoryCode], p.productCode), lang) }))),
    ],
  })
  return {
    kind: 'page',
    head,
    styles: ['product'],
    main: (
      <InnerPage title={title} breadcrumb={breadcrumb}>
        <div className="product-overview">
          <ProductRing products={ringProducts(bundle.matrixProducts)} />
          <ProductDirectory families={families} />
        </div>
      </InnerPage>
    ),
  }
}
