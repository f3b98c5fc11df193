import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../src/app.ts'
import { bundleKey, rebuildBundles } from '../../src/content/bundle/index.ts'
import { ContentError } from '../../src/content/content-error.ts'
import { ENDPOINT_NAMES, type EndpointName } from '../../src/content/endpoints.ts'
import { content } from '../../src/content/index.ts'
import type { Bundle } from '../../src/content/model/bundle.ts'
import { listQuery, type ListQuery } from '../../src/content/query.ts'
import { resetCircuitBreakers } from '../../src/content/sources/circuit-breaker.ts'
import { UpstreamSource } from '../../src/content/sources/upstream.ts'
import worker from '../../src/worker.ts'
import { asD1Media, CMS, cmsEnv, inOneShape, startFakeCms, type FakeCms } from './fixtures/fake-cms.ts'
import { eventsNamed } from './fixtures/logs.ts'
import { seedContent } from './setup/seed-content.ts'
import { withContext } from './fixtures/with-context.ts'

beforeAll(seedContent)

let cms: FakeCms
beforeEach(() => {
  cms = startFakeCms()
  // Each case starts with a CMS this isolate has not yet seen fail.
  resetCircuitBreakers()
})
afterEach(() => cms.restore())

const LANGS = ['zh-CN', 'en'] as const

/** One request to the site in either mode, with its background work (KV writes, cache puts) finished. */
async function visit(path: string, mode: 'd1' | 'cms', init: RequestInit = {}) {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request(`http://site.test${path}`, { redirect: 'manual', ...init }), mode === 'cms' ? cmsEnv : env, ctx)
  const body = await res.text()
  await waitOnExecutionContext(ctx)
  return { status: res.status, body, headers: res.headers }
}

const storedCmsBundle = (lang: 'zh-CN' | 'en') => env.KV.get<Bundle>(bundleKey(cmsEnv, lang), 'json')
const withoutBuild = ({ version: _v, builtAt: _b, ...rest }: Bundle) => rest

/** Pages compared between the modes; a page of the route table belongs here once it renders content. */
const PAGES = [
  '/',
  '/en/',
  '/product',
  '/en/product',
  '/productCategory/Venturi_valve/',
  '/en/productCategory/sensor/',
  '/solution',
  '/SolutionCategory/biosafety/',
  '/en/SolutionCategory/Medical/',
  '/AccessHcs',
  '/concepts',
  '/Case',
  '/en/Case/3',
  '/industryTrends/',
  '/en/industryTrends/2/',
  '/contact/',
  '/SolutionCategory/unknown/',
  '/en/productCategory/no_such_category/',
]

