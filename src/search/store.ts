/**
 * Where each language's search documents are kept: D1 (migrations/0004_search.sql), one scope per language and
 * source, with their index terms; FTS5 indexes them through triggers. Writing goes page by page and writes only
 * the documents that are new or changed, then deletes those no longer there.
 */
import { sourceKind } from '../content/sources/select.ts'
import type { Lang } from '../routing/locale.ts'
import type { SearchDocument } from './document.ts'
import { compactCode } from './terms.ts'
import { indexTerms } from './tokens.ts'

/** The documents of one language and source (`d1:zh-CN`). */
export const searchScope = (env: Env, lang: Lang): string => `${sourceKind(env)}:${lang}`

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

/**
 * Writes the documents `pages` yields as the whole of `scope`: new or changed ones are written (an unchanged one is
 * left as it is, FTS5 and all), those of the scope it did not yield are deleted, and the scope is marked built.
 */
export async function writeSearchDocuments(db: D1Database, scope: string, pages: AsyncIterable<readonly SearchDocument[]>): Promise<WrittenIndex> {
  const upsert = db.prepare(
    `INSERT INTO searchDocuments (scope, id, kind, title, text, url, code, compactCode, codeTerms, titleTerms, textTerms)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
     ON CONFLICT (scope, id) DO UPDATE SET kind = excluded.kind, title = excluded.title, text = excluded.text, url = excluded.url,
       code = excluded.code, compactCode = excluded.compactCode, codeTerms = excluded.codeTerms, titleTerms = excluded.titleTerms, textTerms = excluded.textTerms
     WHERE kind IS NOT excluded.kind OR title IS NOT excluded.title OR text IS NOT excluded.text OR url IS NOT excluded.url
       OR code IS NOT excluded.code OR codeTerms IS NOT excluded.codeTerms OR titleTerms IS NOT excluded.titleTerms OR textTerms IS NOT excluded.textTerms
     RETURNING n`,
  )
  const seen = new Set<string>()
  let written = 0
  for await (const page of pages) {
    const statements = page.map((d) =>
      upsert.bind(scope, d.id, d.kind, d.title, d.text, d.url, d.code ?? null, d.code ? compactCode(d.code) : null, d.code ? terms(d.code) : '', terms(d.title), terms(d.text)),
    )
    for (let from = 0; from < statements.length; from += BATCH) {
      const results = await db.batch(statements.slice(from, from + BATCH))
      // A row comes back only when it was written: new, or changed (the update's WHERE).
      written += results.reduce((sum, result) => sum + result.results.length, 0)
    }
    for (const d of page) seen.add(d.id)
  }
  const { results: stored } = await db.prepare('SELECT id FROM searchDocuments WHERE scope = ?').bind(scope).all<{ id: string }>()
  const gone = stored.map((row) => row.id).filter((id) => !seen.has(id))
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

/** Scopes known to have been built (a build is never undone), so that a search asks D1 once per isolate. */
let built = new WeakMap<D1Database, Set<string>>()

/** Makes this isolate ask D1 again whether a scope is built (tests that empty the tables behind its back). */
export function forgetBuiltScopes(): void {
  built = new WeakMap()
}

/** Whether `scope`'s documents have been written whole at least once. */
export async function isBuilt(db: D1Database, scope: string): Promise<boolean> {
  const known = built.get(db) ?? new Set<string>()
  if (known.has(scope)) return true
  const found = (await db.prepare('SELECT 1 AS found FROM searchBuilds WHERE scope = ?').bind(scope).first()) !== null
  if (found) built.set(db, known.add(scope))
  return found
}
