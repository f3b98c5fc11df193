/**
 * Where an article stands in its category's list (newest first): its neighbours for the previous/next
 * buttons, the list page that shows it (for "back to the list") and the other articles for the carousel.
 */
import type { Neighbours } from '../../../content/index.ts'
import { DEFAULT_PAGE_SIZE } from '../../paging/list-params.ts'

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

/**
 * The article's place from its neighbours in the category's list (`content.newsNeighbours`) and the category's
 * newest articles (for the carousel). Spec §9 has the page load up to 10,000 of the category's articles for this;
 * it reads these few (issue 50).
 */
export function articlePlace<T extends { id: string }>(neighbours: Neighbours<T>, newest: readonly T[], id: string): ArticlePlace<T> {
  const others = newest.filter((item) => item.id !== id).slice(0, OTHER_NEWS)
  if (neighbours.place === null) return { listPage: 1, others }
  return { previous: neighbours.previous, next: neighbours.next, listPage: Math.floor(neighbours.place / DEFAULT_PAGE_SIZE) + 1, others }
}
