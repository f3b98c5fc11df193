/**
 * The search index a request searches: the one stored in KV (loaded once per isolate), or, when KV has
 * none yet (a new deployment before its first cron run), one built from the content layer now, once per
 * isolate however many requests ask, and written back.
 */
import type { WaitUntil } from '../content/bundle/index.ts'
import type { Bundle } from '../content/model/bundle.ts'
import { log } from '../log/logger.ts'
import type { Lang } from '../routing/locale.ts'
import { builtIndex, searchContent } from './build.ts'
import { readSearchIndex, searchIndexKey, writeSearchIndex, type LoadedIndex } from './store.ts'

/** Builds in progress in this isolate, by KV key. */
const building = new Map<string, Promise<LoadedIndex>>()

export async function getSearchIndex(env: Env, lang: Lang, bundle: Bundle, ctx: WaitUntil): Promise<LoadedIndex> {
  const stored = await readSearchIndex(env, lang)
  if (stored) return stored
  const key = searchIndexKey(env, lang)
  let pending = building.get(key)
  if (!pending) {
    pending = searchContent(env, lang, bundle)
      .then((content) => writeSearchIndex(env, lang, builtIndex(content, bundle.version)))
      .finally(() => building.delete(key))
    building.set(key, pending)
    // The build outlives the request that started it: the others wait on it.
    ctx.waitUntil(pending.catch((error: unknown) => log.error('search.index.build_failed', { key, error })))
  }
  return pending
}
