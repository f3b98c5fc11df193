/**
 * A catalogue of over 2,000 products (issue 50): the demo content 112 times over (2,016 products, 1,232
 * solutions, 2,912 articles). A product page, a search, the sitemap and a purge answer as they do with the demo,
 * and no value in KV grows past 5 MB (KV takes 25 MiB; nothing the site keeps there may grow with the catalogue).
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { content } from '../../src/content/index.ts'
import { searchSite, type SearchHit } from '../../src/search/index.ts'
import { RANKED_HITS } from '../../src/search/query.ts'
import { SITEMAP_PART } from '../../src/seo/sitemap.ts'
import { SELECTION_WINDOW } from '../../src/ui/selection/selection-window.ts'
import { withoutWordMarks } from './fixtures/word-marks.ts'
import { seedContentTimes } from './setup/seed-content.ts'

const TIMES = 112
const MAX_KV_VALUE = 5 * 1024 * 1024

beforeAll(() => seedContentTimes(TIMES), 120_000)

const asOperator = { Authorization: 'Bearer test-ops-token' }

async function get(path: string) {
  const res = await exports.default.fetch(new Request(`http://site.test${path}`))
  return { status: res.status, body: withoutWordMarks(await res.text()) }
}

describe(`with ${TIMES} times the demo content`, () => {
  it('the catalogue holds over 2,000 products', async () => {
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM products WHERE lang = 'en'").first<number>('n')).toBeGreaterThanOrEqual(2000)
  })

  it('a purge answers with the new version of both bundles and both search indexes', async () => {
    const res = await exports.default.fetch(new Request('http://site.test/__ops/purge', { method: 'POST', headers: asOperator }))
    expect(res.status).toBe(200)
    const { result } = await res.json<{ result: { version: string } }>()
    expect(result.version).toMatch(/^[0-9a-z]+-[0-9a-f]{8}$/)
  })

  it('a product far down its category is its own page, in the window that holds it', async () => {
    const { status, body } = await get(`/en/productCategory/Venturi_valve/?id=VV-S100-${TIMES}`)
    expect(status).toBe(200)
    expect(body).toContain(`<link rel="canonical" href="http://site.test/en/productCategory/Venturi_valve/?id=VV-S100-${TIMES}"/>`)
    const cards = [...body.matchAll(/<a class="selection-card" href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))
    expect(cards).toContain(`/en/productCategory/Venturi_valve/?id=VV-S100-${TIMES}`)
    expect(cards.length).toBeLessThanOrEqual(SELECTION_WINDOW)
    // The demo's 4 Venturi valves, 112 times.
    expect(body).toMatch(new RegExp(`\\d+–\\d+ of ${4 * TIMES}<`))
    expect(body).toMatch(/rel="prev">Previous page</)
  })

  it('a search finds a copy by its code, first, and counts every valve', async () => {
    const code = await get(`/en/search?q=vv-s100-${TIMES}`)
    expect(code.status).toBe(200)
    expect(code.body).toMatch(new RegExp(`<a[^>]*href="/en/productCategory/Venturi_valve/\\?id=VV-S100-${TIMES}"`))
    const valve = await get('/en/search?q=valve')
    expect(valve.status).toBe(200)
    const total = Number(valve.body.match(/([\d,]+) results?/)?.[1]?.replaceAll(',', ''))
    expect(total).toBeGreaterThan(2000)
    // Written as people read it, grouped in thousands (src/ui/text/numbers.ts).
    expect(valve.body).toMatch(/\b\d{1,3},\d{3} results/)
  })

  for (const order of ['grouped', 'ranked'] as const) {
    it(`"valve" (${order}): past the ${RANKED_HITS} ranked hits of a list the rest follow in the order written, each hit on exactly one page`, async () => {
      const ctx = createExecutionContext()
      const bundle = await content(env, ctx).bundle('en')
      const numbers = new Map(
        (await env.DB.prepare("SELECT url, n FROM searchDocuments WHERE scope = 'd1:en'").all<{ url: string; n: number }>()).results.map((row) => [row.url, row.n]),
      )
      const pages: SearchHit[][] = []
      let total = 0
      for (let offset = 0; offset === 0 || offset < total; offset += 50) {
        const page = await searchSite(env, 'en', bundle, ctx, 'valve', { order, offset, limit: 50 })
        total = page.total
        pages.push(page.hits)
      }
      await waitOnExecutionContext(ctx)
      // A page's sections share its URL (the About page's history): a hit is its URL, title and text.
      const hits = pages.flat().map((hit) => JSON.stringify([hit.url, hit.title.text, hit.excerpt.text]))
      expect(total).toBeGreaterThan(2000)
      expect(hits).toHaveLength(total)
      expect(new Set(hits).size).toBe(total)
      // The products come first either way; their hits after the ranked ones are in the order written.
      const products = pages.flat().filter((hit) => hit.kind === 'products').map((hit) => numbers.get(hit.url)!)
      expect(products.length).toBeGreaterThan(RANKED_HITS)
      const [ranked, after] = [products.slice(0, RANKED_HITS), products.slice(RANKED_HITS)]
      expect(after).toEqual([...after].sort((a, b) => a - b))
      expect(Math.min(...after)).toBeGreaterThan(Math.max(...ranked))
      // The ranked ones are by score, not in the order written.
      expect(ranked).not.toEqual([...ranked].sort((a, b) => a - b))
    })
  }

  it(`the sitemap is an index of files of at most ${SITEMAP_PART} pages, which list every page once, every product in both languages`, async () => {
    const index = await get('/sitemap.xml')
    expect(index.status).toBe(200)
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const files = [...index.body.matchAll(/<loc>http:\/\/site\.test(\/sitemap-[a-z0-9-]+\.xml)<\/loc>/g)].map((m) => m[1]!)
    expect(files).toEqual(['/sitemap-pages.xml', '/sitemap-products-1.xml', '/sitemap-solutions-1.xml', '/sitemap-news-1.xml'])
    const locs: string[] = []
    for (const file of files) {
      const { status, body } = await get(file)
      expect(status, file).toBe(200)
      const listed = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
      expect(listed.length, file).toBeLessThanOrEqual(2 * SITEMAP_PART)
      locs.push(...listed)
    }
    expect(new Set(locs).size).toBe(locs.length)
    const count = (table: string) => env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE lang = 'zh-CN'`).first<number>('n')
    expect(locs.filter((loc) => /\/productCategory\/[^?]*\?id=/.test(loc))).toHaveLength(2 * (await count('products'))!)
    expect(locs.filter((loc) => loc.includes('/newDetail/'))).toHaveLength(2 * (await count('news'))!)
    expect(locs).toContain('http://site.test/en/productCategory/Venturi_valve/')
    expect((await get('/sitemap-products-2.xml')).status).toBe(404)
  })

  it('no value in KV passes 5 MB', async () => {
    const { keys } = await env.KV.list()
    expect(keys.length).toBeGreaterThan(0)
    for (const { name } of keys) {
      const value = await env.KV.get(name, 'arrayBuffer')
      expect(value?.byteLength ?? 0, name).toBeLessThan(MAX_KV_VALUE)
    }
  })
})
