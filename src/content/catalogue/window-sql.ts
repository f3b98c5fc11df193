/**
 * A category's window (window.ts) in one SQL statement, for a table of the catalogue in D1, reading the category's
 * index in catalogue order (+sort, then id) and never its other rows: the item asked for, its place (the rows
 * before it counted in the index), the category's count, the first of the window before and the window with the
 * first of the window after it. Only those rows' columns are read into the worker.
 */
import type { CategoryWindow } from './window.ts'

export interface WindowTable {
  /** The table, quoted; it needs an index on the category's columns, then "sort", "id". */
  table: string
  /** The condition naming the category's rows, of the table as `t`: ?1 is the language, ?2 the category's code; further values from ?5. */
  where: string
  /** The column holding each row's code (productCode, solutionCode), of the table as `t`. */
  code: string
  /** What is read of each row of the window, of the table as `t`. */
  select: string
}

/** The statement of a window of `size` holding `wanted` (a code or id; null for none). */
export function windowStatement(db: D1Database, { table, where, code, select }: WindowTable, lang: string, categoryCode: string, wanted: string | null, size: number, ...more: string[]): D1PreparedStatement {
  const before = `t."sort" <= a."sort" AND NOT (t."sort" = a."sort" AND t."id" >= a."id")`
  const sql = `WITH a AS (SELECT t."sort", t."id" FROM ${table} t WHERE ${where} AND (${code} = ?3 OR t."id" = ?3) LIMIT 1),
    w AS (SELECT "asked", COALESCE("asked", 0) / CAST(?4 AS INTEGER) * CAST(?4 AS INTEGER) AS "at", (SELECT COUNT(*) FROM ${table} t WHERE ${where}) AS "total"
      FROM (SELECT CASE WHEN EXISTS (SELECT 1 FROM a) THEN (SELECT COUNT(*) FROM ${table} t, a WHERE ${where} AND ${before}) END AS "asked")),
    earlier AS (SELECT t.rowid AS "rid", 0 AS "part" FROM ${table} t WHERE ${where} AND (SELECT "at" FROM w) > 0
      ORDER BY t."sort", t."id" LIMIT 1 OFFSET MAX((SELECT "at" FROM w) - ?4, 0)),
    rest AS (SELECT t.rowid AS "rid", 1 AS "part" FROM ${table} t WHERE ${where} ORDER BY t."sort", t."id" LIMIT ?4 + 1 OFFSET (SELECT "at" FROM w))
    SELECT ${select}, p."part" AS "__part", w."total" AS "__total", w."asked" AS "__asked", w."at" AS "__at"
    FROM (SELECT * FROM earlier UNION ALL SELECT * FROM rest) p JOIN w JOIN ${table} t ON t.rowid = p."rid"
    ORDER BY t."sort", t."id"`
  return db.prepare(sql).bind(lang, categoryCode, wanted ?? '', Math.trunc(size), ...more)
}

/**
 * The id of the item a window statement picks (the one `wanted` names in the category, else the category's first
 * in catalogue order), as an SQL expression of plain `?` parameters, and their values: for a statement that
 * reads what belongs to that item in the window's trip. `table` and `code` are quoted, as in WindowTable.
 */
export function chosenItemId(table: string, code: string, lang: string, categoryCode: string, wanted: string | null): { sql: string; values: string[] } {
  const inCategory = '"lang" = ? AND "categoryCode" = ?'
  return {
    sql: `COALESCE((SELECT "id" FROM ${table} WHERE ${inCategory} AND (${code} = ? OR "id" = ?) LIMIT 1), (SELECT "id" FROM ${table} WHERE ${inCategory} ORDER BY "sort", "id" LIMIT 1))`,
    values: [lang, categoryCode, wanted ?? '', wanted ?? '', lang, categoryCode],
  }
}

/** The window the statement's rows describe (in catalogue order), each row read by `read`. */
export function windowOfRows<T>(rows: readonly Record<string, unknown>[], size: number, read: (row: Record<string, unknown>) => T): CategoryWindow<T> {
  const first = rows[0]
  const total = Number(first?.__total ?? 0)
  if (!first || total === 0) return { window: { items: [], from: 1, to: 0, total: 0 }, item: undefined, chosen: false }
  const at = Number(first.__at)
  const asked = first.__asked === null ? null : Number(first.__asked)
  const earlier = rows.find((row) => Number(row.__part) === 0)
  const rest = rows.filter((row) => Number(row.__part) === 1).map(read)
  const items = rest.slice(0, size)
  const later = rest[size]
  return {
    window: { items, from: at + 1, to: at + items.length, total, ...(earlier ? { earlier: read(earlier) } : {}), ...(later ? { later } : {}) },
    item: items[asked === null ? 0 : asked - at],
    chosen: asked !== null,
  }
}
