/** The company history timeline (table `history`): only D1 holds it, whichever source serves the rest. */
import * as v from 'valibot'
import type { Lang } from '../../routing/locale.ts'
import { HistoryItem } from '../model/entities.ts'

/** The newest `limit` entries of the timeline in `lang`, newest first. */
export async function latestHistory(db: D1Database, lang: Lang, limit: number): Promise<HistoryItem[]> {
  const { results } = await db
    .prepare('SELECT "id", "year", "title", "content" FROM "history" WHERE "lang" = ? ORDER BY "year" DESC, "id" DESC LIMIT ?')
    .bind(lang, limit)
    .all()
  return results.map((row) => v.parse(HistoryItem, row))
}
