import type { Context } from 'hono'
import { fail } from '../../api/envelope.ts'
import { BodyCutShort, readBodyWithin } from '../../api/read-body.ts'
import type { AppEnv } from '../../env.ts'
import { checkContentHook, HOOK_WINDOW_S } from './hook-signature.ts'
import { purgeAnswer, PURGE_BODY_LIMIT, runPurge } from './purge.ts'
import { parsePurgeTarget } from './purge-target.ts'

/** Writes that this signature was taken; false when it already was (a replay). Old ones are forgotten. */
async function firstCall(db: D1Database, signature: string, now: number): Promise<boolean> {
  const [inserted] = await db.batch([
    db.prepare('INSERT INTO hook_calls (signature, at) VALUES (?, ?) ON CONFLICT (signature) DO NOTHING').bind(signature, now),
    db.prepare('DELETE FROM hook_calls WHERE at < ?').bind(now - 2 * HOOK_WINDOW_S * 1000),
  ])
  return (inserted?.meta.changes ?? 0) > 0
}

/**
 * POST /__ops/hooks/content: the CMS says a record was saved, as `{ "product": "<code>" }` (or solution, news,
 * productCategory, solutionCategory, url), signed (hook-signature.ts). The site purges what that record shows.
 * Without CONTENT_HOOK_SECRET the hook does not exist. Every refusal purges nothing: a missing, malformed,
 * wrong, old or replayed signature is 401 (409 for a replay), a body over PURGE_BODY_LIMIT 413, a target that is
 * not one record 400, an unknown record 404.
 */
export async function contentHook(c: Context<AppEnv>) {
  const secret = c.env.CONTENT_HOOK_SECRET
  if (!secret) return fail(c, 404, 'The content webhook is not configured (CONTENT_HOOK_SECRET)')
  let body: string | null
  try {
    body = await readBodyWithin(c.req.raw, PURGE_BODY_LIMIT)
  } catch (error) {
    return fail(c, 400, error instanceof BodyCutShort ? 'The body ended before its Content-Length' : 'The body is not UTF-8 text')
  }
  if (body === null) return fail(c, 413, `The webhook's body is at most ${PURGE_BODY_LIMIT} bytes`)
  const now = Date.now()
  const check = await checkContentHook(secret, c.req.header('X-Content-Signature'), body, now)
  if (!check.ok) return fail(c, 401, check.message)
  const parsed = parsePurgeTarget(body)
  if (!parsed.ok) return fail(c, 400, parsed.message)
  if ('all' in parsed.target) return fail(c, 400, 'The webhook purges what one record shows: name the record, not everything')
  if (!(await firstCall(c.env.DB, check.signature, now))) return fail(c, 409, 'This call was already taken')
  return purgeAnswer(c, await runPurge(c.env, parsed.target, 'hook'))
}
