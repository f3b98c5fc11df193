import type { Context } from 'hono'
import { fail, ok } from '../api/envelope.ts'
import type { AppEnv } from '../env.ts'
import { rebuildContent } from '../search/rebuild.ts'

/**
 * POST /__ops/purge: rebuilds the bundle of both languages with a new version, then their search indexes.
 * The version is part of every page's cache key, so all cached pages miss from now on. A language that
 * fails keeps its old bundle (and its cached pages) or its old index, and the answer is 502 naming what failed.
 */
export async function purge(c: Context<AppEnv>) {
  const { version, bundles, indexes } = await rebuildContent(c.env, { force: true })
  const failed = [...bundles.map((r) => ({ ...r, what: '' })), ...indexes.map((r) => ({ ...r, what: 'search index ' }))].filter((r) => !r.ok)
  if (failed.length) return fail(c, 502, failed.map((r) => `${r.what}${r.lang}: ${r.ok ? '' : r.error}`).join('; '))
  c.header('Cache-Control', 'no-store')
  return ok(c, { version })
}
