/** The solutions list page's sections (pure: unit-tested directly). */
import type { CategoryHead } from '../../../content/model/bundle.ts'
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
 * A section per category, in catalogue order, with its first solutions (the bundle's category heads). A category
 * without solutions has no section: its tab would lead to nothing.
 */
export function solutionSections(categories: readonly SolutionCategory[], heads: readonly CategoryHead<Solution>[]): SolutionSection[] {
  return categories
    .slice(0, SOLUTION_CATEGORY_LIMIT)
    .map((category) => {
      const head = heads.find((candidate) => candidate.categoryCode === category.categoryCode)
      return { category, anchor: sectionAnchor(category.categoryCode), solutions: head?.items.slice(0, SOLUTIONS_PER_SECTION) ?? [], total: head?.total ?? 0 }
    })
    .filter((section) => section.total > 0)
}
