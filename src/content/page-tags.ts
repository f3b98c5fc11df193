/**
 * What a page shows, as tags (issue 52): the page cache keeps them beside the page, and a purge of one thing
 * names the tags of the pages that may show it (src/ops/purge-one.ts). A tag is coarse where a precise one
 * would miss a page: a list that may gain or lose the record is tagged by its endpoint, a category's window by
 * the category, since the record's change can move it in or out of either.
 */
import type { CategoryItemKind } from './catalogue/window.ts'
import type { EndpointName } from './endpoints.ts'

/** A page that shows this record (or, for a relation list, the lists of this owner). */
export const recordTag = (id: string) => `id:${id}`
/** A page that shows a window of a category's products or solutions, or an article's neighbours in its category. */
export const categoryTag = (kind: CategoryItemKind | 'news', category: string) => `in:${kind}:${category}`
/** A page that shows a page of an endpoint's list, which any change of its records may reorder. */
export const listTag = (name: EndpointName) => `list:${name}`
/** A page of search results. */
export const SEARCH_TAG = 'search'
/** One page, by the path it is kept under (every query of it). */
export const urlTag = (pathname: string) => `url:${pathname}`

/** Past this many records asked by id, a page is tagged by their endpoint's list instead. */
export const RECORD_TAGS = 64

/** The tags a request's content calls collected: each at most once, in the order first seen. */
export class PageTags {
  readonly #tags = new Set<string>()

  add(...tags: string[]): void {
    for (const tag of tags) this.#tags.add(tag)
  }

  /** Records asked by id: each its own tag, or past RECORD_TAGS their endpoint's list. */
  addRecords(name: EndpointName, ids: readonly string[]): void {
    if (ids.length > RECORD_TAGS) this.add(listTag(name))
    else this.add(...ids.map(recordTag))
  }

  list(): string[] {
    return [...this.#tags]
  }
}
