import type { ProductSummary } from '../../../content/model/entities.ts'
import { links } from '../../../routing/links.ts'
import { usePage } from '../../render/page-context.tsx'
import { Carousel } from '../../carousel/Carousel.tsx'
import { CarouselButtons } from '../../carousel/CarouselButtons.tsx'
import { HomeSection } from './HomeSection.tsx'
import { twoLengths } from './text.ts'
import { Picture } from '../../content/Picture.tsx'

/** Spec §9: 10 top products; their advertisement cut at 90 characters, 150 on small screens (< 768 px). */
export const TOP_PRODUCTS = 10
export const DESCRIPTION_CHARS = 90
export const DESCRIPTION_CHARS_MOBILE = 150

/** The products marked isTop, in catalogue order (the bundle holds every product, sorted +sort). */
export function topProducts(products: readonly ProductSummary[]): ProductSummary[] {
  return products.filter((p) => p.isTop).slice(0, TOP_PRODUCTS)
}

export function ProductsSection({ products }: { products: ProductSummary[] }) {
  const { t, lang } = usePage()
  const link = links(lang)
  return (
    <HomeSection id="products" title={t('home.products.title')} lead={t('home.products.lead')} more={{ href: link.route('Product'), label: t('home.products.all') }} controls={<CarouselButtons carousel="products" prevLabel={t('home.products.prev')} nextLabel={t('home.products.next')} />}>
      <Carousel
        id="products"
        variant="products"
        move="view"
        slides={products.map((product) => {
          const text = twoLengths(product.advertisement, DESCRIPTION_CHARS, DESCRIPTION_CHARS_MOBILE)
          return {
            key: product.id,
            content: (
              <article className="card">
                <Picture src={product.productImage} alt={product.productName} width={800} height={800} size="tile" />
                <div>
                  <h3>
                    <a href={link.product(product)}>
                      {product.productName}
                    </a>
                  </h3>
                  {text.head ? (
                    <p className={text.cut ? 'two-lengths--cut' : undefined}>
                      {text.head}
                      {text.rest ? <span className="two-lengths__rest">{text.rest}</span> : null}
                    </p>
                  ) : null}
                </div>
              </article>
            ),
          }
        })}
      />
    </HomeSection>
  )
}
