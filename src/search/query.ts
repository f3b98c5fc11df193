/**
 * What a query finds in a scope's documents (store.ts), read from D1 a page at a time: how many of each kind, and
 * the page's documents in order. The order: a product whose code is the query (in any spelling: `vv-s100`,
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
  /** How many documents the query finds in all, and of each kind. */
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

/** The index's terms one typo away from each query term that forgives one (terms.ts), in one statement. */
async function typosOf(db: D1Database, terms: readonly string[]): Promise<Map<string, string[]>> {
  const forgiving = terms.filter(forgivesTypo)
  if (forgiving.length === 0) return new Map()
  const near = new Map(forgiving.map((term) => [term, oneEditAway(term)]))
  const asked = [...new Set([...near.values()].flat())]
  const { results } = await db.prepare('SELECT term FROM searchVocabulary WHERE term IN (SELECT value FROM json_each(?))').bind(JSON.stringify(asked)).all<{ term: string }>()
  const held = new Set(results.map((row) => row.term))
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
  const rank = `hits.exact DESC, hits.score, hits.n`
  const [counts, page] = await db.batch<Record<string, unknown>>([
    db.prepare(`${hits} SELECT kind, COUNT(*) AS found FROM hits GROUP BY kind`).bind(...binds),
    db
      .prepare(`${hits} SELECT d.kind, d.title, d.text, d.url, d.code FROM hits JOIN searchDocuments d ON d.n = hits.n ORDER BY ${order === 'grouped' ? `${KIND_ORDER}, ` : ''}${rank} LIMIT ${Math.trunc(limit)} OFFSET ${Math.trunc(offset)}`)
      .bind(...binds),
  ])
  const kinds: Partial<Record<SearchKind, number>> = {}
  for (const row of counts?.results ?? []) kinds[row.kind as SearchKind] = Number(row.found)
  const documents = (page?.results ?? []).map((row): FoundDocument => ({
    kind: row.kind as SearchKind,
    title: String(row.title),
    text: String(row.text),
    url: String(row.url),
    ...(row.code ? { code: String(row.code) } : {}),
  }))
  return { total: Object.values(kinds).reduce((sum, n) => sum + n, 0), kinds, documents }
}
