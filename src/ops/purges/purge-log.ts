/** The log of purges (migrations/0006_purges.sql): the console shows the last ones. */
import * as v from 'valibot'

export type PurgeVia = 'api' | 'console' | 'hook'

export interface PurgeEntry {
  at: number
  what: string
  target: string
  via: PurgeVia
  result: string
}

/** The log keeps this many entries; the console shows PURGES_SHOWN of them. */
const KEPT = 1000
export const PURGES_SHOWN = 20

const Row = v.object({ at: v.number(), what: v.string(), target: v.string(), via: v.picklist(['api', 'console', 'hook']), result: v.string() })

export async function logPurge(db: D1Database, entry: PurgeEntry): Promise<void> {
  await db.batch([
    db.prepare('INSERT INTO purge_log (at, what, target, via, result) VALUES (?, ?, ?, ?, ?)').bind(entry.at, entry.what, entry.target, entry.via, entry.result),
    db.prepare('DELETE FROM purge_log WHERE id <= (SELECT MAX(id) FROM purge_log) - ?').bind(KEPT),
  ])
}

/** The last purges, newest first. */
export async function lastPurges(db: D1Database, count = PURGES_SHOWN): Promise<PurgeEntry[]> {
  const { results } = await db.prepare('SELECT at, what, target, via, result FROM purge_log ORDER BY id DESC LIMIT ?').bind(count).all()
  return results.map((row) => v.parse(Row, row))
}
