/**
 * What a query finds in a scope's documents (store.ts), read from D1 a page at a time: the page's documents in
 * order, how many there are in all and of each kind on the page. The order: a product whose code is the query (in
 * any spelling: `vv-s100`, `VVS100`) first, then by FTS5's BM25 with a code worth five times a word of the text and
 * a title three times (as MiniSearch weighed them before), equal scores in the order the documents were first
 * written; the results page groups them by kind first (SEARCH_KINDS). Past RANKED_HITS hits of a kind, the rest
 * follow in the order written. Hits are counted, and a page of them found, inside the FTS index (numbers.ts): only
 * the page's documents are read.
 */
import { SEARCH_KINDS, type SearchKind } from './document.ts'
import { oneEditAway } from './fuzzy.ts'
import { matchExpression } from './match.ts'
import { kindOfPart, kindRange, PART, scopeRange, type NumberRange } from './numbers.ts'
import { compactCode, forgivesTypo } from './terms.ts'
import { queryTerms } from './tokens.ts'

export interface FoundDocument {
  kind: SearchKind
  title: string
  text: string
  url: string
  code?: string
}

export interface FoundPage {
  /** How many documents the query finds in all, and of each kind on the page. */
  total: number
  kinds: Partial<Record<SearchKind, number>>
  documents: FoundDocument[]
}

export interface PageOfResults {
  /** `grouped`: by kind (SEARCH_KINDS), then rank (the results page); `ranked`: by rank alone (the API). */
  order: 'grouped' | 'ranked'
  offset: number
  limit: number
}

const EMPTY: FoundPage = { total: 0, kinds: {}, documents: [] }

/** Which of `words` the index holds as terms (fts5vocab: a lookup each). */
async function heldTerms(db: D1Database, words: readonly string[]): Promise<Set<string>> {
  const { results } = await db.prepare('SELECT term FROM searchVocabulary WHERE term IN (SELECT value FROM json_each(?))').bind(JSON.stringify(words)).all<{ term: string }>()
  return new Set(results.map((row) => row.term))
}

/**
 * The index's terms one typo away from each query term that forgives one (terms.ts) and that the index does not hold
 * as written: a word it holds is taken as spelt right. (A word has hundreds of spellings one edit away, each a lookup
 * in the vocabulary: 11 ms for `venturi valves`, more than the rest of the search.)
 */
async function typosOf(db: D1Database, terms: readonly string[]): Promise<Map<string, string[]>> {
  const forgiving = terms.filter(forgivesTypo)
  if (forgiving.length === 0) return new Map()
  const known = await heldTerms(db, forgiving)
  const unknown = forgiving.filter((term) => !known.has(term))
  if (unknown.length === 0) return new Map()
  const near = new Map(unknown.map((term) => [term, oneEditAway(term)]))
  const held = await heldTerms(db, [...new Set([...near.values()].flat())])
  return new Map([...near].map(([term, words]) => [term, words.filter((word) => held.has(word))]))
}

/**
 * How many of a kind's hits (or, ranked by rank alone, of all hits) are ranked by BM25: the first ones in the
 * order they were written. Scoring every hit costs time in proportion to the hits (4 ms for the 4,500 of `阀` in
 * 5,400 products); those past these follow them in the order written, none left out. Fifty pages of ten.
 */
export const RANKED_HITS = 500

const BM25 = 'bm25(searchIndex, 5.0, 3.0, 1.0)'

/** One list of the results page: the hits in a range of numbers (a kind's, or the scope's). */
interface HitList {
  range: NumberRange
  /** Documents whose code is the query, first in the list (the `exact` ones of that range). */
  exact: number[]
  /** Hits of the match expression in the range, besides those. */
  matched: number
}

/** A part of one list a page shows: positions `from` (inclusive) to `to` (exclusive) of the list. */
interface Slice {
  list: HitList
  from: number
  to: number
}

/** The slices of the lists, laid end to end, that positions `offset` to `offset + limit` fall in. */
function slicesOf(lists: readonly HitList[], offset: number, limit: number): Slice[] {
  const slices: Slice[] = []
  let start = 0
  for (const list of lists) {
    const length = list.exact.length + list.matched
    const from = Math.max(offset - start, 0)
    const to = Math.min(offset + limit - start, length)
    if (from < to) slices.push({ list, from, to })
    start += length
  }
  return slices
}

/** The index's hits of the match expression (?1) numbered in `range`, those in `exact` aside (they come first, apart). */
const hitsIn = ({ first, last }: NumberRange, exact: readonly number[]) =>
  `searchIndex WHERE searchIndex MATCH ?1 AND rowid BETWEEN ${first} AND ${last}${exact.length ? ` AND rowid NOT IN (${exact.join(', ')})` : ''}`

