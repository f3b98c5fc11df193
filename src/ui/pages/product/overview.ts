/** What the product overview shows, from the bundle (pure: unit-tested directly). */
import type { Product, ProductCategory } from '../../../content/model/entities.ts'

/** Spec §9: the overview shows 10 matrix products. */
export const RING_SIZE = 10

/** The matrix products (`isMatrix`) in catalogue order, at most RING_SIZE. */
export function ringProducts(products: readonly Product[]): Product[] {
  return products.filter((p) => p.isMatrix).slice(0, RING_SIZE)
}

/**
 * How many products of a category the overview's directory shows (issue 34): past them, a link to the
 * category's page, where every product is.
 */
export const DIRECTORY_PRODUCTS_PER_CATEGORY = 6

export interface CategoryWithProducts {
  category: ProductCategory
  /** Its first DIRECTORY_PRODUCTS_PER_CATEGORY products. */
  products: Product[]
  /** How many it has in all. */
  total: number
}

/** Every category in menu order with its first products in catalogue order (the bundle holds both sorted). */
export function productsByCategory(categories: readonly ProductCategory[], products: readonly Product[]): CategoryWithProducts[] {
  return categories.map((category) => {
    const all = products.filter((p) => p.categoryCode === category.categoryCode)
    return { category, products: all.slice(0, DIRECTORY_PRODUCTS_PER_CATEGORY), total: all.length }
  })
}
