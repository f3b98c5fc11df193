import { env } from 'cloudflare:workers'

/**
 * What a new workerd has and a test file may change: its databases, its KV and its edge cache. Test files share
 * a worker's workerd (vitest.config.ts), so each starts by emptying them (fresh-file.ts).
 */

const TABLES = `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'`

/**
 * Drops every table of `db` (D1's own bookkeeping aside): virtual tables first, newest first (an FTS5 table drops
 * its own shadow tables, which cannot go before it), then the rest.
 */
export async function emptyDatabase(db: D1Database): Promise<void> {
  const drop = (names: { name: string }[]) => (names.length ? db.batch(names.map(({ name }) => db.prepare(`DROP TABLE "${name}"`))) : Promise.resolve([]))
  const { results: virtual } = await db.prepare(`${TABLES} AND sql LIKE 'CREATE VIRTUAL TABLE%' ORDER BY rowid DESC`).all<{ name: string }>()
  await drop(virtual)
  await drop((await db.prepare(TABLES).all<{ name: string }>()).results)
}

/** Deletes every key of `kv`. */
export async function emptyKv(kv: KVNamespace): Promise<void> {
  let cursor: string | undefined
  do {
    const page = await kv.list({ cursor })
    await Promise.all(page.keys.map(({ name }) => kv.delete(name)))
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
}

/** The runtime's own `caches`, kept across files (each file replaces the global). */
const REAL_CACHES = Symbol.for('tests.realCaches')

/**
 * Makes `caches.default` a new, empty cache, for the tests and the worker they call (one global): the Cache
 * API cannot list what an earlier file left, to delete it. Other named caches are the runtime's.
 */
export async function freshDefaultCache(): Promise<void> {
  const store = globalThis as unknown as Record<symbol, CacheStorage | undefined>
  const real = (store[REAL_CACHES] ??= globalThis.caches)
  const fresh = await real.open(`test-file-${crypto.randomUUID()}`)
  const storage = { default: fresh, open: (name: string) => real.open(name), delete: (name: string) => real.delete(name), has: (name: string) => real.has(name) }
  Object.defineProperty(globalThis, 'caches', { configurable: true, value: storage })
}

/** Empties both databases, KV and the edge cache. */
export async function emptyState(): Promise<void> {
  await Promise.all([emptyDatabase(env.DB), emptyDatabase(env.MIGRATIONS_DB), emptyKv(env.KV), freshDefaultCache()])
}