/**
 * The statements that read a slice's documents in order: its exact ones, its ranked hits (the range's first
 * RANKED_HITS, by score), then the hits after them (in the order written). ?1 is the match expression.
 */
function sliceStatements(db: D1Database, match: string | null, { list, from, to }: Slice): D1PreparedStatement[] {
  const columns = 'd.n, d.kind, d.title, d.text, d.url, d.code'
  const statements: D1PreparedStatement[] = []
  const exact = list.exact.slice(from, to)
  if (exact.length) {
    statements.push(db.prepare(`SELECT ${columns} FROM searchDocuments d WHERE d.n IN (SELECT value FROM json_each(?1)) ORDER BY d.n`).bind(JSON.stringify(exact)))
  }
  if (!match) return statements
  const hits = hitsIn(list.range, list.exact)
  const ranked = Math.min(list.matched, RANKED_HITS)
  // Positions in the list's hits after its exact ones.
  const [start, end] = [Math.max(from - list.exact.length, 0), to - list.exact.length]
  if (start < ranked && end > 0) {
    statements.push(
      db
        .prepare(
          `SELECT ${columns} FROM (SELECT rowid AS n, ${BM25} AS score FROM ${hits} LIMIT ${RANKED_HITS}) AS hit
           JOIN searchDocuments d ON d.n = hit.n ORDER BY hit.score, hit.n LIMIT ${Math.min(end, ranked) - start} OFFSET ${start}`,
        )
        .bind(match),
    )
  }
  if (end > ranked) {
    const after = Math.max(start, ranked)
    statements.push(
      db.prepare(`SELECT ${columns} FROM (SELECT rowid AS n FROM ${hits} ORDER BY rowid LIMIT ${end - after} OFFSET ${after}) AS hit JOIN searchDocuments d ON d.n = hit.n ORDER BY hit.n`).bind(match),
    )
  }
  return statements
}

/** How many hits of the match expression each kind of `scope` has, the documents in `exact` aside. */
async function hitsByKind(db: D1Database, scope: string, match: string, exact: readonly number[]): Promise<Map<SearchKind, number>> {
  const { results } = await db
    .prepare(`SELECT rowid / ${PART} AS part, COUNT(*) AS hits FROM ${hitsIn(scopeRange(scope), exact)} GROUP BY part`)
    .bind(match)
    .all<{ part: number; hits: number }>()
  return new Map(results.flatMap((row) => {
    const kind = kindOfPart(Number(row.part))
    return kind ? [[kind, Number(row.hits)] as const] : []
  }))
}

export async function findDocuments(db: D1Database, scope: string, query: string, { order, offset, limit }: PageOfResults): Promise<FoundPage> {
  const terms = queryTerms(query)
  const code = compactCode(query)
  if (terms.length === 0 && !code) return EMPTY
  // The documents whose code is the query, and the match expression, at once.
  const [exact, match] = await Promise.all([
    code
      ? db.prepare('SELECT n FROM searchDocuments WHERE scope = ? AND compactCode = ? ORDER BY n').bind(scope, code).all<{ n: number }>().then(({ results }) => results.map((row) => Number(row.n)))
      : Promise.resolve([]),
    terms.length ? typosOf(db, terms).then((typos) => matchExpression(terms, typos)) : Promise.resolve(null),
  ])
  const matched = match ? await hitsByKind(db, scope, match, exact) : new Map<SearchKind, number>()
  const byKind = SEARCH_KINDS.map((kind): HitList => {
    const range = kindRange(scope, kind)
    return { range, exact: exact.filter((n) => n >= range.first && n <= range.last), matched: matched.get(kind) ?? 0 }
  })
  const counts = new Map(byKind.map((list, i) => [SEARCH_KINDS[i]!, list.exact.length + list.matched]))
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0)
  const lists = order === 'grouped' ? byKind : [{ range: scopeRange(scope), exact, matched: total - exact.length }]
  const statements = slicesOf(lists, Math.trunc(offset), Math.trunc(limit)).flatMap((slice) => sliceStatements(db, match, slice))
  const rows = statements.length ? (await db.batch<Record<string, unknown>>(statements)).flatMap((result) => result.results) : []
  const documents = rows.map((row): FoundDocument => ({
    kind: row.kind as SearchKind,
    title: String(row.title),
    text: String(row.text),
    url: String(row.url),
    ...(row.code ? { code: String(row.code) } : {}),
  }))
  const kinds: Partial<Record<SearchKind, number>> = {}
  for (const document of documents) kinds[document.kind] = counts.get(document.kind)
  return { total, kinds, documents }
}
