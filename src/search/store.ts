/**
 * Where each language's search documents are kept: D1 (migrations/0004_search.sql), one scope per language and
 * source, each kind numbered in a range of its own (numbers.ts), with their index terms; FTS5 indexes them through
 * triggers. Writing goes page by page and writes only the documents that are new or changed, then deletes those
 * no longer there.
 */
import { foundOnce } from '../content/sources/found-once.ts'
import { sourceKind } from '../content/sources/select.ts'
import type { Lang } from '../routing/locale.ts'
import type { SearchDocument } from './document.ts'
import { kindRange, scopeOf } from './numbers.ts'
import { compactCode } from './terms.ts'
import { indexTerms } from './tokens.ts'

/** The documents of one language and source (`d1:zh-CN`). */
export const searchScope = (env: Env, lang: Lang): string => scopeOf(sourceKind(env), lang)

/** Statements a batch holds while writing. */
const BATCH = 200

export interface WrittenIndex {
  documents: number
  /** Documents written because they were new or changed, and those deleted. */
  written: number
  deleted: number
}

/** The index terms of a text, space-separated, as FTS5 reads them (each term is one token of unicode61). */
const terms = (text: string) => indexTerms(text).join(' ')

/** A document as it is stored: what it shows and its index terms. */
type StoredDocument = SearchDocument & { codeTerms: string; titleTerms: string; textTerms: string }

/**
 * A 64-bit hash of a stored document, its terms included (a change of the rules of tokens.ts changes them), in two
 * 32-bit FNV-1a lanes: a rebuild compares it with the stored one and writes the document only when they differ.
 * Not cryptographic: nothing here is secret; a missed change would need one to hash to the same 64 bits as before.
 */
function documentHash({ kind, title, text, url, code, codeTerms, titleTerms, textTerms }: StoredDocument): string {
  const shown = [kind, title, text, url, code ?? '', codeTerms, titleTerms, textTerms].join('\u0000')
  let a = 0x811c9dc5
  let b = 0x050c5d1f
  for (let i = 0; i < shown.length; i++) {
    const c = shown.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15)
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0')
}

/**
 * Writes the documents `pages` yields as the whole of `scope`: new or changed ones are written (an unchanged one,
 * by its hash, is not even sent to D1), those of the scope it did not yield are deleted, and the scope is marked
 * built. What it holds meanwhile is one page of documents and each stored document's id and hash.
 */
export async function writeSearchDocuments(db: D1Database, scope: string, pages: AsyncIterable<readonly SearchDocument[]>): Promise<WrittenIndex> {
  // A new document takes the next number of its kind's range (numbers.ts); one written before keeps its own.
  const upsert = db.prepare(
    `INSERT INTO searchDocuments (n, scope, id, kind, title, text, url, code, compactCode, codeTerms, titleTerms, textTerms, hash)
     VALUES ((SELECT COALESCE(MAX(n), ?13 - 1) + 1 FROM searchDocuments WHERE n BETWEEN ?13 AND ?14), ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
     ON CONFLICT (scope, id) DO UPDATE SET kind = excluded.kind, title = excluded.title, text = excluded.text, url = excluded.url, code = excluded.code,
       compactCode = excluded.compactCode, codeTerms = excluded.codeTerms, titleTerms = excluded.titleTerms, textTerms = excluded.textTerms, hash = excluded.hash`,
  )
  const { results: rows } = await db.prepare('SELECT id, hash FROM searchDocuments WHERE scope = ?').bind(scope).all<{ id: string; hash: string }>()
  const stored = new Map(rows.map((row) => [row.id, row.hash]))
  const seen = new Set<string>()
  let written = 0
  for await (const page of pages) {
    const statements: D1PreparedStatement[] = []
    for (const shown of page) {
      seen.add(shown.id)
      const d: StoredDocument = { ...shown, codeTerms: shown.code ? terms(shown.code) : '', titleTerms: terms(shown.title), textTerms: terms(shown.text) }
      const hash = documentHash(d)
      if (stored.get(d.id) === hash) continue
      const { first, last } = kindRange(scope, d.kind)
      statements.push(upsert.bind(scope, d.id, d.kind, d.title, d.text, d.url, d.code ?? null, d.code ? compactCode(d.code) : null, d.codeTerms, d.titleTerms, d.textTerms, hash, first, last))
    }
    for (let from = 0; from < statements.length; from += BATCH) await db.batch(statements.slice(from, from + BATCH))
    written += statements.length
  }
  const gone = [...stored.keys()].filter((id) => !seen.has(id))
  let deleted = 0
  for (let from = 0; from < gone.length; from += 1000) {
    const result = await db.prepare('DELETE FROM searchDocuments WHERE scope = ? AND id IN (SELECT value FROM json_each(?)) RETURNING n').bind(scope, JSON.stringify(gone.slice(from, from + 1000))).all()
    deleted += result.results.length
  }
  await db
    .prepare('INSERT INTO searchBuilds (scope, builtAt, documents) VALUES (?, ?, ?) ON CONFLICT (scope) DO UPDATE SET builtAt = excluded.builtAt, documents = excluded.documents')
    .bind(scope, new Date().toISOString(), seen.size)
    .run()
  return { documents: seen.size, written, deleted }
}

/** Whether `scope`'s documents have been written whole at least once (a build is never undone). */
export function isBuilt(db: D1Database, scope: string): Promise<boolean> {
  return foundOnce(db, `searchBuilds:${scope}`, 'SELECT 1 AS found FROM searchBuilds WHERE scope = ?', scope)
}
