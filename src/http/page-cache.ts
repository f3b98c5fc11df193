/**
 * The page cache: rendered pages (the 404 page once per language), /sitemap.xml and the news feeds in the
 * edge cache (`caches.default`). robots.txt is not kept: it is made from the site's origin alone, at no cost.
 *
 * - The key is the page URL with only the query parameters its route reads (routing/routes.ts `pageUrl`),
 *   plus the bundle version of its language, the deployed version and SITE_URL: new content, a purge or a
 *   deploy make every page miss; a random query parameter does not.
 * - Concurrent misses of one key in an isolate share one render: the request that renders streams it to its
 *   visitor, the others get its finished bytes (SharedResponse; a request never touches another's streams).
 * - A complete page is current for PAGE_FRESH_FOR; one whose data failed or came late only for
 *   INCOMPLETE_FRESH_FOR. Pages are kept for a day past that: a stale copy is what visitors get while the
 *   content source is down, rather than an error or an empty section.
 * - A page React revealed partly out of order carries inline scripts under its render's nonce; a hit gets
 *   the nonce of its own response written in.
 * - A page is kept with tags naming what it shows (its URL, the records and lists its content calls read:
 *   src/content/page-tags.ts) and when its render began. A purge of one thing marks its tags (purge-marks.ts), and
 *   a kept page rendered before the mark is no longer current, in every location and in every isolate's memory.
 */
import type { Context } from 'hono'
import { edgeCache } from '../content/bundle/store.ts'
import type { AppEnv } from '../env.ts'
import { isOperatorRequest } from '../ops/operator-request.ts'
import { inThisRequest } from './in-this-request.ts'
import { renewNonce } from './renew-nonce.ts'
import { SharedResponse } from './shared-response.ts'
import { within } from './within.ts'
import { RecentlyUsed } from '../ui/render/recently-used.ts'
import { log } from '../log/logger.ts'
import { urlTag } from '../content/page-tags.ts'
import { purgedSince, purgeMarks } from './purge-marks.ts'

/** How long a complete rendered page is served from the edge cache (while its bundle version stays). */
export const PAGE_FRESH_FOR = 600
/** A page whose data failed or came late is served from the cache only this long, so it is soon rendered whole. */
export const INCOMPLETE_FRESH_FOR = 15
/** How long the edge cache keeps a page at all: past its freshness it serves only when nothing better can be had. */
export const PAGE_KEPT_FOR = 86_400

/** What the cache stores beside a page, and takes off again on a hit. */
const STORED_AT = 'X-Page-Stored-At'
const FRESH_FOR = 'X-Page-Fresh-For'
const ORIGINAL_CACHE_CONTROL = 'X-Page-Cache-Control'
const NONCE = 'X-Page-Nonce'
const TAGS = 'X-Page-Tags'
const RENDERED_AT = 'X-Page-Rendered-At'
/** Those, as Headers name them (lower case). */
const INTERNAL = new Set([STORED_AT, FRESH_FOR, ORIGINAL_CACHE_CONTROL, NONCE, TAGS, RENDERED_AT].map((name) => name.toLowerCase()))

export interface PageKeyParts {
  bundleVersion: string
  deployment: string
  siteUrl: string
}

/** The cache key of a page URL (already reduced to what its route reads) and what else decides its HTML. */
export function pageCacheKey(url: URL, { bundleVersion, deployment, siteUrl }: PageKeyParts): Request {
  const key = new URL(url)
  key.searchParams.set('__v', `${bundleVersion}.${deployment}`)
  if (siteUrl) key.searchParams.set('__site', siteUrl)
  return new Request(key, { method: 'GET' })
}

/** The key parts of a request's deployment, for a bundle version. */
export function keyParts(c: Context<AppEnv>, bundleVersion: string): PageKeyParts {
  return { bundleVersion, deployment: c.env.CF_VERSION_METADATA?.id ?? '', siteUrl: c.env.SITE_URL }
}

/**
 * Only GET and HEAD pass through the cache (a page rendered for a form post is that visitor's alone). Off in
 * Vite's development mode (the dev server), where code changes must show at once.
 */
const enabled = (c: Context<AppEnv>) => import.meta.env.MODE !== 'development' && (c.req.method === 'GET' || c.req.method === 'HEAD')

/**
 * The cached page under `key` for this request: null when there is none or it is no longer current (unless
 * `stale` is allowed: what serves when nothing better can be had), and for an operator's request, which
 * renders afresh (see servePage).
 */
