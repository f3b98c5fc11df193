/** The texts a product page derives from its product (pure: unit-tested directly). */
import type { Product, ProductCategory } from '../../../content/model/entities.ts'
import type { Lang } from '../../../routing/locale.ts'
import type { SeoTexts } from '../../../seo/site-config.ts'
import { tagList } from '../../text/tags.ts'

/** Spec §9: product pages load up to 1000 records (here: a product's case images). */
export const PRODUCT_PAGE_SIZE = 1000

/**
 * A product page's own SEO texts: its name with its category as the title, its tags before the category's
 * keywords, and its advertisement followed by the category's description.
 */
export function productSeo(product: Product, category: ProductCategory, lang: Lang): SeoTexts {
  const claim = product.advertisement.trim()
  const stop = lang === 'en' ? '.' : '。'
  const sentence = !claim || /[.!?。！？]$/.test(claim) ? claim : claim + stop
  return {
    title: `${product.productName} | ${category.categoryName}`,
    keywords: [...tagList(product.tags), category.seoKeyword].filter(Boolean).join(','),
    description: [sentence, category.description].filter(Boolean).join(lang === 'en' ? ' ' : ''),
  }
}
