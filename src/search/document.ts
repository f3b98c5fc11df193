/** What the index holds of each page it finds, and the kinds it groups them by. */

/** The kinds of results, in the order the results page shows them. */
export const SEARCH_KINDS = ['products', 'solutions', 'news', 'documents', 'company'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export interface SearchDocument {
  /** Unique in the index: the kind of record and its key (`product:VV-S100`). */
  id: string
  kind: SearchKind
  title: string
  /** The text searched besides the title, and the excerpt shown from it (plain text). */
  text: string
  /** The page it links to, in the index's language. */
  url: string
  /** A product's code (`VV-S100`): found in any spelling, and an exact one ranks first. */
  code?: string
}
