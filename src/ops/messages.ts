import type { Context } from 'hono'
import * as v from 'valibot'
import { fail, ok } from '../api/envelope.ts'
import { listMessages } from '../content/sources/d1-messages.ts'
import { DELIVERY_STATES } from '../delivery/state.ts'
import type { AppEnv } from '../env.ts'
import { messagesCsv } from './messages-csv.ts'

const count = (name: string, max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,16}$/, `${name} must be a whole number`), v.transform(Number), v.minValue(1, `${name} must be at least 1`), v.maxValue(max, `${name} must be at most ${max}`))

const Query = v.strictObject(
  {
    format: v.optional(v.picklist(['json', 'csv'], 'format must be json or csv'), 'json'),
    limit: v.optional(count('limit', 100_000)),
    before: v.optional(count('before', Number.MAX_SAFE_INTEGER)),
    state: v.optional(v.picklist(DELIVERY_STATES, `state must be one of ${DELIVERY_STATES.join(', ')}`)),
  },
  'the parameters are format, limit, before and state',
)

/** A JSON page holds 100 messages unless `limit` says otherwise; the CSV download holds all of them. */
const JSON_PAGE = 100
const CSV_ALL = 100_000

/**
 * GET /__ops/messages: stored messages newest first with their delivery state, as JSON (`?limit`,
 * `?before=<id>`) or CSV (`?format=csv`); `?state=failed` (or pending, delivered, withheld) keeps one state.
 */
export async function listStoredMessages(c: Context<AppEnv>) {
  const result = v.safeParse(Query, c.req.query())
  if (!result.success) return fail(c, 400, result.issues.map((issue) => issue.message).join('; '))
  const { format, limit, before, state } = result.output
  const page = await listMessages(c.env.DB, { limit: limit ?? (format === 'csv' ? CSV_ALL : JSON_PAGE), before, state })
  c.header('Cache-Control', 'no-store')
  if (format === 'json') return ok(c, page)
  return c.body(messagesCsv(page.records), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': 'attachment; filename="messages.csv"',
  })
}
