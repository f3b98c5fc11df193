import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { emptyState } from './setup/fresh-state.ts'

/** The edge cache as the worker reads it (src/content/bundle/store.ts keeps it per module instance). */
const edge = () => (caches as unknown as { default: Cache }).default

/**
 * Test files share a worker's workerd (vitest.config.ts); each starts with emptyState() (setup/fresh-file.ts),
 * so nothing one file stores reaches the next.
 */
describe('a test file starts from an empty runtime, whatever the file before it stored', () => {
  it('its databases have no tables, its KV no keys and its edge cache no entries', async () => {
    await env.DB.exec('CREATE TABLE left_behind (id INTEGER PRIMARY KEY AUTOINCREMENT, x TEXT)')
    await env.DB.prepare('INSERT INTO left_behind (x) VALUES (?)').bind('row').run()
    await env.MIGRATIONS_DB.exec('CREATE TABLE left_behind (x TEXT)')
    for (let i = 0; i < 1200; i++) await env.KV.put(`left-behind:${i}`, 'x')
    await edge().put('https://example.com/left-behind', new Response('cached', { headers: { 'Cache-Control': 'max-age=600' } }))
    expect(await edge().match('https://example.com/left-behind')).toBeDefined()

    await emptyState()

    const tables = (db: D1Database) => db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'sqlite_%'`).all().then((r) => r.results)
    expect(await tables(env.DB)).toEqual([])
    // An AUTOINCREMENT counter starts again too (SQLite's own table of them stays, empty).
    expect((await env.DB.prepare('SELECT * FROM sqlite_sequence').all()).results).toEqual([])
    expect(await tables(env.MIGRATIONS_DB)).toEqual([])
    // More keys than one list() page holds.
    expect((await env.KV.list()).keys).toEqual([])
    expect(await edge().match('https://example.com/left-behind')).toBeUndefined()
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
  })
})
