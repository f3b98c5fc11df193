/**
 * A search needs its scope's documents in D1 (store.ts). Normally the cron and a purge wrote them; on a new
 * deployment before its first cron run, the first search builds them, once per isolate however many searches ask.
 */
import type { WaitUntil } from '../content/bundle/index.ts'
import type { Bundle } from '../content/model/bundle.ts'
import { log } from '../log/logger.ts'
import type { Lang } from '../routing/locale.ts'
import { buildSearchIndex } from './build.ts'
import { isBuilt, searchScope } from './store.ts'

/** Builds in progress in this isolate, by scope. */
const building = new Map<string, Promise<unknown>>()

export async function readySearchIndex(env: Env, lang: Lang, bundle: Bundle, ctx: WaitUntil): Promise<void> {
  const scope = searchScope(env, lang)
  if (await isBuilt(env.DB, scope)) return
  let pending = building.get(scope)
  if (!pending) {
    pending = buildSearchIndex(env, lang, bundle).finally(() => building.delete(scope))
    building.set(scope, pending)
    // The build outlives the request that started it: the others wait on it.
    ctx.waitUntil(pending.catch((error: unknown) => log.error('search.index.build_failed', { scope, error })))
  }
  await pending
}
