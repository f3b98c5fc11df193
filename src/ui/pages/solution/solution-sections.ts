/** The solutions list page's sections (pure: unit-tested directly). */
import type { Solution, SolutionCategory } from '../../../content/model/entities.ts'

/** Spec §9: the solutions page reads 100 solution categories. */
export const SOLUTION_CATEGORY_LIMIT = 100
/**
 * How many solutions a category's section shows (issue 34; spec §9's 100 solutions were for the whole page):
 * past them, a link to the category's page, where every solution is.
 */
export const SOLUTIONS_PER_SECTION = 3

export interface SolutionSection {
  category: SolutionCategory
  /** The section's id, which its tab links to. */
  anchor: string
  /** Its first SOLUTIONS_PER_SECTION solutions. */
  solutions: Solution[]
  /** How many it has in all. */
  total: number
}

/** Spec §2: a category's section on /solution is `#anchor{categoryCode}`. */
export const sectionAnchor = (categoryCode: string) => `anchor${categoryCode}`

/**
 * A section per category, in catalogue order, with its solutions (grouped by `categoryCode`, in their own
 * order). A category without solutions has no section: its tab would lead to nothing.
 */
export function solutionSections(categories: readonly SolutionCategory[], solutions: readonly Solution[]): SolutionSection[] {
  return categories
    .slice(0, SOLUTION_CATEGORY_LIMIT)
    .map((category) => {
      const all = solutions.filter((s) => s.categoryCode === category.categoryCode)
      return { category, anchor: sectionAnchor(category.categoryCode), solutions: all.slice(0, SOLUTIONS_PER_SECTION), total: all.length }
    })
    .filter((section) => section.total > 0)
}
