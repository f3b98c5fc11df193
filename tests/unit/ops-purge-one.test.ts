import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { app } from '../../src/app.ts'
import { forgetHotPages } from '../../src/http/page-cache.ts'
import { forgetPurgeMarks, PURGE_MARKS_RECHECK_MS } from '../../src/http/purge-marks.ts'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)
afterEach(() => vi.restoreAllMocks())

/** One request through the app, returned once its waitUntil work (the cache write) has finished. */
async function settled(path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request(`http://site.test${path}`, { redirect: 'manual', ...init }), env, ctx)
  const body = await res.text()
  await waitOnExecutionContext(ctx)
  return { res, body }
}

const cacheOf = async (path: string) => (await settled(path)).res.headers.get('X-Page-Cache')

/** Renders each page and asks it again, so that all are kept. */
async function kept(paths: readonly string[]) {
  for (const path of paths) {
    await settled(path)
    expect(await cacheOf(path), path).toBe('hit')
  }
}

const purge = (body: unknown) =>
  settled('/__ops/purge', { method: 'POST', headers: { Authorization: 'Bearer test-ops-token', 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) })

interface PurgeAnswer {
  success: boolean
  message: string
  result?: { purged: { tags: string[]; everything: boolean } }
}

const S100 = '/productCategory/Venturi_valve/?id=VV-S100'
const H200 = '/productCategory/Venturi_valve/?id=VV-H200'
const SENSOR = '/productCategory/sensor/?id=SN-P100'
const ABOUT = '/AccessHcs'

describe('POST /__ops/purge with a product purges the pages that show it, in both languages, and no other', () => {
  it('its page and its category\'s pages render afresh with the change; other pages stay cached', async () => {
    const pages = [S100, `/en${S100}`, H200, SENSOR, `/en${SENSOR}`, ABOUT]
    await kept(pages)
    await env.DB.prepare("UPDATE products SET productDetails = '<p>Purged details of the S100</p>' WHERE productCode = 'VV-S100'").run()
    const { res, body } = await purge({ product: 'VV-S100' })
    expect(res.status).toBe(200)
    const answer = JSON.parse(body) as PurgeAnswer
    expect(answer.result?.purged.everything).toBe(false)
    expect(answer.result?.purged.tags).toEqual(expect.arrayContaining(['id:1790000000000030101', 'in:products:Venturi_valve', 'list:products', 'search']))
    const again = await settled(S100)
    expect(again.res.headers.get('X-Page-Cache')).toBe('miss')
    expect(again.body).toContain('Purged details of the S100')
    expect(await cacheOf(`/en${S100}`)).toBe('miss')
    // The category's other products show the S100 in their ring.
    expect(await cacheOf(H200)).toBe('miss')
    for (const other of [SENSOR, `/en${SENSOR}`, ABOUT]) expect(await cacheOf(other), other).toBe('hit')
    // Rendered afresh, the purged pages are kept again.
    expect(await cacheOf(S100)).toBe('hit')
  })
  it('a change of a name in the header\'s menus changes the bundle: every page renders afresh', async () => {
    await kept([SENSOR, ABOUT])
    await env.DB.prepare("UPDATE products SET productName = 'Venturi valve S100 (renamed)' WHERE productCode = 'VV-S100' AND lang = 'en'").run()
    const { res, body } = await purge({ product: 'VV-S100' })
    expect(res.status).toBe(200)
    expect((JSON.parse(body) as PurgeAnswer).result?.purged.everything).toBe(true)
    expect(await cacheOf(`/en${SENSOR}`)).toBe('miss')
    const about = await settled(`/en${ABOUT}`)
    expect(about.body).toContain('Venturi valve S100 (renamed)')
  })
  it('a product is named by its code or its 19-digit id; an unknown one is 404 and purges nothing', async () => {
    await kept([S100])
    const unknown = await purge({ product: 'NO-SUCH' })
    expect(unknown.res.status).toBe(404)
    expect(JSON.parse(unknown.body)).toEqual({ success: false, message: 'No product has the code or id NO-SUCH' })
    expect(await cacheOf(S100)).toBe('hit')
    expect((await purge({ product: '1790000000000030101' })).res.status).toBe(200)
    expect(await cacheOf(S100)).toBe('miss')
  })
})

describe('POST /__ops/purge with a url purges that page, whatever its query', () => {
  it('/en/AccessHcs renders afresh; /AccessHcs and other pages stay', async () => {
    await kept([`/en${ABOUT}`, ABOUT, '/en/product'])
    const { res, body } = await purge({ url: 'https://www.example.com/en/accesshcs/' })
    expect(res.status, body).toBe(200)
    expect((JSON.parse(body) as PurgeAnswer).result?.purged).toEqual({ tags: ['url:/en/AccessHcs'], everything: false })
    expect(await cacheOf(`/en${ABOUT}`)).toBe('miss')
    expect(await cacheOf(ABOUT)).toBe('hit')
    expect(await cacheOf('/en/product')).toBe('hit')
  })
  it('a URL that is no page of the site is 404', async () => {
    const { res, body } = await purge({ url: '/no/such/page' })
    expect(res.status).toBe(404)
    expect(JSON.parse(body).message).toBe('/no/such/page is not a page of this site')
  })
})

