/**
 * Where an article stands in its category's list (newest first): its neighbours for the previous/next
 * buttons, the list page that shows it (for "back to the list") and the other articles for the carousel.
 */
import { DEFAULT_PAGE_SIZE } from '../../paging/list-params.ts'

/** Spec §9: the detail page loads up to 10000 of the category's news. */
export const CATEGORY_LIST_SIZE = 10_000
/** How many of the category's other articles the carousel shows (the newest). */
export const OTHER_NEWS = 12

export interface ArticlePlace<T> {
  /** The newer neighbour; none for the category's first (newest) article. */
  previous?: T
  /** The older neighbour; none for the last. */
  next?: T
  /** The page of the category's list (at the default page size) that shows the article. */
  listPage: number
  others: T[]
}

export function articlePlace<T extends { id: string }>(list: readonly T[], id: string): ArticlePlace<T> {
  const index = list.findIndex((item) => item.id === id)
  const others = list.filter((item) => item.id !== id).slice(0, OTHER_NEWS)
  if (index < 0) return { listPage: 1, others }
  return { previous: list[index - 1], next: list[index + 1], listPage: Math.floor(index / DEFAULT_PAGE_SIZE) + 1, others }
}