describe('the site reads the same contract from a CMS (UPSTREAM_API) as from D1, the CMS\'s files through the media route', () => {
  it('the start-up bundles are equal but for their version and build time', async () => {
    for (const lang of LANGS) {
      const [fromD1, fromCms] = await withContext((ctx) => Promise.all([content(env, ctx).bundle(lang), content(cmsEnv, ctx).bundle(lang)]))
      expect(asD1Media(withoutBuild(fromCms))).toEqual(withoutBuild(fromD1))
      expect(fromCms.categoryProducts.length).toBeGreaterThan(0)
    }
    expect(cms.calls.some((call) => call.path.startsWith('/api/v1/website/products?'))).toBe(true)
  })

  /** Queries beyond "everything", with paging, sorting and filters. */
  const query = <N extends EndpointName>(name: N, q: Partial<ListQuery<N>>) => ({ name, query: q }) as { name: EndpointName; query: Partial<ListQuery> }
  const queries = [
    ...ENDPOINT_NAMES.map((name) => query(name, { pageSize: 10000 })),
    query('products', { pageSize: 3, pageNo: 2 }),
    query('products', { filters: { isTop: true } }),
    query('products', { filters: { isMatrix: false, categoryCode: 'sensor' }, sort: '-sort' }),
    query('news', { pageSize: 5, sort: '+createTime' }),
    query('news', { pageNo: 2, pageSize: 4 }),
    query('examplePartners', { pageSize: 1000, filters: { caseType: '1' } }),
    query('configs', { pageNo: 1, pageSize: 1000 }),
  ]
  it('every list endpoint answers the same records and totals, in both languages', async () => {
    for (const { name, query } of queries) {
      for (const lang of LANGS) {
        const [fromD1, fromCms] = await withContext((ctx) =>
          Promise.all([content(env, ctx).list(name, query, lang), content(cmsEnv, ctx).list(name, query, lang)]),
        )
        expect(asD1Media(fromCms), `${name} ${JSON.stringify(query)} ${lang}`).toEqual(fromD1)
        expect(fromD1.total, `${name} has demo content`).toBeGreaterThan(0)
      }
    }
  })

  it('items by id and by code are the same, and a missing item is null in both', async () => {
    const news = await withContext((ctx) => content(env, ctx).list('news', { pageSize: 1 }, 'en'))
    const first = news.records[0]!
    for (const key of [first.id, first.newsCode, 'no-such-news']) {
      const [fromD1, fromCms] = await withContext((ctx) => Promise.all([content(env, ctx).get('news', key, 'en'), content(cmsEnv, ctx).get('news', key, 'en')]))
      expect(asD1Media(fromCms)).toEqual(fromD1)
    }
    const category = await withContext((ctx) => content(cmsEnv, ctx).get('productCategories', 'sensor', 'zh-CN'))
    expect(category?.categoryCode).toBe('sensor')
  })

  it('calls go to ${UPSTREAM_API}/v1/website/… with the language header and the spec parameters', async () => {
    await withContext((ctx) => content(cmsEnv, ctx).list('configs', { pageSize: 1000 }, 'en'))
    await withContext((ctx) => content(cmsEnv, ctx).list('products', { filters: { isTop: true }, sort: '+sort' }, 'zh-CN'))
    expect(cms.calls).toEqual([
      { method: 'GET', path: '/api/v1/website/configs?_pageNO=1&_pageSize=1000&_sort=%2Bkey', language: 'en', body: undefined },
      { method: 'GET', path: '/api/v1/website/products?_pageNo=1&_pageSize=10&_sort=%2Bsort&isTop=1', language: 'zh-CN', body: undefined },
    ])
  })

  it('the API served from the CMS answers what the API served from D1 answers', async () => {
    for (const path of ['/api/v1/website/products?isTop=1', '/api/v1/website/news?_pageSize=3', '/api/v1/website/configs?_pageNO=1&_pageSize=1000']) {
      for (const language of LANGS) {
        const [fromD1, fromCms] = [await visit(path, 'd1', { headers: { language } }), await visit(path, 'cms', { headers: { language } })]
        expect(fromCms.status).toBe(200)
        expect(asD1Media(JSON.parse(fromCms.body))).toEqual(JSON.parse(fromD1.body))
      }
    }
  })

  it.each(PAGES)('%s renders the same page', async (path) => {
    const [fromD1, fromCms] = [await visit(path, 'd1'), await visit(path, 'cms')]
    expect(fromCms.status).toBe(fromD1.status)
    expect(asD1Media(fromCms.body)).toBe(inOneShape(fromD1.body))
  })

  for (const [name, kind] of [
    ['productCatExamples', 'products'],
    ['solutionCatProducts', 'solutions'],
  ] as const) {
    it(`a category page's ${name} with the products it names are the same, and the category's list is read from the CMS once for the window and the list`, async () => {
      const { items } = await withContext(async (ctx) => ({ items: (await content(env, ctx).list(kind, { pageSize: 1000, sort: '+sort' }, 'en')).records }))
      const categoryCode = items[0]!.categoryCode
      const [fromD1, fromCms] = await withContext((ctx) =>
        Promise.all([content(env, ctx).chosenRelation(name, categoryCode, null, 40, 'en', { products: true }), content(cmsEnv, ctx).chosenRelation(name, categoryCode, null, 40, 'en', { products: true })]),
      )
      const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)
      expect(asD1Media(fromCms.records)).toEqual(fromD1.records)
      expect(asD1Media(fromCms.products.toSorted(byId))).toEqual(fromD1.products.toSorted(byId))
      cms.calls.length = 0
      await withContext(async (ctx) => {
        const c = content(cmsEnv, ctx)
        await Promise.all([c.categoryWindow(kind, categoryCode, null, 10, 'en'), c.chosenRelation(name, categoryCode, null, 40, 'en')])
      })
      expect(cms.calls.filter((call) => call.path.startsWith(`/api/v1/website/${kind}?`))).toHaveLength(1)
    })
  }

  it('a news detail page renders the same', async () => {
    const news = await withContext((ctx) => content(env, ctx).list('news', { pageSize: 1 }, 'zh-CN'))
    const { id, categoryCode } = news.records[0]!
    const path = `/newDetail/${categoryCode}/${id}`
    const [fromD1, fromCms] = [await visit(path, 'd1'), await visit(path, 'cms')]
    expect(fromD1.status).toBe(200)
    expect(asD1Media(fromCms.body)).toBe(fromD1.body)
  })
})

