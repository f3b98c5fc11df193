/** Which product a category page shows, and the texts derived from it (pure: unit-tested directly). */
import type { Product, ProductCategory } from '../../../content/model/entities.ts'
import type { Lang } from '../../../routing/locale.ts'
import type { SeoTexts } from '../../../seo/site-config.ts'

/** Spec §9: product pages load up to 1000 records (here: a product's case images). */
export const PRODUCT_PAGE_SIZE = 1000

/** Spec §9: a feature value shows at most 50 characters; the full value is in its tooltip. */
export const FEATURE_VALUE_CHARS = 50

export interface ProductChoice {
  /** The product shown: the one asked for, else the category's first; none in an empty category. */
  product: Product | undefined
  /** Whether `?id=` named it: only then is the page the product's own URL. */
  chosen: boolean
}

/** `?id=` names a product of the category by its code or its 19-digit id; anything else shows the first. */
export function chooseProduct(products: readonly Product[], wanted: string | null): ProductChoice {
  const asked = wanted ? products.find((p) => p.productCode === wanted || p.id === wanted) : undefined
  return { product: asked ?? products[0], chosen: asked !== undefined }
}

/** The comma-separated tags (ASCII or full-width commas) as a list, without blanks or repeats. */
export function productTags(tags: string): string[] {
  return [...new Set(tags.split(/[,，、]/).map((tag) => tag.trim()).filter(Boolean))]
}

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
    keywords: [...productTags(product.tags), category.seoKeyword].filter(Boolean).join(','),
    description: [sentence, category.description].filter(Boolean).join(lang === 'en' ? ' ' : ''),
  }
}
