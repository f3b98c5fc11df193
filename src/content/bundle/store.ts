/**
 * Where the start-up bundle is kept: one KV key per language and source, and a backup copy of the last good
 * bundle in the edge cache, for the rare moment KV has none and the source is down. Reading parses and
 * validates a bundle once per isolate and version, not once per request.
 */
import * as v from 'valibot'
import { log } from '../../log/logger.ts'
import type { Lang } from '../../routing/locale.ts'
import { Bundle } from '../model/bundle.ts'
import { sourceKind } from '../sources/select.ts'
import { storedTextId } from './stored-text.ts'

/** KV edge-caches a read this long: pages see a rebuilt bundle within about a minute everywhere. */
export const BUNDLE_CACHE_TTL = 60

/** How long the edge cache keeps the backup copy of the last good bundle. */
const BACKUP_TTL = 7 * 24 * 3600

/** The D1 and CMS bundles have their own keys, so setting or clearing UPSTREAM_API takes effect at once. */
export function bundleKey(env: Env, lang: Lang): string {
  return `bundle:v4:${sourceKind(env)}:${lang}`
}

/**
 * How long this isolate uses the bundle it last read or wrote before asking KV again. Reading the bundle (a few
 * hundred KB of text) on every request was a fifth of a cached page's cost; KV's own edge cache already lets a
 * new bundle take up to a minute to arrive, so a few seconds more change nothing for visitors.
 */
export const BUNDLE_RECHECK_MS = 5_000

/**
 * The last bundle parsed in this isolate per key: what tells the text it came from (a read of the same text is
 * not parsed again; the text itself is not kept) and when KV last confirmed it (`checkedAt`; -Infinity: ask KV
 * at the next read). It is also the last good bundle while KV has none.
 */
const known = new Map<string, { textId: string; bundle: Bundle; checkedAt: number }>()

/** Makes this isolate ask KV at its next read, as a new isolate would (tests that change KV behind its back). */
export function forgetRecentBundles(): void {
  for (const entry of known.values()) entry.checkedAt = Number.NEGATIVE_INFINITY
}

function parse(key: string, text: string): Bundle | null {
  const entry = known.get(key)
  const textId = storedTextId(text)
  if (entry?.textId === textId) return entry.bundle
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return null
  }
  const result = v.safeParse(Bundle, json)
  if (!result.success) return null
  known.set(key, { textId, bundle: result.output, checkedAt: Number.NEGATIVE_INFINITY })
  return result.output
}

/** The stored bundle, or null when it is missing, unreadable or of an older shape. */
export async function readBundle(env: Env, lang: Lang): Promise<Bundle | null> {
  const key = bundleKey(env, lang)
  const recent = known.get(key)
  if (recent && Date.now() - recent.checkedAt < BUNDLE_RECHECK_MS) return recent.bundle
  try {
    const text = await env.KV.get(key, { type: 'text', cacheTtl: BUNDLE_CACHE_TTL })
    const bundle = text === null ? null : parse(key, text)
    const entry = known.get(key)
    // Confirmed by KV when it gave this bundle; otherwise kept as the last good one and asked for again next time.
    if (entry) entry.checkedAt = bundle ? Date.now() : Number.NEGATIVE_INFINITY
    return bundle
  } catch (error) {
    log.error('bundle.kv_read_failed', { key, error })
    return null
  }
}

export async function writeBundle(env: Env, bundle: Bundle): Promise<void> {
  const key = bundleKey(env, bundle.lang)
  const text = JSON.stringify(bundle)
  await env.KV.put(key, text)
  known.set(key, { textId: storedTextId(text), bundle, checkedAt: Date.now() })
}

let defaultCache: Cache | undefined

/**
 * workerd's default cache; the DOM lib, also in scope for the islands, types `caches` without it. Taken once
 * per isolate: `caches.default` makes a new Cache object each time it is read (about 1.5% of an uncached
 * page), and one serves every request (each call works in the request that makes it).
 */
export const edgeCache = (): Cache => (defaultCache ??= (caches as unknown as { default: Cache }).default)

const backupRequest = (key: string) => new Request(`https://bundle-backup.internal/${encodeURIComponent(key)}`)

/** Keeps a copy of a good bundle in the edge cache (once per version and isolate). */
export async function backUpBundle(env: Env, bundle: Bundle): Promise<void> {
  const key = bundleKey(env, bundle.lang)
  const headers = { 'Content-Type': 'application/json', 'Cache-Control': `max-age=${BACKUP_TTL}` }
  await edgeCache().put(backupRequest(key), new Response(JSON.stringify(bundle), { headers }))
}

/**
 * The last good bundle this isolate has seen, else the backup copy in the edge cache, else null: what pages
 * render from while KV has no bundle and the source cannot build one.
 */
export async function lastGoodBundle(env: Env, lang: Lang): Promise<Bundle | null> {
  const key = bundleKey(env, lang)
  const entry = known.get(key)
  if (entry) return entry.bundle
  try {
    const backup = await edgeCache().match(backupRequest(key))
    return backup ? parse(key, await backup.text()) : null
  } catch (error) {
    log.error('bundle.backup_read_failed', { key, error })
    return null
  }
}
