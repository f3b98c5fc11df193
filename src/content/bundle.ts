/**
 * The start-up bundle of spec §7 in KV: one key per language (and source), read with one KV get. A missing
 * bundle is built once per isolate however many requests ask at the same moment; the cron trigger and
 * POST /__ops/purge rebuild it, and a failed build never replaces a good bundle.
 */
import * as v from 'valibot'
import { LANGS, type Lang } from '../routing/locale.ts'
import type { EndpointName, Item } from './endpoints.ts'
import { Bundle } from './model/bundle.ts'
import { listQuery, type ListQuery } from './query.ts'
import { latestHistory } from './sources/d1-history.ts'
import { sourceFor, sourceKind } from './sources/select.ts'
import type { ContentSource } from './sources/source.ts'

/** KV edge-caches a read this long: pages see a rebuilt bundle within about a minute everywhere. */
export const BUNDLE_CACHE_TTL = 60

/** The D1 and CMS bundles have their own keys, so setting or clearing UPSTREAM_API takes effect at once. */
export function bundleKey(env: Env, lang: Lang): string {
  return `bundle:v1:${sourceKind(env)}:${lang}`
}

/** Short, unique per rebuild, and sortable by time. */
export function newVersion(): string {
  const random = crypto.getRandomValues(new Uint8Array(4))
  return `${Date.now().toString(36)}-${Array.from(random, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** History entries in the bundle: the company popover of the header shows the newest 5 (spec §9). */
export const BUNDLE_HISTORY_ENTRIES = 5

/**
 * What spec §7 says the server loads at start-up, with its page sizes, plus the newest 8 news and, from
 * `db` (the CMS has no history endpoint), the newest history entries.
 */
export async function buildBundle(source: ContentSource, lang: Lang, version: string, db?: D1Database): Promise<Bundle> {
  const all = <N extends EndpointName>(name: N, query: Partial<ListQuery<N>>): Promise<Item<N>[]> =>
    source.list(name, listQuery(name, query), lang).then((page) => page.records)
  const [configs, productCategories, products, exampleCategories, solutionCategories, solutions, newsCategories, latestNews, history] = await Promise.all([
    all('configs', { pageNo: 1, pageSize: 1000 }),
    all('productCategories', { pageSize: 10000 }),
    all('products', { pageSize: 10000, sort: '+sort' }),
    all('exampleCategories', { pageSize: 100 }),
    all('solutionCategories', { pageSize: 10000 }),
    all('solutions', { pageSize: 10000 }),
    all('newsCategories', { pageSize: 100 }),
    all('news', { pageNo: 1, pageSize: 8, sort: '-createTime' }),
    db ? latestHistory(db, lang, BUNDLE_HISTORY_ENTRIES) : [],
  ])
  return {
    version,
    lang,
    builtAt: new Date().toISOString(),
    configs,
    productCategories,
    products,
    exampleCategories,
    solutionCategories,
    solutions,
    newsCategories,
    latestNews,
    history,
  }
}

/** The stored bundle, or null when it is missing, unreadable or of an older shape. */
export async function readBundle(env: Env, lang: Lang): Promise<Bundle | null> {
  try {
    const stored = await env.KV.get(bundleKey(env, lang), { type: 'json', cacheTtl: BUNDLE_CACHE_TTL })
    const result = v.safeParse(Bundle, stored)
    return result.success ? result.output : null
  } catch (error) {
    console.error('bundle: KV read failed', error)
    return null
  }
}

function writeBundle(env: Env, bundle: Bundle): Promise<void> {
  return env.KV.put(bundleKey(env, bundle.lang), JSON.stringify(bundle))
}

/** What the content layer needs of a request's execution context (Hono's and workerd's types both fit). */
export interface WaitUntil {
  waitUntil(promise: Promise<unknown>): void
}

/** Builds in progress in this isolate, by KV key: concurrent requests for a missing bundle share one. */
const building = new Map<string, Promise<Bundle>>()

/** Bundles a request has asked for, so that the page cache and the page read KV once between them. */
const perRequest = new WeakMap<WaitUntil, Map<string, Promise<Bundle>>>()

/** The bundle of `lang`: from KV, or built once and written back when it is missing. */
export function getBundle(env: Env, lang: Lang, ctx: WaitUntil): Promise<Bundle> {
  const key = bundleKey(env, lang)
  let asked = perRequest.get(ctx)
  if (!asked) perRequest.set(ctx, (asked = new Map()))
  let bundle = asked.get(key)
  if (!bundle) {
    bundle = loadBundle(env, lang, key, ctx)
    asked.set(key, bundle)
    // A failure is not remembered: the next ask in this request tries again.
    bundle.catch(() => asked.delete(key))
  }
  return bundle
}

async function loadBundle(env: Env, lang: Lang, key: string, ctx: WaitUntil): Promise<Bundle> {
  const stored = await readBundle(env, lang)
  if (stored) return stored
  let pending = building.get(key)
  if (!pending) {
    pending = buildBundle(sourceFor(env), lang, newVersion(), env.DB)
      .then((bundle) => {
        ctx.waitUntil(writeBundle(env, bundle).catch((error) => console.error('bundle: KV write failed', error)))
        return bundle
      })
      .finally(() => building.delete(key))
    building.set(key, pending)
    // The build outlives this request if the visitor goes away; the other waiting requests still get it.
    ctx.waitUntil(pending.catch(() => {}))
  }
  return pending
}

/** The content of a bundle as text with sorted keys, without what changes on every build. */
function contentOf(bundle: Bundle): string {
  const { version: _version, builtAt: _builtAt, ...content } = bundle
  return JSON.stringify(content, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))) : value,
  )
}

export type RebuildResult = { lang: Lang; ok: true; version: string; changed: boolean } | { lang: Lang; ok: false; error: string }

/**
 * Rebuilds the bundle of both languages. A language whose build fails keeps its old bundle. Unless `force`,
 * a bundle with unchanged content keeps its version, so the cron does not empty the page cache every
 * 10 minutes; a forced rebuild (purge) always gets the new version.
 */
export async function rebuildBundles(env: Env, { force = false } = {}): Promise<{ version: string; results: RebuildResult[] }> {
  const version = newVersion()
  const source = sourceFor(env)
  const results = await Promise.all(
    LANGS.map(async (lang): Promise<RebuildResult> => {
      try {
        const fresh = await buildBundle(source, lang, version, env.DB)
        const old = force ? null : await readBundle(env, lang)
        if (old && contentOf(old) === contentOf(fresh)) return { lang, ok: true, version: old.version, changed: false }
        await writeBundle(env, fresh)
        return { lang, ok: true, version, changed: true }
      } catch (error) {
        console.error(`bundle: rebuild of ${lang} failed; the old bundle stays`, error)
        return { lang, ok: false, error: error instanceof Error ? error.message : String(error) }
      }
    }),
  )
  return { version, results }
}
