import type { CSSProperties } from 'react'
import type { ProductSummary } from '../../../content/model/entities.ts'
import { links } from '../../../routing/links.ts'
import { usePage } from '../../render/page-context.tsx'
import { Picture } from '../../content/Picture.tsx'

/**
 * The ring of matrix products (spec §2 ProductSummary overview), in CSS alone (product.css): the track turns once
 * in 30 s while each item turns back, so pictures stay upright; hovering or focusing an item pauses the ring
 * and raises the item; `prefers-reduced-motion` keeps it still. Each item is a link to its product.
 */
export function ProductRing({ products }: { products: ProductSummary[] }) {
  const { t, lang } = usePage()
  const link = links(lang)
  return (
    <section className="product-ring" aria-labelledby="product-ring-title">
      <div className="ring" style={{ '--count': products.length } as CSSProperties}>
        <div className="ring__hub">
          <h2 id="product-ring-title" className="ring__title">
            {t('productOverview.ringTitle')}
          </h2>
          <p className="ring__lead" data-words="">{t('productOverview.ringLead')}</p>
        </div>
        <ul className="ring__track">
          {products.map((product, i) => (
            <li key={product.id} className="ring__slot" style={{ '--i': i } as CSSProperties}>
              <a className="ring__item" href={link.product(product)}>
                {/* The name before the picture: the picture's arrival tells the name is whole (product.css). */}
                <span className="ring__name">
                  {product.productName}
                </span>
                {/* A small ring's label (product.css): the model alone, which the name holds for assistive technology. */}
                <span className="ring__code" aria-hidden="true">
                  {product.productCode}
                </span>
                <Picture className="ring__image" src={product.productImage} alt="" width={800} height={800} size="ring" load="eager" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
