import type { EndpointName, Item, ItemEndpointName, Summary } from '../endpoints.ts'
import type { ListQuery } from '../query.ts'
import type { Lang } from '../../routing/locale.ts'

/** A list answer of spec §7: one page of records and the total over all pages. */
export interface Page<T> {
  records: T[]
  total: number
}

/**
 * Where content comes from: the embedded D1 database or the provider's CMS. Both speak the contract of
 * spec §7 and return records validated by the same entity schemas, so pages cannot tell them apart.
 * Failures are ContentErrors.
 */
export interface ContentSource {
  /**
   * Whether a relation list (src/content/relations.ts: a product's case images, a solution's products, a case
   * category's images or partners) can be read for every owner at once, without its filter: D1 can; spec §7
   * gives the CMS's calls only the one owner.
   */
  readonly listsRelationsWhole: boolean
  list<N extends EndpointName>(name: N, query: ListQuery<N>, lang: Lang): Promise<Page<Item<N>>>
  /** The same page as `list`, each record as its endpoint's summary (news without its article). */
  summaries<N extends EndpointName>(name: N, query: ListQuery<N>, lang: Lang): Promise<Page<Summary<N>>>
  /** By 19-digit id or by the endpoint's code; null when there is no such item. */
  get<N extends ItemEndpointName>(name: N, idOrCode: string, lang: Lang): Promise<Item<N> | null>
}
