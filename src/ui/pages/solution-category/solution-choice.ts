/** What a solution category page derives from the solution it shows (pure: unit-tested directly). */
import type { Product, Solution, SolutionCategory, SolutionProduct } from '../../../content/model/entities.ts'
import type { SeoTexts } from '../../../seo/site-config.ts'
import { tagList } from '../../text/tags.ts'
import { truncate } from '../../text/truncate.ts'

/** The products a solution uses are read with the page size of spec §9's detail pages. */
export const SOLUTION_PRODUCTS_PAGE_SIZE = 1000

/** Spec §9: a product's description shows at most 90 characters. */
export const PRODUCT_DESCRIPTION_CHARS = 90

/** A page description longer than this is cut: search results show about as much. */
export const SEO_DESCRIPTION_CHARS = 160

/** A solution page's own SEO texts: its name with its category, its tags before the category's keywords, its description. */
export function solutionSeo(solution: Solution, category: SolutionCategory): SeoTexts {
  return {
    title: `${solution.solutionName} | ${category.categoryName}`,
    keywords: [...tagList(solution.tags), category.seoKeyword].filter(Boolean).join(','),
    description: truncate(solution.description || category.description, SEO_DESCRIPTION_CHARS),
  }
}

/** A product a solution uses, as its card shows it: the catalogue product it names, if the catalogue has it. */
export interface UsedProduct {
  id: string
  name: string
  description: string
  image: string
  product: Pick<Product, 'categoryCode' | 'productCode'> | undefined
}

/** `catalogue`: the products the records name by `productId` (those it lacks get no link). */
export function usedProducts(records: readonly SolutionProduct[], catalogue: readonly Pick<Product, 'id' | 'categoryCode' | 'productCode'>[]): UsedProduct[] {
  return records.map((record) => ({
    id: record.id,
    name: record.productName,
    description: truncate(record.description, PRODUCT_DESCRIPTION_CHARS),
    image: record.productImage,
    product: record.productId ? catalogue.find((p) => p.id === record.productId) : undefined,
  }))
}
