/**
 * Facts of a database that stay true once they are (a CMS list copied, a search scope built): asked of D1 until
 * found, then remembered for the isolate, so that a request asks D1 once, not on every page.
 */
let found = new WeakMap<D1Database, Set<string>>()

/** Whether the row `sql` (with `values`) selects exists in `db`; a `key` found once is not asked again. */
export async function foundOnce(db: D1Database, key: string, sql: string, ...values: string[]): Promise<boolean> {
  const known = found.get(db) ?? new Set<string>()
  if (known.has(key)) return true
  const exists = (await db.prepare(sql).bind(...values).first()) !== null
  if (exists) found.set(db, known.add(key))
  return exists
}

/** Makes this isolate ask D1 again (tests that empty the tables behind its back). */
export function forgetFound(): void {
  found = new WeakMap()
}
