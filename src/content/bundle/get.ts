/**
 * The bundle a request renders from. Normally one KV read (parsed once per isolate and version). When KV
 * has none, it is built from the source, once per isolate however many requests ask; while that build is
 * slow, failing or recently failed, requests get the last good bundle instead of waiting on a dead source.
 */
import { log } from '../../log/logger.ts'
import type { Lang } from '../../routing/locale.ts'
import type { Bundle } from '../model/bundle.ts'
import { sourceFor } from '../sources/select.ts'
import { buildBundle, newVersion } from './build.ts'
import { backUpBundle, bundleKey, lastGoodBundle, readBundle, writeBundle } from './store.ts'

/** What the content layer needs of a request's execution context (Hono's and workerd's types both fit). */
export interface WaitUntil {
  waitUntil(promise: Promise<unknown>): void
}

/** How long a request waits for a build before it takes the last good bundle, if there is one. */
export const BUILD_BUDGET_MS = 1500
/** After a failed build, requests do not start another for this long (the cron retries as well). */
export const BUILD_RETRY_AFTER_MS = 30_000

/** Builds in progress in this isolate, by KV key: concurrent requests for a missing bundle share one. */
const building = new Map<string, Promise<Bundle>>()
/** The last failed build per key: a short memory, so a dead source is not asked again by every request. */
const failures = new Map<string, { at: number; error: unknown }>()
/** Versions already copied to the edge cache as the backup, per key. */
const backedUp = new Map<string, string>()

/** Bundles a request has asked for, so that its parts read KV once between them. */
const perRequest = new WeakMap<WaitUntil, Map<string, Promise<Bundle>>>()

/** The bundle of `lang`: from KV, else built (and written back), else the last good one. */
export function getBundle(env: Env, lang: Lang, ctx: WaitUntil): Promise<Bundle> {
  const key = bundleKey(env, lang)
  let asked = perRequest.get(ctx)
  if (!asked) perRequest.set(ctx, (asked = new Map()))
  let bundle = asked.get(key)
  if (!bundle) {
    bundle = loadBundle(env, lang, key, ctx)
    asked.set(key, bundle)
  }
  return bundle
}

async function loadBundle(env: Env, lang: Lang, key: string, ctx: WaitUntil): Promise<Bundle> {
  const stored = await readBundle(env, lang)
  if (stored) {
    if (backedUp.get(key) !== stored.version) {
      backedUp.set(key, stored.version)
      ctx.waitUntil(backUpBundle(env, stored).catch((error) => log.error('bundle.backup_failed', { key, error })))
    }
    return stored
  }
  return buildOrFallBack(env, lang, key, ctx)
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

async function buildOrFallBack(env: Env, lang: Lang, key: string, ctx: WaitUntil): Promise<Bundle> {
  const failed = failures.get(key)
  if (failed && Date.now() - failed.at < BUILD_RETRY_AFTER_MS) {
    const lastGood = await lastGoodBundle(env, lang)
    if (lastGood) return lastGood
    throw failed.error
  }
  const build = startBuild(env, lang, key, ctx)
  const inTime = await Promise.race([build.then((bundle) => ({ bundle }), () => null), delay(BUILD_BUDGET_MS).then(() => null)])
  if (inTime) return inTime.bundle
  const lastGood = await lastGoodBundle(env, lang)
  if (lastGood) {
    log.warn('bundle.serving_last_good', { key, version: lastGood.version })
    return lastGood
  }
  return build
}

/** The one build of `key` in this isolate; it outlives the request that started it. */
function startBuild(env: Env, lang: Lang, key: string, ctx: WaitUntil): Promise<Bundle> {
  let pending = building.get(key)
  if (!pending) {
    pending = buildBundle(sourceFor(env), lang, newVersion(), env.DB)
      .then((bundle) => {
        failures.delete(key)
        ctx.waitUntil(writeBundle(env, bundle).catch((error) => log.error('bundle.kv_write_failed', { key, error })))
        return bundle
      })
      .catch((error: unknown) => {
        failures.set(key, { at: Date.now(), error })
        log.error('bundle.build_failed', { key, error })
        throw error
      })
      .finally(() => building.delete(key))
    building.set(key, pending)
    ctx.waitUntil(pending.catch(() => {}))
  }
  return pending
}

/** Forgets failed builds (the cron and purge just built afresh, or a test starts over). */
export function forgetBuildFailures(): void {
  failures.clear()
}
