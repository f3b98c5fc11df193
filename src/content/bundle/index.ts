/**
 * The start-up bundle of spec §7 in KV: one key per language (and source), read with one KV get (then kept by
 * the isolate for `BUNDLE_RECHECK_MS`). The cron trigger and POST /__ops/purge rebuild it; a failed build never
 * replaces a good bundle.
 */
export { BUNDLE_HISTORY_ENTRIES, buildBundle, newVersion, rebuildBundles, type RebuildResult } from './build.ts'
export { BUILD_BUDGET_MS, BUILD_RETRY_AFTER_MS, forgetBuildFailures, getBundle, type WaitUntil } from './get.ts'
export { BUNDLE_CACHE_TTL, BUNDLE_RECHECK_MS, bundleKey, forgetRecentBundles, lastGoodBundle, readBundle } from './store.ts'
