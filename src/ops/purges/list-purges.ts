import type { Context } from 'hono'
import { ok } from '../../api/envelope.ts'
import type { AppEnv } from '../../env.ts'
import { lastPurges } from './purge-log.ts'

/** GET /__ops/purges: the last 20 purges, newest first, each with its time as ISO 8601. */
export async function listPurges(c: Context<AppEnv>) {
  c.header('Cache-Control', 'no-store')
  const purges = await lastPurges(c.env.DB)
  return ok(c, { purges: purges.map((entry) => ({ ...entry, at: new Date(entry.at).toISOString() })) })
}
