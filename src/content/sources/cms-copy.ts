/**
 * The CMS's products and solutions copied into D1 (migrations/0003_cms_catalogue.sql, issue 50): the cron and a
 * purge copy each list page by page, writing only the records that changed and deleting those the CMS no longer
 * has; a category page then reads its window from the copy (as D1 pages read theirs from their own tables), so
 * it neither holds the CMS's whole list nor waits on the CMS, and keeps answering while the CMS is down.
 */
import * as v from 'valibot'
import { LANGS, type Lang } from '../../routing/locale.ts'
import { ENDPOINTS, summarySchema, type Item } from '../endpoints.ts'
import type { ProductSummary } from '../model/entities.ts'
import { listQuery } from '../query.ts'
import { CATEGORY_ITEMS, type CategoryItemKind, type CategoryWindow } from '../catalogue/window.ts'
import { windowOfRows, windowStatement } from '../catalogue/window-sql.ts'
import { parseRow } from './d1.ts'
import { listPages } from './every-record.ts'
import { foundOnce } from './found-once.ts'
import type { ContentSource } from './source.ts'

const KINDS = Object.keys(CATEGORY_ITEMS) as CategoryItemKind[]

/** Statements a batch holds while copying: well under D1's limits, and one page of the CMS's list is at most 10,000. */
const BATCH = 500

/** A record as stored: the fields that order and find it, and the record itself as JSON. */
function row(kind: CategoryItemKind, record: Item<CategoryItemKind>) {
  const code = (record as Record<string, unknown>)[CATEGORY_ITEMS[kind]]
  return { id: record.id, categoryCode: record.categoryCode, code: String(code), sort: record.sort, record: JSON.stringify(record) }
}

export interface CopyResult {
  kind: CategoryItemKind
  lang: Lang
  records: number
  /** Records written because they were new or changed, and those deleted. */
  written: number
  deleted: number
}

/**
 * Copies one list of one language. When a call fails part-way, the pages read so far are written and nothing is
 * deleted: the copy stays whole, if not the newest.
 */
async function copyList(db: D1Database, source: ContentSource, kind: CategoryItemKind, lang: Lang): Promise<CopyResult> {
  const upsert = db.prepare(
    `INSERT INTO cmsCatalogue (kind, lang, id, categoryCode, code, sort, record) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
     ON CONFLICT (kind, lang, id) DO UPDATE SET categoryCode = excluded.categoryCode, code = excluded.code, sort = excluded.sort, record = excluded.record
     WHERE categoryCode IS NOT excluded.categoryCode OR code IS NOT excluded.code OR sort IS NOT excluded.sort OR record IS NOT excluded.record`,
  )
  const seen: string[] = []
  let written = 0
  for await (const records of listPages((pageNo, pageSize) => source.list(kind, listQuery(kind, { pageNo, pageSize }), lang))) {
    const rows = records.map((record) => row(kind, record))
    for (let from = 0; from < rows.length; from += BATCH) {
      const results = await db.batch(rows.slice(from, from + BATCH).map((r) => upsert.bind(kind, lang, r.id, r.categoryCode, r.code, r.sort, r.record)))
      written += results.reduce((sum, result) => sum + (result.meta.changes ?? 0), 0)
    }
    seen.push(...rows.map((r) => r.id))
  }
  const [deleted] = await db.batch([
    db.prepare('DELETE FROM cmsCatalogue WHERE kind = ? AND lang = ? AND id NOT IN (SELECT value FROM json_each(?))').bind(kind, lang, JSON.stringify(seen)),
    db
      .prepare('INSERT INTO cmsCatalogueCopies (kind, lang, copiedAt, records) VALUES (?, ?, ?, ?) ON CONFLICT (kind, lang) DO UPDATE SET copiedAt = excluded.copiedAt, records = excluded.records')
      .bind(kind, lang, new Date().toISOString(), seen.length),
  ])
  return { kind, lang, records: seen.length, written, deleted: deleted?.meta.changes ?? 0 }
}

/** Copies the CMS's products and solutions in both languages; each list that fails keeps its last copy. */
export async function copyCmsCatalogue(db: D1Database, source: ContentSource): Promise<PromiseSettledResult<CopyResult>[]> {
  return Promise.allSettled(LANGS.flatMap((lang) => KINDS.map((kind) => copyList(db, source, kind, lang))))
}

/** Whether `kind` of `lang` has been copied whole at least once (a copy is never removed): until then, pages ask the CMS itself. */
export function hasCopy(db: D1Database, kind: CategoryItemKind, lang: Lang): Promise<boolean> {
  return foundOnce(db, `cmsCatalogue:${kind}:${lang}`, 'SELECT 1 AS found FROM cmsCatalogueCopies WHERE kind = ? AND lang = ?', kind, lang)
}

const RecordText = v.pipe(v.string(), v.parseJson())

/** The window of a category in the copy, its records read as the site's own (as the bundle read back from KV). */
export async function copiedWindow<K extends CategoryItemKind>(db: D1Database, kind: K, categoryCode: string, wanted: string | null, size: number, lang: Lang): Promise<CategoryWindow<Item<K>>> {
  const table = { table: 'cmsCatalogue', where: 't."kind" = ?5 AND t."lang" = ?1 AND t."categoryCode" = ?2', code: 't."code"', select: 't."record"' }
  const { results } = await windowStatement(db, table, lang, categoryCode, wanted, size, kind).all<Record<string, unknown>>()
  const schema = ENDPOINTS[kind].schema
  return windowOfRows(results, size, (found) => parseRow(schema, 'cmsCatalogue', v.parse(RecordText, found.record)) as Item<K>)
}

/** The copied products of these ids, as summaries (without reading their detail pages' HTML). */
export async function copiedProducts(db: D1Database, ids: readonly string[], lang: Lang): Promise<ProductSummary[]> {
  const { results } = await db
    .prepare(`SELECT json_remove(record, '$.productDetails') AS record FROM cmsCatalogue WHERE kind = 'products' AND lang = ? AND id IN (SELECT value FROM json_each(?))`)
    .bind(lang, JSON.stringify(ids))
    .all<{ record: string }>()
  return results.map((found) => parseRow(summarySchema('products'), 'cmsCatalogue', v.parse(RecordText, found.record)) as ProductSummary)
}
