/**
 * The index and its ranking: MiniSearch (BM25 ranking, prefix and edit-distance matching, an index that
 * serialises to JSON) over this folder's own terms (tokens.ts: Chinese pairs, code spellings, plurals).
 * Pure: documents in, a serialisable index out; an index and a query in, ranked documents out.
 */
import MiniSearch, { type Options, type SearchOptions } from 'minisearch'
import type { SearchDocument } from './document.ts'
import { compactCode, findsLonger, forgivesTypo } from './terms.ts'
import { indexTerms, queryTerms } from './tokens.ts'

export type SearchIndex = MiniSearch<SearchDocument>

/** What the index keeps of a document to show it (everything but the id). */
const STORED = ['kind', 'title', 'text', 'url', 'code'] as const

/** A word in a title counts three times one in the text; a code five times. */
const BOOST = { code: 5, title: 3, text: 1 }

const OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: ['code', 'title', 'text'],
  storeFields: [...STORED],
  tokenize: indexTerms,
  // tokens.ts has made the terms already.
  processTerm: (term) => term,
}

/** The query is cut into terms by queryTerms; MiniSearch gets them space-separated and takes them as they are. */
const SEARCH: SearchOptions = {
  tokenize: (terms) => terms.split(' '),
  processTerm: (term) => term,
  // Every term must be found: a Chinese word is all of its pairs, and a second word narrows the search.
  combineWith: 'AND',
  prefix: (term, index, terms) => findsLonger(term, index, terms.length),
  // One typo forgiven in a word of five letters or more.
  fuzzy: (term) => (forgivesTypo(term) ? 1 : false),
  boost: BOOST,
}

/** The index of some documents. */
export function buildIndex(documents: readonly SearchDocument[]): SearchIndex {
  const index = new MiniSearch<SearchDocument>(OPTIONS)
  index.addAll(documents)
  return index
}

/** The index as plain data (JSON), and back. Loading throws on data that is not an index of this shape. */
export const serializeIndex = (index: SearchIndex): unknown => index.toJSON()
export function loadIndex(data: unknown): SearchIndex {
  return MiniSearch.loadJS<SearchDocument>(data as Parameters<typeof MiniSearch.loadJS>[0], OPTIONS)
}

/** A document found, with its score. */
export interface Ranked {
  document: SearchDocument
  score: number
  /** Its code is the query (in any spelling). */
  exactCode: boolean
}

function storedDocument(index: SearchIndex, id: string): SearchDocument | undefined {
  const stored = index.getStoredFields(id) as Omit<SearchDocument, 'id'> | undefined
  return stored ? { id, ...stored } : undefined
}

/**
 * The documents a query finds, best first: a product whose code is the query (`vv-s100`, `VVS100`) before
 * everything, then by score. `codes` maps each code in its compact spelling to its document's id (built
 * with the index), so a code typed in a spelling the words do not split alike (`VVS 100`) is found too.
 */
export function rankedSearch(index: SearchIndex, codes: Readonly<Record<string, string>>, query: string): Ranked[] {
  const found = new Map<string, Ranked>()
  const exactId = Object.hasOwn(codes, compactCode(query)) ? codes[compactCode(query)] : undefined
  const terms = queryTerms(query)
  if (terms.length) {
    for (const result of index.search(terms.join(' '), SEARCH)) {
      const document = storedDocument(index, String(result.id))
      if (document) found.set(document.id, { document, score: result.score, exactCode: document.id === exactId })
    }
  }
  if (exactId && !found.has(exactId)) {
    const document = storedDocument(index, exactId)
    if (document) found.set(exactId, { document, score: 0, exactCode: true })
  }
  return [...found.values()].sort((a, b) => Number(b.exactCode) - Number(a.exactCode) || b.score - a.score)
}

/** The compact spelling of every document's code, to its id (see rankedSearch). */
export function codeMap(documents: readonly SearchDocument[]): Record<string, string> {
  const codes: Record<string, string> = {}
  for (const { id, code } of documents) if (code) codes[compactCode(code)] = id
  return codes
}
