import { Suspense } from 'react'
import { datasheetFor } from '../../../content/documents/index.ts'
import type { Product, ProductCatExample } from '../../../content/model/entities.ts'
import { links } from '../../../routing/links.ts'
import { balancedGrid } from '../../content/balanced-grid.ts'
import { RichText } from '../../content/RichText.tsx'
import { richTextSections } from '../../content/rich-text-sections.ts'
import { usePage } from '../../render/page-context.tsx'
import { SelectedItem, SelectionHeading } from '../../selection/SelectedItem.tsx'
import { TagList } from '../../content/TagList.tsx'
import { ProductCases } from './ProductCases.tsx'
import { Picture } from '../../content/Picture.tsx'
import { picturePreload } from '../../content/responsive.ts'
import type { Preload } from '../../../seo/page-head.ts'

/** The region the product list drives, and its heading. */
export const PRODUCT_REGION = 'selected-product'
const PRODUCT_HEADING = 'selected-product-name'

/** Product pictures are 800×800. */
export const PRODUCT_IMAGE_SIZE = 800

/** The head's preload of the product's picture (the largest thing on the first screen), as its <img> will choose it. */
export const productImagePreload = (product: Product): Preload => picturePreload(product.productImage, PRODUCT_IMAGE_SIZE, 'half')

/**
 * The selected product: picture, name, advertisement, tags, a link down to the enquiry form and its
 * category's datasheet, details and case images. It names the product as the topic of the page's enquiry
 * form, which follows an in-place change.
 */
export function ProductDetail({ product, cases }: { product: Product; cases: Promise<ProductCatExample[]> }) {
  const { t, lang } = usePage()
  const datasheet = datasheetFor(product.categoryCode)
  return (
    <SelectedItem id={PRODUCT_REGION} itemKey={product.productCode} labelledBy={PRODUCT_HEADING} topic={product.productName} className="product">
      <div className="product__intro">
        {/* In a <picture>, so React adds no preload of its own to <main>: the head already has one. */}
        <picture className="product__picture">
          <Picture className="product__image" src={product.productImage} alt={product.productName} width={PRODUCT_IMAGE_SIZE} height={PRODUCT_IMAGE_SIZE} size="half" load="priority" />
        </picture>
        <div className="product__summary">
          <SelectionHeading id={PRODUCT_HEADING} className="product__name">
            {product.productName}
          </SelectionHeading>
          {product.advertisement ? <p className="product__advert">{product.advertisement}</p> : null}
          <TagList tags={product.tags} label={t('productCategory.tags')} />
          <div className="product__actions">
            <a className="button product__enquire" href="#enquiry">
              {t('productCategory.enquire')}
            </a>
            {datasheet ? (
              <a className="button button--ghost product__datasheet" href={links(lang).route('File', [datasheet.id])}>
                {t('productCategory.datasheet', { title: datasheet.title[lang] })}
              </a>
            ) : null}
          </div>
        </div>
      </div>
      <ProductDetails html={product.productDetails} />
      {/* The page's body is sent whole once this resolves (in-order streaming), so no fallback is ever shown. */}
      <Suspense fallback={null}>
        <ProductCases cases={cases} />
      </Suspense>
    </SelectedItem>
  )
}

/**
 * The details across the content width: the introduction in text columns of a readable measure, then its
 * headed parts (specifications, features) side by side, each table as wide as its column.
 */
function ProductDetails({ html }: { html: Product['productDetails'] }) {
  const { intro, sections } = richTextSections(html)
  return (
    <div className="product__details">
      {intro ? <RichText html={intro} className="product__description" /> : null}
      {sections.length > 0 ? (
        <div {...balancedGrid(sections.length, 'product__sections')}>
          {sections.map((section, i) => (
            <RichText key={i} as="section" html={section} className="product__section" />
          ))}
        </div>
      ) : null}
    </div>
  )
}