export async function cachedPage(c: Context<AppEnv>, key: Request, { stale = false } = {}): Promise<Response | null> {
  if (!enabled(c) || (!stale && isOperatorRequest(c))) return null
  const stored = hotPages.peek(key.url) ?? (await fromEdge(key))
  if (!stored) return null
  const current = (Date.now() - stored.storedAt) / 1000 <= stored.freshFor && !purgedSince(await purgeMarks(c.env.DB, c.executionCtx), stored.tags, stored.renderedAt)
  if (!current && !stale) return null
  const res = new Response(stored.body, { status: stored.status, headers: [...stored.served, ['X-Page-Cache', current ? 'hit' : 'stale']] })
  return stored.nonce ? renewNonce(res, stored.nonce, c.get('nonce')) : res
}

/**
 * A page as the cache keeps it: its bytes (shared by the requests it serves: never a stream), the headers it is
 * served with (read once from those stored beside it), and what they said of it.
 */
interface StoredPage {
  body: ArrayBuffer | null
  status: number
  served: [string, string][]
  storedAt: number
  freshFor: number
  /** The nonce of the render's inline scripts, when it has any. */
  nonce: string | null
  /** What the page shows (src/content/page-tags.ts), and when its render began: a purge since makes it old. */
  tags: string[]
  renderedAt: number
}

/** A page from the headers and bytes the edge cache holds. */
function storedPage(body: ArrayBuffer | null, status: number, headers: Headers): StoredPage {
  const served: [string, string][] = []
  for (const [name, value] of headers) if (name !== 'cache-control' && !INTERNAL.has(name)) served.push([name, value])
  served.push(['cache-control', headers.get(ORIGINAL_CACHE_CONTROL) ?? 'no-cache'])
  return {
    body,
    status,
    served,
    storedAt: Number(headers.get(STORED_AT) ?? 0),
    freshFor: Number(headers.get(FRESH_FOR) ?? 0),
    nonce: headers.get(NONCE),
    tags: headers.get(TAGS)?.split(' ') ?? [],
    renderedAt: Number(headers.get(RENDERED_AT) ?? 0),
  }
}

/**
 * The pages this isolate kept or found in the edge cache lately, as bytes: a hit needs no trip to the edge cache
 * (a subrequest on Cloudflare; locally, the simulator's SQLite). Keyed as the edge cache is, so a purge or a deploy
 * misses them too. An operator's refresh of one page replaces it here and in the edge cache; other isolates keep
 * their copy while it is current (PAGE_FRESH_FOR at most), as the visitors' browsers may.
 */
const hotPages = new RecentlyUsed<StoredPage>({
  entries: 500,
  // Outside the JavaScript heap (ArrayBuffers), but within the isolate's 128 MB: a hundred pages or so.
  bytes: 8 * 1024 * 1024,
  bytesOf: (page) => (page.body?.byteLength ?? 0) + 1024,
})

/** Forgets the hot pages, as a new isolate has none (for tests). */
export function forgetHotPages(): void {
  hotPages.clear()
}

/** The page under `key` in the edge cache, read whole and kept among the hot pages. */
async function fromEdge(key: Request): Promise<StoredPage | null> {
  const hit = await edgeCache().match(key)
  if (!hit) return null
  const page = storedPage(hit.body ? await hit.arrayBuffer() : null, hit.status, hit.headers)
  hotPages.set(key.url, page)
  return page
}

export interface Produced {
  response: Response
  /** Where to keep the response; without it, it is not kept. */
  store?: {
    key: Request
    /** Seconds it is current, asked once its body has ended (0: do not keep it). */
    freshFor: () => number
    /**
     * The response's nonce when React streamed it and may have revealed parts out of order (streamedInParts);
     * whether it did is read from the page. A page rendered as one string has none: decoding every page to look
     * cost a twentieth of an uncached render.
     */
    nonce?: string
    /** What the page shows besides its URL (src/content/page-tags.ts), asked once its body has ended. */
    tags?: () => readonly string[]
  }
}

/**
 * How long a request waits for the render another request is making of the same page before it makes its
 * own. Renders are bounded by their own budgets (PAGE_BUDGET_MS, RENDER_BUDGET_MS); this only keeps a
 * visitor from waiting on a render whose request was cancelled before it could finish.
 */
export const SHARED_WAIT_MS = 30_000

/** Renders in progress in this isolate, by key URL: concurrent misses of one page share one render. */
const inFlight = new Map<string, Promise<SharedResponse>>()

/** This request's copy of a render another request is making: null if it failed or takes too long. */
async function shareOf(c: Context<AppEnv>, running: Promise<SharedResponse>): Promise<Response | null> {
  // The copy is made in this request (see inThisRequest): the render's promise settles in the other.
  const copy = inThisRequest(running).then((shared) => shared.copy({ 'X-Page-Cache': 'shared' }, c.get('nonce')))
  try {
    return await within(copy, SHARED_WAIT_MS)
  } catch {
    return null
  } finally {
    copy.catch(() => {})
  }
}

