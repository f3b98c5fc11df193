/**
 * How many products or solutions of one category the header's menus list (issue 34). The header is on every
 * page and rendered once per bundle, so it must not grow with the catalogue: a category with more lists its
 * first ones (in the catalogue's order) and a link to its page, where every one is, each a link crawlers follow.
 */
import type { CategoryHead } from '../../../content/model/bundle.ts'

export const MENU_ITEMS_PER_CATEGORY = 6

export interface CategoryItems<T> {
  /** The first MENU_ITEMS_PER_CATEGORY of the category's items. */
  shown: T[]
  /** How many the category has in all. */
  total: number
}

/** The first items of category `code` among the bundle's category heads (none when it has none). */
export function categoryItems<T>(heads: readonly CategoryHead<T>[], code: string): CategoryItems<T> {
  const head = heads.find((candidate) => candidate.categoryCode === code)
  return { shown: head?.items.slice(0, MENU_ITEMS_PER_CATEGORY) ?? [], total: head?.total ?? 0 }
}
