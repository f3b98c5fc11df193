import type { Context } from 'hono'
import { fail, ok } from '../../api/envelope.ts'
import { BodyCutShort, readBodyWithin } from '../../api/read-body.ts'
import type { AppEnv } from '../../env.ts'
import { rebuildContent } from '../../search/rebuild.ts'
import { logPurge, type PurgeVia } from './purge-log.ts'
import { purgeOne, type PurgeOutcome } from './purge-one.ts'
import { parsePurgeTarget, type PurgeTarget } from './purge-target.ts'

/** A purge's body is one small JSON object. */
export const PURGE_BODY_LIMIT = 4096

/**
 * Everything: the bundle of both languages is rebuilt with a new version, then their search indexes. The version
 * is part of every page's cache key, so all cached pages miss from now on. A language that fails keeps its old
 * bundle (and its cached pages) or its old index.
 */
async function purgeEverything(env: Env): Promise<PurgeOutcome> {
  const { version, bundles, indexes } = await rebuildContent(env, { force: true })
  const failed = [...bundles.map((r) => ({ ...r, what: '' })), ...indexes.map((r) => ({ ...r, what: 'search index ' }))].flatMap((r) => (r.ok ? [] : [`${r.what}${r.lang}: ${r.error}`]))
  return { ok: true, version, purged: { tags: [], everything: true }, failed }
}

/** What a purge did, in words for the log. */
function described(outcome: Extract<PurgeOutcome, { ok: true }>): string {
  const { tags, everything } = outcome.purged
  const done = everything ? 'every page' : `the pages tagged ${tags.join(', ')}`
  return outcome.failed.length ? `${done}; not rebuilt: ${outcome.failed.join('; ')}` : done
}

/** Runs a purge and logs it when it purged anything (a purge of an unknown record did not). */
export async function runPurge(env: Env, target: PurgeTarget, via: PurgeVia): Promise<PurgeOutcome> {
  const at = Date.now()
  const outcome = 'all' in target ? await purgeEverything(env) : await purgeOne(env, target)
  if (!outcome.ok) return outcome
  const [what, named] = 'all' in target ? ['all', ''] : 'url' in target ? ['url', target.url] : [target.kind, target.code]
  await logPurge(env.DB, { at, what, target: named, via, result: described(outcome) })
  return outcome
}

/** A purge's body: its target, or the answer to a body that names none. */
export async function purgeTargetOf(c: Context<AppEnv>): Promise<{ target: PurgeTarget } | { refused: Response }> {
  let text: string | null
  try {
    text = await readBodyWithin(c.req.raw, PURGE_BODY_LIMIT)
  } catch (error) {
    const message = error instanceof BodyCutShort ? 'The body ended before its Content-Length' : 'The body is not UTF-8 text'
    return { refused: fail(c, 400, message) }
  }
  if (text === null) return { refused: fail(c, 413, `A purge's body is at most ${PURGE_BODY_LIMIT} bytes`) }
  const parsed = parsePurgeTarget(text)
  return parsed.ok ? { target: parsed.target } : { refused: fail(c, 400, parsed.message) }
}

/** The answer to a purge: what it marked, or what failed (502 once the pages are purged but a rebuild failed). */
export function purgeAnswer(c: Context<AppEnv>, outcome: PurgeOutcome): Response {
  if (!outcome.ok) return fail(c, outcome.status, outcome.message)
  if (outcome.failed.length) return fail(c, 502, outcome.failed.join('; '))
  c.header('Cache-Control', 'no-store')
  return ok(c, { ...(outcome.version ? { version: outcome.version } : {}), purged: outcome.purged })
}

/**
 * POST /__ops/purge: with no body (or `{ "all": true }`) everything; with `{ "url": … }` one page; with
 * `{ "product": … }` (or solution, news, productCategory, solutionCategory) the pages that show that record,
 * in both languages (purge-one.ts). A failure of the source answers 502 naming what failed.
 */
export async function purge(c: Context<AppEnv>) {
  const body = await purgeTargetOf(c)
  if ('refused' in body) return body.refused
  return purgeAnswer(c, await runPurge(c.env, body.target, 'api'))
}
