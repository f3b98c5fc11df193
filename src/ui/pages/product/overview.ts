/** What the product overview shows, from the bundle (pure: unit-tested directly). */
import type { CategoryHead } from '../../../content/model/bundle.ts'
import type { ProductCategory, ProductSummary } from '../../../content/model/entities.ts'

/** Spec §9: the overview shows 10 matrix products. */
export const RING_SIZE = 10

/** The matrix products (`isMatrix`: the bundle's first ones, in catalogue order), at most RING_SIZE. */
export function ringProducts(matrixProducts: readonly ProductSummary[]): ProductSummary[] {
  return matrixProducts.filter((p) => p.isMatrix).slice(0, RING_SIZE)
}

/**
 * How many products of a category the overview's directory shows (issue 34): past them, a link to the
 * category's page, where every product is.
 */
export const DIRECTORY_PRODUCTS_PER_CATEGORY = 6

export interface CategoryWithProducts {
  category: ProductCategory
  /** Its first DIRECTORY_PRODUCTS_PER_CATEGORY products. */
  products: ProductSummary[]
  /** How many it has in all. */
  total: number
}

/** Every category in menu order with its first products in catalogue order (the bundle's category heads). */
export function productsByCategory(categories: readonly ProductCategory[], heads: readonly CategoryHead<ProductSummary>[]): CategoryWithProducts[] {
  return categories.map((category) => {
    const head = heads.find((candidate) => candidate.categoryCode === category.categoryCode)
    return { category, products: head?.items.slice(0, DIRECTORY_PRODUCTS_PER_CATEGORY) ?? [], total: head?.total ?? 0 }
  })
}
