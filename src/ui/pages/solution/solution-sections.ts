/** The solutions list page's sections (pure: unit-tested directly). */
import type { Solution, SolutionCategory } from '../../../content/model/entities.ts'

/** Spec §9: the solutions page reads 100 solution categories and 100 solutions. */
export const SOLUTION_CATEGORY_LIMIT = 100
export const SOLUTION_LIMIT = 100

export interface SolutionSection {
  category: SolutionCategory
  /** The section's id, which its tab links to. */
  anchor: string
  solutions: Solution[]
}

/** Spec §2: a category's section on /solution is `#anchor{categoryCode}`. */
export const sectionAnchor = (categoryCode: string) => `anchor${categoryCode}`

/**
 * A section per category, in catalogue order, with its solutions (grouped by `categoryCode`, in their own
 * order). A category without solutions has no section: its tab would lead to nothing.
 */
export function solutionSections(categories: readonly SolutionCategory[], solutions: readonly Solution[]): SolutionSection[] {
  const shown = solutions.slice(0, SOLUTION_LIMIT)
  return categories
    .slice(0, SOLUTION_CATEGORY_LIMIT)
    .map((category) => ({ category, anchor: sectionAnchor(category.categoryCode), solutions: shown.filter((s) => s.categoryCode === category.categoryCode) }))
    .filter((section) => section.solutions.length > 0)
}
