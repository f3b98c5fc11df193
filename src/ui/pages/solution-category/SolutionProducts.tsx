import { use } from 'react'
import { links } from '../../../routing/links.ts'
import { usePage } from '../../render/page-context.tsx'
import type { UsedProduct } from './solution-choice.ts'
import { Picture } from '../../content/Picture.tsx'
import { balancedGrid } from '../../content/balanced-grid.ts'

/** Product pictures are 800×800. */
const PRODUCT_IMAGE_SIZE = 800

/**
 * The products the selected solution uses (`solutionCatProducts`): picture, name, description (cut at 90
 * characters) and a link to the product's page. Not in the start-up bundle: the screen starts the request
 * and the page streams on when it is answered (a failure is an empty list: the section is left out).
 */
export function SolutionProducts({ products }: { products: Promise<UsedProduct[]> }) {
  const { t, lang } = usePage()
  const list = use(products)
  if (list.length === 0) return null
  const link = links(lang)
  return (
    <section className="solution-products" aria-labelledby="solution-products-title">
      <h3 className="solution-section-title" id="solution-products-title">
        {t('solutionCategory.products')}
      </h3>
      <ul {...balancedGrid(list.length, 'solution-products__list')}>
        {list.map((item) => (
          <li key={item.id} className="solution-product">
            {item.image ? (
              <Picture className="solution-product__image" src={item.image} alt="" width={PRODUCT_IMAGE_SIZE} height={PRODUCT_IMAGE_SIZE} size="tile" />
            ) : null}
            <div className="solution-product__body">
              <h4 className="solution-product__name">
                {item.product ? (
                  <a className="solution-product__link" href={link.product(item.product)}>
                    {item.name}
                  </a>
                ) : (
                  item.name
                )}
              </h4>
              {item.description ? <p className="solution-product__description">{item.description}</p> : null}
              {item.product ? (
                <span className="solution-product__more" aria-hidden="true">
                  {t('solutionCategory.viewProduct')}
                </span>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
