/**
 * What a query finds in a scope's documents (store.ts), read from D1 a page at a time: the page's documents in
 * order, how many there are in all and of each kind on the page. The order: a product whose code is the query (in any spelling: `vv-s100`,
 * `VVS100`) first, then by FTS5's BM25 with a code worth five times a word of the text and a title three times
 * (as MiniSearch weighed them before), equal scores in the order the documents were first written; the results page groups them by
 * kind first (SEARCH_KINDS).
 */
import { SEARCH_KINDS, type SearchKind } from './document.ts'
import { oneEditAway } from './fuzzy.ts'
import { matchExpression } from './match.ts'
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

const KIND_ORDER = `CASE hits.kind ${SEARCH_KINDS.map((kind, i) => `WHEN '${kind}' THEN ${i}`).join(' ')} END`

export async function findDocuments(db: D1Database, scope: string, query: string, { order, offset, limit }: PageOfResults): Promise<FoundPage> {
  const terms = queryTerms(query)
  const exact = compactCode(query)
  if (terms.length === 0 && !exact) return EMPTY
  const match = terms.length ? matchExpression(terms, await typosOf(db, terms)) : null
  // ?1 scope, ?2 the query as a code, ?3 the match expression (when there are terms).
  const found = `${match ? 'SELECT rowid AS n, bm25(searchIndex, 5.0, 3.0, 1.0) AS score FROM searchIndex WHERE searchIndex MATCH ?3 UNION ALL ' : ''}
    SELECT n, 0 AS score FROM searchDocuments WHERE scope = ?1 AND compactCode = ?2`
  const hits = `WITH found AS (${found}),
    hits AS (SELECT d.n AS n, d.kind AS kind, d.compactCode IS ?2 AS exact, MIN(found.score) AS score
      FROM found JOIN searchDocuments d ON d.n = found.n WHERE d.scope = ?1 GROUP BY d.n)`
  const binds = match ? [scope, exact, match] : [scope, exact]
  const rank = `${order === 'grouped' ? `${KIND_ORDER}, ` : ''}hits.exact DESC, hits.score, hits.n`
  // The hits are ranked and counted by their keys alone; only the page's documents are then read whole. One statement.
  const [from, to] = [Math.trunc(offset), Math.trunc(offset) + Math.trunc(limit)]
  const { results: rows } = await db
    .prepare(
      `${hits}, ranked AS (SELECT hits.n, ROW_NUMBER() OVER (ORDER BY ${rank}) AS r, COUNT(*) OVER () AS total, COUNT(*) OVER (PARTITION BY hits.kind) AS kindTotal FROM hits)
       SELECT d.kind, d.title, d.text, d.url, d.code, ranked.total AS "__total", ranked.kindTotal AS "__kind"
       FROM ranked JOIN searchDocuments d ON d.n = ranked.n WHERE ranked.r > ${from} AND ranked.r <= ${to} ORDER BY ranked.r`,
    )
    .bind(...binds)
    .all<Record<string, unknown>>()
  // No row to carry them (a page past the end): counted apart.
  if (rows.length === 0) {
    const total = offset > 0 ? Number(await db.prepare(`${hits} SELECT COUNT(*) AS found FROM hits`).bind(...binds).first('found')) : 0
    return { total, kinds: {}, documents: [] }
  }
  const kinds: Partial<Record<SearchKind, number>> = {}
  for (const row of rows) kinds[row.kind as SearchKind] = Number(row.__kind)
  const documents = rows.map((row): FoundDocument => ({
    kind: row.kind as SearchKind,
    title: String(row.title),
    text: String(row.text),
    url: String(row.url),
    ...(row.code ? { code: String(row.code) } : {}),
  }))
  return { total: Number(rows[0]!.__total), kinds, documents }
}
