/**
 * A category's window (window.ts) in one SQL statement, for a table of the catalogue in D1: the category's rows
 * numbered in catalogue order (+sort, then id) inside the database, whatever the category's size, the place of
 * the item asked for, and the rows of its window with the first of the windows before and after. Only those
 * rows' columns are read into the worker.
 */
import type { CategoryWindow } from './window.ts'

export interface WindowTable {
  /** The table, quoted. */
  table: string
  /** The condition naming the category's rows: ?1 is the language, ?2 the category's code; further values from ?5. */
  where: string
  /** The column holding each row's code (productCode, solutionCode), quoted. */
  code: string
  /** What is read of each row of the window, of the table as `t`. */
  select: string
}

/** The statement of a window of `size` holding `wanted` (a code or id; null for none). */
export function windowStatement(db: D1Database, { table, where, code, select }: WindowTable, lang: string, categoryCode: string, wanted: string | null, size: number, ...more: string[]): D1PreparedStatement {
  const sql = `WITH ranked AS (
      SELECT rowid AS "rid", "id", ${code} AS "code", ROW_NUMBER() OVER (ORDER BY "sort", "id") - 1 AS "place", COUNT(*) OVER () AS "total"
      FROM ${table} WHERE ${where}),
    asked AS (SELECT MIN("place") AS "place" FROM ranked WHERE "code" = ?3 OR "id" = ?3),
    start AS (SELECT (SELECT "place" FROM asked) AS "asked", COALESCE((SELECT "place" FROM asked), 0) / CAST(?4 AS INTEGER) * CAST(?4 AS INTEGER) AS "at")
    SELECT ${select}, ranked."place" AS "__place", ranked."total" AS "__total", start."asked" AS "__asked", start."at" AS "__at"
    FROM ranked JOIN start JOIN ${table} t ON t.rowid = ranked."rid"
    WHERE ranked."place" BETWEEN start."at" - ?4 AND start."at" + ?4 AND (ranked."place" >= start."at" OR ranked."place" = start."at" - ?4)
    ORDER BY ranked."place"`
  return db.prepare(sql).bind(lang, categoryCode, wanted ?? '', Math.trunc(size), ...more)
}

/** The window the statement's rows describe, each row read by `read`. */
export function windowOfRows<T>(rows: readonly Record<string, unknown>[], size: number, read: (row: Record<string, unknown>) => T): CategoryWindow<T> {
  const first = rows[0]
  if (!first) return { window: { items: [], from: 1, to: 0, total: 0 }, item: undefined, chosen: false }
  const at = Number(first.__at)
  const asked = first.__asked === null ? null : Number(first.__asked)
  const placed = rows.map((row) => ({ place: Number(row.__place), record: read(row) }))
  const items = placed.filter(({ place }) => place >= at && place < at + size)
  const earlier = placed.find(({ place }) => place === at - size)?.record
  const later = placed.find(({ place }) => place === at + size)?.record
  return {
    window: { items: items.map(({ record }) => record), from: at + 1, to: at + items.length, total: Number(first.__total), ...(earlier ? { earlier } : {}), ...(later ? { later } : {}) },
    item: (asked === null ? items[0] : items.find(({ place }) => place === asked))?.record,
    chosen: asked !== null,
  }
}