/**
 * The page under `key` from the cache if current; else a copy of the render another request is making of
 * it in this isolate; else `produce`'s, streamed to the visitor while it is kept for the next ones. (A
 * request whose shared render failed produces its own.) An operator's request (see isOperatorRequest) renders
 * afresh and replaces what the cache holds: how an operator refreshes one page, and how `npm run bench`
 * measures renders.
 */
export async function servePage(c: Context<AppEnv>, key: Request, produce: () => Promise<Produced>): Promise<Response> {
  if (!enabled(c)) return (await produce()).response
  const hit = await cachedPage(c, key)
  if (hit) return hit
  const operator = isOperatorRequest(c)
  const running = operator ? undefined : inFlight.get(key.url)
  if (running) {
    const copy = await shareOf(c, running)
    if (copy) return copy
  }
  const render = produce().then((produced) => {
    const shared = new SharedResponse(produced.response, c.get('nonce'))
    c.executionCtx.waitUntil(keep(shared, produced.store, c.get('requestTime')).finally(() => inFlight.get(key.url) === render && inFlight.delete(key.url)))
    return shared
  })
  // Later requests share this render (also in place of one that failed them or took too long).
  if (!operator && inFlight.get(key.url) === running) inFlight.set(key.url, render)
  render.catch(() => inFlight.get(key.url) === render && inFlight.delete(key.url))
  // The render serves other requests too: it goes on if this one's visitor leaves.
  c.executionCtx.waitUntil(render.then((shared) => shared.done).catch(() => {}))
  const shared = await render
  // What the producer found in the cache (the page under its canonical URL, a stale copy) says so itself.
  return shared.take({ 'X-Page-Cache': shared.headers.get('X-Page-Cache') ?? 'miss' })
}

/** Answers with a produced response, keeping it in the cache as it says once its body has ended. */
export async function respond(c: Context<AppEnv>, produced: Produced): Promise<Response> {
  if (!produced.store || !enabled(c)) return produced.response
  const shared = new SharedResponse(produced.response)
  c.executionCtx.waitUntil(keep(shared, produced.store, c.get('requestTime')))
  return shared.take({ 'X-Page-Cache': 'miss' })
}

/** A strong entity tag of a page's bytes: 128 bits of their SHA-256. */
async function entityTag(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body))
  return `"${Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('')}"`
}

/**
 * Keeps a page that rendered without error, once its body has ended, for as long as it is current. `renderedAt`
 * is when its request began, before it read anything: a purge from then on finds it old.
 */
async function keep(shared: SharedResponse, store: Produced['store'], renderedAt: number): Promise<void> {
  if (!store) return
  try {
    const body = await shared.done
    // A page with React's inline scripts was revealed out of order: current only briefly, its nonce renewed on hits.
    const { nonce } = store
    const late = nonce !== undefined && body !== null && new TextDecoder().decode(body).includes(` nonce="${nonce}"`)
    if (late) log.warn('page_cache.rendered_late', { keptSeconds: INCOMPLETE_FRESH_FOR })
    const freshFor = late ? Math.min(store.freshFor(), INCOMPLETE_FRESH_FOR) : store.freshFor()
    if (freshFor <= 0 || shared.headers.has('Set-Cookie')) return
    const stored = new Response(body, { status: shared.status, headers: shared.headers })
    stored.headers.set(ORIGINAL_CACHE_CONTROL, shared.headers.get('Cache-Control') ?? 'no-cache')
    stored.headers.set('Cache-Control', `public, max-age=${PAGE_KEPT_FOR}`)
    stored.headers.set(STORED_AT, String(Date.now()))
    stored.headers.set(FRESH_FOR, String(freshFor))
    stored.headers.set(TAGS, [urlTag(new URL(store.key.url).pathname), ...(store.tags?.() ?? [])].join(' '))
    stored.headers.set(RENDERED_AT, String(renderedAt))
    if (late) stored.headers.set(NONCE, nonce)
    // A validator for the browser's revalidation (not-modified.ts); a page whose nonce is renewed on hits differs
    // on every answer and has none.
    else if (body !== null && shared.status === 200) stored.headers.set('ETag', await entityTag(body))
    stored.headers.delete('X-Page-Cache')
    hotPages.set(store.key.url, storedPage(body, stored.status, stored.headers))
    await edgeCache().put(store.key, stored)
  } catch (error) {
    log.error('page_cache.not_kept', { error })
  }
}