describe('the other records: solution, news, product category, solution category', () => {
  it('a news item purges its article, its neighbours and the news lists, not the product pages', async () => {
    const [newest] = (await env.DB.prepare("SELECT id, newsCode, categoryCode FROM news WHERE lang = 'en' ORDER BY createTime DESC LIMIT 1").all<{ id: string; newsCode: string; categoryCode: string }>()).results
    const article = `/en/newDetail/${newest!.categoryCode}/${newest!.id}`
    const lists = ['/industryTrends/', '/en/industryTrends/']
    await kept([article, ...lists, SENSOR])
    const { res, body } = await purge({ news: newest!.newsCode })
    expect(res.status).toBe(200)
    expect((JSON.parse(body) as PurgeAnswer).result?.purged.tags).toContain(`id:${newest!.id}`)
    for (const page of [article, ...lists]) expect(await cacheOf(page), page).toBe('miss')
    expect(await cacheOf(SENSOR)).toBe('hit')
  })
  it('a product category purges its pages; a solution and its category theirs', async () => {
    await kept([SENSOR, S100])
    expect((await purge({ productCategory: 'sensor' })).res.status).toBe(200)
    expect(await cacheOf(SENSOR), 'sensor').toBe('miss')
    expect(await cacheOf(S100)).toBe('hit')
    const solution = await env.DB.prepare("SELECT solutionCode, categoryCode FROM solutions WHERE lang = 'en' LIMIT 1").first<{ solutionCode: string; categoryCode: string }>()
    const page = `/en/SolutionCategory/${solution!.categoryCode}/?id=${solution!.solutionCode}`
    await kept([page])
    expect((await purge({ solution: solution!.solutionCode })).res.status).toBe(200)
    expect(await cacheOf(page), 'solution').toBe('miss')
    await kept([page])
    expect((await purge({ solutionCategory: solution!.categoryCode })).res.status).toBe(200)
    expect(await cacheOf(page)).toBe('miss')
    expect(await cacheOf(S100)).toBe('hit')
  })
})

describe('a purge of one thing holds in every isolate and location, not only the one that took it', () => {
  it('an isolate that never heard of the purge reads its marks from D1', async () => {
    await kept([S100])
    expect((await purge({ product: 'VV-S100' })).res.status).toBe(200)
    // Another isolate: no pages in memory, no marks read yet; the edge cache still holds the page.
    forgetHotPages()
    forgetPurgeMarks()
    expect(await cacheOf(S100)).toBe('miss')
  })
  it('an isolate that read the marks before the purge sees it once they are PURGE_MARKS_RECHECK_MS old', async () => {
    await kept([S100])
    // This isolate read the marks now; another isolate then purges (D1 only: this one is not told).
    const start = Date.now()
    await env.DB.prepare('INSERT INTO page_purges (tag, purgedAt) VALUES (?, ?) ON CONFLICT (tag) DO UPDATE SET purgedAt = excluded.purgedAt').bind('id:1790000000000030101', start + 1).run()
    expect(await cacheOf(S100)).toBe('hit')
    vi.spyOn(Date, 'now').mockReturnValue(start + PURGE_MARKS_RECHECK_MS + 10)
    // The request that finds the marks old is answered from them while they are read again behind it.
    await cacheOf(S100)
    expect(await cacheOf(S100)).toBe('miss')
  })
})

describe('a purge\'s body is validated', () => {
  it.each([
    ['{"product": "VV-S100", "news": "x"}', 'Name one thing to purge, not product and news'],
    ['{"brand": "x"}', 'brand is not a field of a purge: use one of all, url, product, solution, news, productCategory, solutionCategory'],
    ['{"product": "a/b"}', 'product must be a code or an id, without spaces or slashes'],
    ['{}', 'Name what to purge: one of all, url, product, solution, news, productCategory, solutionCategory'],
    ['[1]', 'The body must be a JSON object'],
    ['product=VV-S100', 'The body is not JSON: send { "url": "/en/product" }, { "product": "<code>" } or nothing for everything'],
  ])('%s is 400: %s', async (body, message) => {
    const { res, body: answer } = await purge(body)
    expect(res.status).toBe(400)
    expect(JSON.parse(answer)).toEqual({ success: false, message })
  })
  it('a body over 4 KB is 413', async () => {
    const { res } = await purge(JSON.stringify({ url: `/${'a'.repeat(5000)}` }))
    expect(res.status).toBe(413)
  })
})

describe('GET /__ops/purges lists the last 20 purges, newest first', () => {
  it('each with its time, what and target, how it came and what it did', async () => {
    for (let i = 0; i < 22; i++) await purge({ url: `/en/product?n=${i}` })
    const { res, body } = await settled('/__ops/purges', { headers: { Authorization: 'Bearer test-ops-token' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const { purges } = (JSON.parse(body) as { result: { purges: { at: string; what: string; target: string; via: string; result: string }[] } }).result
    expect(purges).toHaveLength(20)
    expect(purges[0]).toEqual({ at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), what: 'url', target: '/en/product?n=21', via: 'api', result: 'the pages tagged url:/en/product' })
    expect(purges[19]?.target).toBe('/en/product?n=2')
  })
  it('needs the operator token', async () => {
    expect((await settled('/__ops/purges')).res.status).toBe(401)
  })
})
