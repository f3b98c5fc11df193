import { use } from 'react'
import type { ProductCatExample } from '../../../content/model/entities.ts'
import { balancedGrid } from '../../content/balanced-grid.ts'
import { usePage } from '../../render/page-context.tsx'
import { Picture } from '../../content/Picture.tsx'

/** Case photos are 1200×800. */
const CASE_WIDTH = 1200
const CASE_HEIGHT = 800

/**
 * The product's case images with their names. They are not in the start-up bundle: the screen starts the
 * request and the page streams on when it is answered (a failure is an empty list: the section is left out).
 */
export function ProductCases({ cases }: { cases: Promise<ProductCatExample[]> }) {
  const { t } = usePage()
  const list = use(cases)
  if (list.length === 0) return null
  return (
    <section className="product-cases" aria-labelledby="product-cases-title">
      <h3 id="product-cases-title" className="product-cases__title">
        {t('productCategory.cases')}
      </h3>
      <ul {...balancedGrid(list.length, 'product-cases__list')}>
        {list.map((item) => (
          <li key={item.id}>
            <figure className="product-case">
              <Picture className="product-case__image" src={item.url} alt="" width={CASE_WIDTH} height={CASE_HEIGHT} size="card" />
              <figcaption className="product-case__name">{item.imageName}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