describe('a failed CMS call is an error with its status and a generic message; what the CMS said goes to the log', () => {
  const source = new UpstreamSource(`${CMS}/`)
  let logged: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => logged.mockRestore())

  const failure = async (run: () => Promise<unknown>) => {
    const error = await run().then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ContentError)
    const { status, message, detail } = error as ContentError
    expect(eventsNamed(logged, 'content.source_failed')).toContainEqual(expect.objectContaining({ level: 'error', status, detail }))
    return { status, message, detail }
  }
  const list = () => source.list('products', listQuery('products'), 'zh-CN')
  const FAILED = (status: number) => ({ status, message: `${status} The content source failed` })

  it('non-200: the status; the server message (spec §8) and the path only in the detail', async () => {
    cms.answer = () => Response.json({ success: false, message: 'CMS maintenance' }, { status: 503 })
    expect(await failure(list)).toEqual({ ...FAILED(503), detail: expect.stringMatching(/^503 CMS maintenance \(\/v1\/website\/products\?/) })
  })
  it('non-200 without a message: the status, then "failed"', async () => {
    cms.answer = () => new Response('<html>Bad gateway</html>', { status: 500 })
    expect(await failure(list)).toEqual({ ...FAILED(500), detail: expect.stringMatching(/^500 failed /) })
  })
  it('HTTP 200 with success false: a 502 of the site, the message in the detail', async () => {
    cms.answer = () => Response.json({ success: false, message: 'no permission' })
    expect(await failure(list)).toEqual({ ...FAILED(502), detail: expect.stringMatching(/^200 no permission /) })
    cms.answer = () => Response.json({ success: false })
    expect(await failure(list)).toEqual({ ...FAILED(502), detail: expect.stringMatching(/^200 failed /) })
  })
  it('an answer that breaks the contract is rejected by the schemas, naming where', async () => {
    cms.answer = () => Response.json({ success: true, message: '', result: { records: [{ id: 'x' }], total: 1 } })
    const { status, detail } = await failure(list)
    expect(status).toBe(502)
    expect(detail).toMatch(/^502 invalid answer from the CMS for \/v1\/website\/products\?.* at result\.records\.0\.id: /)
    cms.answer = () => new Response('not json')
    expect((await failure(list)).status).toBe(502)
  })
  it('an unreachable CMS is 502, a CMS slower than the timeout 504', async () => {
    cms.answer = () => Promise.reject(new TypeError('Network connection lost'))
    expect(await failure(list)).toEqual({ ...FAILED(502), detail: expect.stringMatching(/^502 the CMS could not be reached/) })
    cms.answer = () => Promise.reject(new DOMException('The operation timed out', 'TimeoutError'))
    expect(await failure(list)).toEqual({
      status: 504,
      message: '504 The content source did not answer in time',
      detail: expect.stringMatching(/^504 the CMS did not answer .* within 5 s$/),
    })
  })
  it('an item the CMS does not know (404, or no result) is null; the API answers 404', async () => {
    cms.answer = () => Response.json({ success: false, message: 'not found' }, { status: 404 })
    expect(await source.get('news', 'anything', 'en')).toBeNull()
    expect((await visit('/api/v1/website/news/anything', 'cms')).status).toBe(404)
    cms.answer = () => Response.json({ success: true, message: '', result: null })
    expect(await source.get('news', 'anything', 'en')).toBeNull()
  })
  it('an item may come in `data` instead of `result` (spec §3)', async () => {
    const category = await withContext((ctx) => content(env, ctx).get('productCategories', 'sensor', 'en'))
    cms.answer = () => Response.json({ success: true, message: '', data: category })
    expect(asD1Media(await source.get('productCategories', 'sensor', 'en'))).toEqual(category)
  })
})

