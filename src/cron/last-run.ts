/**
 * The last cron run and what came of it, kept in KV (one small key, written once a run) for GET /__ops/status.
 * A run that dies before its end leaves the one before in place; its time tells.
 */
import * as v from 'valibot'
import { LANGS } from '../routing/locale.ts'

const KEY = 'ops:cron:last-run'

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

export const CronRun = v.object({
  scheduledAt: v.string(),
  finishedAt: v.string(),
  /** Every bundle rebuilt or unchanged, and the delivery sweep (if any) without a failure of its own. */
  ok: v.boolean(),
  bundles: v.array(
    v.object({
      lang: v.picklist(LANGS),
      result: v.picklist(['rebuilt', 'unchanged', 'kept']),
      version: v.nullable(v.string()),
      error: v.nullable(v.string()),
    }),
  ),
  /** Null without a CMS: there is nothing to deliver. */
  delivery: v.nullable(
    v.object({
      delivered: count,
      refused: count,
      notDelivered: count,
      stopped: v.nullable(v.string()),
      error: v.nullable(v.string()),
    }),
  ),
  /** The e-mails sent and failed (src/mail/); null without e-mail set up. Runs before issue 52 have none. */
  mail: v.optional(v.nullable(v.object({ sent: count, failed: count })), null),
})
export type CronRun = v.InferOutput<typeof CronRun>

export async function recordCronRun(env: Env, run: CronRun): Promise<void> {
  await env.KV.put(KEY, JSON.stringify(run))
}

/** The last run recorded, or null when none is (or it is unreadable). */
export async function lastCronRun(env: Env): Promise<CronRun | null> {
  const stored = await env.KV.get(KEY, 'json')
  const parsed = v.safeParse(CronRun, stored)
  return parsed.success ? parsed.output : null
}
