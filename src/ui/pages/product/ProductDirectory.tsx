import { links } from '../../../routing/links.ts'
import { usePage } from '../../render/page-context.tsx'
import type { CategoryWithProducts } from './overview.ts'
import { Picture } from '../../content/Picture.tsx'
import { formatNumber } from '../../text/numbers.ts'

/** Every category with its first products as links and, past them, one to the category's page: the overview in plain lists, for phones and crawlers. */
export function ProductDirectory({ families }: { families: CategoryWithProducts[] }) {
  const { t, lang } = usePage()
  const link = links(lang)
  return (
    <section className="product-directory" aria-labelledby="product-directory-title">
      <h2 id="product-directory-title" className="product-directory__title">
        {t('productOverview.directoryTitle')}
      </h2>
      {families.map(({ category, products, total }) => (
        <section key={category.id} className="product-family" aria-labelledby={`family-${category.categoryCode}`}>
          <div className="product-family__head">
            <h3 id={`family-${category.categoryCode}`} className="product-family__name">
              <a href={link.productCategory(category)}>
                {category.categoryName}
              </a>
            </h3>
            <p className="product-family__subtitle" data-words="">{category.subtitle}</p>
          </div>
          <ul className="product-family__list">
            {products.map((product) => (
              <li key={product.id}>
                <a className="product-tile" href={link.product(product)}>
                  <Picture className="product-tile__image" src={product.productImage} alt="" width={800} height={800} size="productTile" />
                  <span className="product-tile__name">
                    {product.productName}
                  </span>
                </a>
              </li>
            ))}
          </ul>
          {total > products.length ? (
            <a className="product-family__more" href={link.productCategory(category)}>
              {t('catalogue.allProducts', { n: formatNumber(total, lang), category: category.categoryName })}
            </a>
          ) : null}
        </section>
      ))}
    </section>
  )
}
