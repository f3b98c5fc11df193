/** What the product overview shows, from the bundle (pure: unit-tested directly). */
import type { Product, ProductCategory } from '../../../content/model/entities.ts'

/** Spec §9: the overview shows 10 matrix products. */
export const RING_SIZE = 10

/** The matrix products (`isMatrix`) in catalogue order, at most RING_SIZE. */
export function ringProducts(products: readonly Product[]): Product[] {
  return products.filter((p) => p.isMatrix).slice(0, RING_SIZE)
}

export interface CategoryWithProducts {
  category: ProductCategory
  products: Product[]
}

/** Every category in menu order with its products in catalogue order (the bundle holds both sorted). */
export function productsByCategory(categories: readonly ProductCategory[], products: readonly Product[]): CategoryWithProducts[] {
  return categories.map((category) => ({ category, products: products.filter((p) => p.categoryCode === category.categoryCode) }))
}
