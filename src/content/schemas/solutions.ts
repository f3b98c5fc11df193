import * as v from 'valibot'
import { Code, Feature, Id, ImagePath, IsoDateTime, Localized, LocalizedTags, Sort } from './common.ts'

/** The five root solution categories, in menu order; /solutionCategory/{1-5} redirects to these slugs (spec §2). */
export const SOLUTION_CATEGORY_CODES = ['biosafety', 'biological_science', 'Inspection', 'Medical', 'Intelligent_system'] as const

export const SolutionCategory = v.strictObject({
  id: Id,
  categoryCode: Code,
  categoryName: Localized,
  categorySubtitle: Localized,
  categoryDescription: Localized,
  description: Localized,
  seoTitle: Localized,
  seoKeyword: Localized,
  image: ImagePath,
  /** The parent category's id; null for a root (the tree of spec §3). */
  category: v.nullable(Id),
  sort: Sort,
  updatedAt: v.optional(IsoDateTime),
})
export type SolutionCategory = v.InferOutput<typeof SolutionCategory>

export const SolutionCategoriesFile = v.pipe(v.array(SolutionCategory), v.minLength(1))

/**
 * A catalogue product used by a solution (table solutionProducts). It names the product by id
 * the seed copies the product's name and image into the row, so the two never disagree.
 */
export const SolutionProduct = v.strictObject({ id: Id, productId: Id, description: Localized, sort: Sort })
export type SolutionProduct = v.InferOutput<typeof SolutionProduct>

export const Solution = v.strictObject({
  id: Id,
  solutionCode: Code,
  solutionName: Localized,
  description: Localized,
  tags: LocalizedTags,
  image: ImagePath,
  logo: ImagePath,
  feature: v.pipe(v.array(Feature), v.minLength(3), v.maxLength(6)),
  /** The solution category's id and code. */
  category: Id,
  categoryCode: Code,
  sort: Sort,
  products: v.pipe(v.array(SolutionProduct), v.minLength(3)),
  updatedAt: v.optional(IsoDateTime),
})
export type Solution = v.InferOutput<typeof Solution>

export const SolutionsFile = v.pipe(v.array(Solution), v.minLength(1))
