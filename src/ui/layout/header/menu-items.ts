/**
 * How many products or solutions of one category the header's menus list (issue 34). The header is on every
 * page and rendered once per bundle, so it must not grow with the catalogue: a category with more lists its
 * first ones (in the catalogue's order) and a link to its page, where every one is, each a link crawlers follow.
 */
export const MENU_ITEMS_PER_CATEGORY = 6

export interface CategoryItems<T> {
  /** The first MENU_ITEMS_PER_CATEGORY of the category's items. */
  shown: T[]
  /** How many the category has in all. */
  total: number
}

/** The items of `items` in category `code` (their `categoryCode`), bounded. */
export function categoryItems<T extends { categoryCode: string }>(items: readonly T[], code: string): CategoryItems<T> {
  const all = items.filter((item) => item.categoryCode === code)
  return { shown: all.slice(0, MENU_ITEMS_PER_CATEGORY), total: all.length }
}
