import type { Context } from 'hono'
import { fail, ok } from '../api/envelope.ts'
import { rebuildBundles } from '../content/bundle/index.ts'
import type { AppEnv } from '../env.ts'

/**
 * POST /__ops/purge: rebuilds the bundle of both languages with a new version. The version is part of
 * every page's cache key, so all cached pages miss from now on. A language that fails keeps its old bundle
 * (and its cached pages), and the answer is 502 naming what failed.
 */
export async function purge(c: Context<AppEnv>) {
  const { version, results } = await rebuildBundles(c.env, { force: true })
  const failed = results.filter((r) => !r.ok)
  if (failed.length) return fail(c, 502, failed.map((r) => `${r.lang}: ${r.ok ? '' : r.error}`).join('; '))
  c.header('Cache-Control', 'no-store')
  return ok(c, { version })
}