describe('CMS error text never reaches the public: the API and the error page answer the status with a generic message', () => {
  const LEAKY = '500 Internal <b>error</b> at com.cms.Foo(Foo.java:42) in /srv/cms/app'
  let logged: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => logged.mockRestore())
  const leaks = (text: string) => /Foo\.java|com\.cms|\/srv\/cms|<b>/.test(text)

  it.each([
    ['a non-200 answer', () => Response.json({ success: false, message: LEAKY }, { status: 500 }), 500],
    ['a 503 with an HTML error page', () => new Response(`<html><body><h1>${LEAKY}</h1></body></html>`, { status: 503 }), 503],
    ['success: false in a 200', () => Response.json({ success: false, message: LEAKY }), 502],
    ['a 4xx of the CMS', () => Response.json({ success: false, message: LEAKY }, { status: 403 }), 403],
    ['an answer that is not the contract', () => Response.json({ success: true, message: '', result: { records: [{ id: LEAKY }], total: 1 } }), 502],
  ])('%s: the API answers the status and "The content source failed"; the detail is logged', async (_what, answer, status) => {
    cms.answer = answer
    const res = await visit('/api/v1/website/products', 'cms')
    expect(res.status).toBe(status)
    expect(JSON.parse(res.body)).toEqual({ success: false, message: `${status} The content source failed` })
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(eventsNamed(logged, 'content.source_failed')).toContainEqual(expect.objectContaining({ detail: expect.stringMatching(/^\d{3} /) }))
  })

  it('the detail names what the CMS said, for the operator reading the log', async () => {
    cms.answer = () => Response.json({ success: false, message: LEAKY }, { status: 500 })
    await visit('/api/v1/website/news?_pageSize=3', 'cms')
    expect(eventsNamed(logged, 'content.source_failed')).toContainEqual(
      expect.objectContaining({ path: '/api/v1/website/news', detail: `500 ${LEAKY} (/v1/website/news?_pageNo=1&_pageSize=3&_sort=-createTime)` }),
    )
  })

  it('an item call and a page whose data the CMS refuses show none of it either', async () => {
    cms.answer = () => Response.json({ success: false, message: LEAKY }, { status: 403 })
    const item = await visit('/api/v1/website/news/1790000000000110101', 'cms')
    expect(item.status).toBe(403)
    expect(leaks(item.body)).toBe(false)
    const page = await visit('/en/newDetail/1/1790000000000110101', 'cms')
    expect(page.status).toBe(403)
    expect(leaks(page.body)).toBe(false)
  })
})

describe('with the CMS failing, pages answer 200 from the stale bundle; cron rebuilds it', () => {
  const cmsDown = () => {
    cms.answer = () => Response.json({ success: false, message: 'CMS maintenance' }, { status: 503 })
  }
  // The news list shows a page of the CMS's news list: it is not a page of the bundle.
  const bundlePages = PAGES.filter((path) => !path.includes('unknown') && !path.includes('no_such') && !path.includes('industryTrends'))

  it('every page answers 200, rendered afresh from the bundle in KV', async () => {
    // A new version first, so no page comes from the page cache.
    await rebuildBundles(cmsEnv, { force: true })
    const before = { zh: await storedCmsBundle('zh-CN'), en: await storedCmsBundle('en') }
    cmsDown()
    for (const path of bundlePages) {
      const res = await visit(path, 'cms')
      expect(res.status, path).toBe(200)
      expect(res.headers.get('X-Page-Cache'), path).toBe('miss')
    }
    expect(await storedCmsBundle('zh-CN')).toEqual(before.zh)
    expect(await storedCmsBundle('en')).toEqual(before.en)
  })

  it('the cron trigger rebuilds the bundle from the CMS when its content changed', async () => {
    const before = await storedCmsBundle('en')
    await env.DB.prepare("UPDATE productCategories SET categoryName = 'Venturi valves (2027)' WHERE categoryCode = 'Venturi_valve' AND lang = 'en'").run()
    try {
      await withContext(async (ctx) => worker.scheduled(createScheduledController({ cron: '*/10 * * * *', scheduledTime: new Date() }), cmsEnv, ctx))
      const after = await storedCmsBundle('en')
      expect(after?.version).not.toBe(before?.version)
      expect(after?.productCategories.find((c) => c.categoryCode === 'Venturi_valve')?.categoryName).toBe('Venturi valves (2027)')
      expect((await visit('/en/product', 'cms')).body).toContain('Venturi valves (2027)')
    } finally {
      await env.DB.prepare("UPDATE productCategories SET categoryName = replace(categoryName, ' (2027)', '') WHERE lang = 'en'").run()
    }
  })

  it('the news list, which needs the CMS for its page of news, answers the CMS status and is not cached', async () => {
    await rebuildBundles(cmsEnv, { force: true })
    cmsDown()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      for (const path of PAGES.filter((p) => p.includes('industryTrends'))) {
        const res = await visit(path, 'cms')
        expect(res.status, path).toBe(503)
        expect(res.headers.get('X-Page-Cache'), path).toBeNull()
      }
    } finally {
      logged.mockRestore()
    }
  })

  it('a cron run while the CMS fails keeps the old bundle, and pages keep answering', async () => {
    const before = { zh: await storedCmsBundle('zh-CN'), en: await storedCmsBundle('en') }
    cmsDown()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await withContext(async (ctx) => worker.scheduled(createScheduledController({ cron: '*/10 * * * *', scheduledTime: new Date() }), cmsEnv, ctx))
      expect(logged).toHaveBeenCalled()
    } finally {
      logged.mockRestore()
    }
    expect(await storedCmsBundle('zh-CN')).toEqual(before.zh)
    expect(await storedCmsBundle('en')).toEqual(before.en)
    expect((await visit('/en/', 'cms')).status).toBe(200)
  })

  it('purge while the CMS fails answers 502 and keeps the old bundle', async () => {
    const before = await storedCmsBundle('zh-CN')
    cmsDown()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await visit('/__ops/purge', 'cms', { method: 'POST', headers: { Authorization: 'Bearer test-ops-token' } })
    logged.mockRestore()
    expect(res.status).toBe(502)
    expect(JSON.parse(res.body)).toEqual({ success: false, message: 'zh-CN: 503 The content source failed; en: 503 The content source failed' })
    expect(await storedCmsBundle('zh-CN')).toEqual(before)
  })

  it('with no bundle in KV at all, a page renders from the last good bundle this isolate has seen', async () => {
    const lastGood = await storedCmsBundle('en')
    await env.KV.delete(bundleKey(cmsEnv, 'en'))
    cmsDown()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await visit('/en/contact/?fresh', 'cms')
    logged.mockRestore()
    expect(res.status).toBe(200)
    expect(res.body).toContain('<html lang="en">')
    expect(res.body).toContain(lastGood!.productCategories[0]!.categoryName)
  })
})

