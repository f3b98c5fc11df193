import type { CategoryItemKind, CategoryWindow, Neighbours } from '../catalogue/window.ts'
import type { EndpointName, Item, ItemEndpointName, Summary } from '../endpoints.ts'
import type { NewsSummary, ProductSummary } from '../model/entities.ts'
import type { ListQuery } from '../query.ts'
import type { ChosenRelationName } from '../relations.ts'
import type { Lang } from '../../routing/locale.ts'

/** A list answer of spec §7: one page of records and the total over all pages. */
export interface Page<T> {
  records: T[]
  total: number
}

/** A relation list of the item a category window picks, and that item's id (null in an empty category). */
export interface ChosenRelation<T> {
  owner: string | null
  records: T[]
  /** When asked for: the products its records name (`productId`), as summaries, in no particular order. */
  products: ProductSummary[]
}

/**
 * Where content comes from: the embedded D1 database or the provider's CMS. Both speak the contract of
 * spec §7 and return records validated by the same entity schemas, so pages cannot tell them apart.
 * Failures are ContentErrors.
 */
export interface ContentSource {
  list<N extends EndpointName>(name: N, query: ListQuery<N>, lang: Lang): Promise<Page<Item<N>>>
  /** The same page as `list`, each record as its endpoint's summary (news without its article). */
  summaries<N extends EndpointName>(name: N, query: ListQuery<N>, lang: Lang): Promise<Page<Summary<N>>>
  /** By 19-digit id or by the endpoint's code; null when there is no such item. */
  get<N extends ItemEndpointName>(name: N, idOrCode: string, lang: Lang): Promise<Item<N> | null>
  /**
   * The window of `size` of a category's products or solutions (catalogue order: +sort, then id) holding the one
   * `wanted` names by its code or id, else the category's first (src/content/catalogue/window.ts).
   */
  categoryWindow<K extends CategoryItemKind>(kind: K, categoryCode: string, wanted: string | null, size: number, lang: Lang): Promise<CategoryWindow<Item<K>>>
  /**
   * The first `pageSize` records, in the list's default order, of the relation list `name` of the item categoryWindow
   * picks for the same category and `wanted`: asked for beside the window, not after it (one trip to D1). With
   * `products`, also the products those records name (a solution's products' own pages), in the same trip.
   */
  chosenRelation<N extends ChosenRelationName>(name: N, categoryCode: string, wanted: string | null, pageSize: number, lang: Lang, options?: { products?: boolean }): Promise<ChosenRelation<Item<N>>>
  /** The neighbours (as summaries) and place of the article `wanted` names by id or code in its category's list, newest first. */
  newsNeighbours(categoryId: string, wanted: string, lang: Lang): Promise<Neighbours<NewsSummary>>
  /** The products of these ids as summaries, in no particular order; an id no product has is left out. */
  productsById(ids: readonly string[], lang: Lang): Promise<ProductSummary[]>
}
