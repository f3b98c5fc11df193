import type { CSSProperties } from 'react'
import { useBundle, usePage } from '../../render/page-context.tsx'
import { links } from '../../../routing/links.ts'
import { MegaPanel } from './MegaPanel.tsx'
import { categoryItems } from './menu-items.ts'
import { productsBannerImage } from './products-banner.ts'
import { Picture } from '../../content/Picture.tsx'
import { responsive } from '../../content/responsive.ts'
import { formatNumber } from '../../text/numbers.ts'

/**
 * The Products popover (spec §2): the category list, the product grid of the hovered (or focused)
 * category — each category's grid follows its link, so Tab reaches it next (CSS sets the grids beside the
 * list), its first products and, past them, a link to the category's page (menu-items.ts) — a contact button
 * and the banner of the day. The banner follows the bundle's build time, so the
 * header stays a pure function of the bundle (it is rendered once per bundle version and reused).
 */
export function ProductsPanel({ id, label }: { id: string; label: string }) {
  const { t, lang } = usePage()
  const { productCategories, categoryProducts, builtAt } = useBundle()
  const to = links(lang)
  return (
    <MegaPanel id={id} label={label}>
      <div className="mega-products">
        <div>
          <p className="mega__title">{t('header.products.categories')}</p>
          <ul className="mega-products__list" style={{ '--categories': productCategories.length } as CSSProperties}>
            {productCategories.map((category, i) => {
              const { shown, total } = categoryItems(categoryProducts, category.categoryCode)
              return (
                <li key={category.id} className="mega-products__category" data-category={category.categoryCode} data-active={i === 0 ? '' : undefined}>
                  <a href={to.productCategory(category)}>
                    {category.categoryName}
                  </a>
                  <ul className="mega-products__grid" hidden={i !== 0}>
                    {shown.map((product) => (
                      <li key={product.id}>
                        <a className="mega-product" href={to.product(product)}>
                          <Picture shapedByClass src={product.productImage} alt="" width={160} height={120} size="thumb" />
                          <span>{product.productName}</span>
                        </a>
                      </li>
                    ))}
                    {total > shown.length ? (
                      <li className="mega-products__more">
                        <a className="mega__more" href={to.productCategory(category)}>
                          {t('catalogue.allProducts', { n: formatNumber(total, lang), category: category.categoryName })}
                        </a>
                      </li>
                    ) : null}
                  </ul>
                </li>
              )
            })}
          </ul>
          <a className="mega__more" href={to.route('Product')}>
            {t('header.products.all')}
          </a>
        </div>
        <div className="mega-products__aside">
          <img className="mega-products__banner" {...responsive(productsBannerImage(new Date(builtAt)), 600, 'aside')} alt={t('header.products.bannerAlt')} width={600} height={300} loading="lazy" decoding="async" />
          <a className="button" href={to.route('Concat')}>
            {t('header.products.contact')}
          </a>
        </div>
      </div>
    </MegaPanel>
  )
}