describe('in CMS mode a message is stored in D1 first, then sent to the CMS', () => {
  const message = { source: 'footer', contactPerson: 'Ada', email: 'ada@example.com', content: 'Ada\nada@example.com' }
  const post = (body: unknown, ip: string) =>
    visit('/api/v1/website/message', 'cms', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', language: 'en', 'CF-Connecting-IP': ip },
      body: JSON.stringify(body),
    })
  const storedFrom = async (contactPerson: string) =>
    (await env.DB.prepare('SELECT contactPerson, spam FROM messages WHERE contactPerson = ?').bind(contactPerson).all()).results

  it('the CMS gets POST /v1/website/message with the language header and the fields of spec §7', async () => {
    const res = await post(message, '203.0.113.1')
    expect(res.status).toBe(200)
    expect(JSON.parse(res.body)).toEqual({ success: true, message: '' })
    expect(cms.calls).toEqual([{ method: 'POST', path: '/api/v1/website/message', language: 'en', body: JSON.stringify(message) }])
    expect(await storedFrom('Ada')).toEqual([{ contactPerson: 'Ada', spam: 0 }])
  })
  it('a CMS that fails does not lose the message: it is stored, waiting for the CMS, and the visitor gets success', async () => {
    cms.answer = () => Response.json({ success: false, message: 'down' }, { status: 500 })
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const res = await post({ ...message, contactPerson: 'Grace' }, '203.0.113.2')
    expect(eventsNamed(logged, 'message.not_delivered')).toEqual([expect.objectContaining({ level: 'warn', status: 500, attempts: 1 })])
    logged.mockRestore()
    expect(res.status).toBe(200)
    expect(await storedFrom('Grace')).toEqual([{ contactPerson: 'Grace', spam: 0 }])
    const { deliveryState } = (await env.DB.prepare('SELECT deliveryState FROM messages WHERE contactPerson = ?').bind('Grace').first<{ deliveryState: string }>())!
    expect(deliveryState).toBe('pending')
  })
  it('spam is stored flagged and not forwarded', async () => {
    const res = await post({ ...message, contactPerson: 'Bot', website: 'x' }, '203.0.113.3')
    expect(res.status).toBe(200)
    expect(cms.calls).toEqual([])
    expect(await storedFrom('Bot')).toEqual([{ contactPerson: 'Bot', spam: 1 }])
  })
})
