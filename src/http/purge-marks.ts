/**
 * When each tag was last purged (issue 52; migrations/0006_purges.sql). A kept page whose render began before
 * one of its tags was purged is not served as current (page-cache.ts). The marks live in D1, one database for
 * every location, so a purge of one thing holds wherever the page was kept: the Cache API is per data center.
 *
 * Each isolate keeps the marks it read, and reads them again once they are RECHECK_MS old: a request that finds
 * them old is answered from them while the next read runs behind it, so a purge reaches a location within
 * RECHECK_MS and one read. The isolate that purges knows at once (notePurge).
 */
import { log } from '../log/logger.ts'
import { inThisRequest } from './in-this-request.ts'

export const PURGE_MARKS_RECHECK_MS = 5_000

/**
 * Marks older than this concern no page served as current: one is current for PAGE_FRESH_FOR (10 minutes) after
 * it was kept, and a stale copy, served only when nothing better can be had, does not ask.
 */
export const MARKS_MATTER_MS = 60 * 60 * 1000

export type PurgeMarks = ReadonlyMap<string, number>

interface Known {
  marks: Map<string, number>
  readAt: number
}

let known: Known | null = null
let reading: Promise<Known> | null = null

async function readMarks(db: D1Database): Promise<Known> {
  const readAt = Date.now()
  const { results } = await db.prepare('SELECT tag, purgedAt FROM page_purges WHERE purgedAt > ?').bind(readAt - MARKS_MATTER_MS).all<{ tag: string; purgedAt: number }>()
  return { marks: new Map(results.map((row) => [row.tag, row.purgedAt])), readAt }
}

/** One read for the isolate however many requests find the marks old; a failed read keeps what was known. */
function reread(db: D1Database): Promise<Known> {
  reading ??= readMarks(db)
    .then((read) => {
      // A purge noted while the read ran is newer than what the read saw.
      if (known) for (const [tag, at] of known.marks) if (at > (read.marks.get(tag) ?? 0) && at >= read.readAt) read.marks.set(tag, at)
      known = read
      return read
    })
    .catch((error: unknown) => {
      log.error('page_cache.purge_marks_unread', { error })
      known = { marks: known?.marks ?? new Map(), readAt: Date.now() }
      return known
    })
    .finally(() => (reading = null))
  return reading
}

/** The marks this request goes by. */
export async function purgeMarks(db: D1Database, ctx: { waitUntil(promise: Promise<unknown>): void }): Promise<PurgeMarks> {
  if (!known) return (await inThisRequest(reread(db))).marks
  if (Date.now() - known.readAt >= PURGE_MARKS_RECHECK_MS) ctx.waitUntil(reread(db))
  return known.marks
}

/** Whether a page rendered at `renderedAt` showing `tags` was purged since. */
export function purgedSince(marks: PurgeMarks, tags: readonly string[], renderedAt: number): boolean {
  for (const tag of tags) if ((marks.get(tag) ?? 0) >= renderedAt) return true
  return false
}

/** Writes the marks of a purge and notes them in this isolate at once. */
export async function markPurged(db: D1Database, tags: readonly string[], at: number): Promise<void> {
  if (!tags.length) return
  const upsert = db.prepare('INSERT INTO page_purges (tag, purgedAt) VALUES (?, ?) ON CONFLICT (tag) DO UPDATE SET purgedAt = MAX(purgedAt, excluded.purgedAt)')
  await db.batch([...tags.map((tag) => upsert.bind(tag, at)), db.prepare('DELETE FROM page_purges WHERE purgedAt <= ?').bind(at - MARKS_MATTER_MS)])
  if (known) for (const tag of tags) known.marks.set(tag, Math.max(known.marks.get(tag) ?? 0, at))
}

/** Forgets the marks, as a new isolate has none (for tests). */
export function forgetPurgeMarks(): void {
  known = null
}
