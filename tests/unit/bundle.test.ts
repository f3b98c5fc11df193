import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { BUNDLE_RECHECK_MS, bundleKey, forgetRecentBundles, getBundle, rebuildBundles } from '../../src/content/bundle/index.ts'
import type { Bundle } from '../../src/content/model/bundle.ts'
import worker from '../../src/worker.ts'
import { id, insertFixtures } from './fixtures/content.ts'
import { eventsNamed } from './fixtures/logs.ts'
import { withTablesAway } from './setup/tables-away.ts'

beforeAll(() => insertFixtures(env.DB))
beforeEach(async () => {
  await Promise.all([env.KV.delete(bundleKey(env, 'zh-CN')), env.KV.delete(bundleKey(env, 'en'))])
  forgetRecentBundles()
})

/** getBundle as one request would call it, with the request's background work finished. */
async function bundleOf(lang: 'zh-CN' | 'en'): Promise<Bundle> {
  const ctx = createExecutionContext()
  const bundle = await getBundle(env, lang, ctx)
  await waitOnExecutionContext(ctx)
  return bundle
}
const stored = (lang: 'zh-CN' | 'en') => env.KV.get<Bundle>(bundleKey(env, lang), 'json')

async function runCron() {
  const ctx = createExecutionContext()
  await worker.scheduled(createScheduledController({ cron: '*/10 * * * *', scheduledTime: new Date() }), env, ctx)
  await waitOnExecutionContext(ctx)
}

describe('the bundle holds what spec §7 loads at start-up, plus the newest 8 news', () => {
  it('configs, categories with their first products and solutions (+sort), case and news categories, in the language asked', async () => {
    const bundle = await bundleOf('zh-CN')
    expect(bundle.lang).toBe('zh-CN')
    expect(bundle.version).toMatch(/^[0-9a-z]+-[0-9a-f]{8}$/)
    expect(bundle.configs.map((c) => c.key)).toEqual(['Venturi_valve', 'Venturi_valve_en', 'home', 'home_en'])
    expect(bundle.productCategories.map((c) => c.categoryCode)).toEqual(['Venturi_valve', 'sensor'])
    const heads = (list: typeof bundle.categoryProducts | typeof bundle.categorySolutions) => list.map((head) => [head.categoryCode, head.items.map((item) => item.id), head.total])
    expect(heads(bundle.categoryProducts)).toEqual([
      ['Venturi_valve', [id(202), id(203), id(201)], 3],
      ['sensor', [id(205), id(204), id(206)], 3],
    ])
    expect(bundle.matrixProducts.map((p) => p.productCode)).toEqual(['VV-200', 'VV-300', 'SE-300'])
    expect(bundle.topProducts.map((p) => p.productCode)).toEqual(['VV-300', 'VV-100', 'SE-200'])
    expect(bundle.exampleCategories.map((c) => c.categoryCode)).toEqual(['1', '2'])
    expect(bundle.solutionCategories.map((c) => c.id)).toEqual([id(401), id(402)])
    expect(heads(bundle.categorySolutions)).toEqual([
      ['biosafety', [id(502), id(501)], 2],
      ['Medical', [id(503)], 1],
    ])
    expect(bundle.newsCategories.map((c) => c.categoryCode)).toEqual(['industry', 'company'])
    expect(bundle.latestNews.map((n) => n.newsCode)).toEqual(['news-10', 'news-09', 'news-08', 'news-07', 'news-06', 'news-05', 'news-04', 'news-03'])
    expect(bundle.categoryProducts[0]?.items[0]?.productName).toBe('产品 VV-200')
    // Lists carry no product's detail page.
    expect(bundle.categoryProducts[0]?.items[0]).not.toHaveProperty('productDetails')
  })
  it('one key per language: the English bundle has the English texts', async () => {
    const en = await bundleOf('en')
    expect(en.lang).toBe('en')
    expect(en.categoryProducts[0]?.items[0]?.productName).toBe('Product VV-200')
    expect(en.latestNews[0]?.title).toBe('News news-10')
    expect(bundleKey(env, 'en')).toBe('bundle:v4:d1:en')
    expect((await stored('en'))?.version).toBe(en.version)
  })
})

describe('a page reads the one KV key; a missing bundle is built once and written back', () => {
  it('a stored bundle is used as it is, without asking the source', async () => {
    const built = await bundleOf('zh-CN')
    const edited = { ...built, version: 'stored-version', latestNews: built.latestNews.slice(0, 1) }
    await env.KV.put(bundleKey(env, 'zh-CN'), JSON.stringify(edited))
    forgetRecentBundles()
    const read = await bundleOf('zh-CN')
    expect(read.version).toBe('stored-version')
    expect(read.latestNews).toHaveLength(1)
  })
  it('one KV get with cacheTtl per language and request, however often the request asks', async () => {
    await bundleOf('zh-CN')
    forgetRecentBundles()
    const get = vi.spyOn(env.KV, 'get')
    try {
      const ctx = createExecutionContext()
      await Promise.all([getBundle(env, 'zh-CN', ctx), getBundle(env, 'zh-CN', ctx)])
      await getBundle(env, 'zh-CN', ctx)
      expect(get.mock.calls).toEqual([[bundleKey(env, 'zh-CN'), { type: 'text', cacheTtl: 60 }]])
    } finally {
      get.mockRestore()
    }
  })
  it(`the isolate asks KV again only after ${BUNDLE_RECHECK_MS / 1000} s: later requests within that time read no KV`, async () => {
    await bundleOf('zh-CN')
    const get = vi.spyOn(env.KV, 'get')
    const now = Date.now()
    try {
      await bundleOf('zh-CN')
      await bundleOf('zh-CN')
      expect(get).not.toHaveBeenCalled()
      vi.spyOn(Date, 'now').mockReturnValue(now + BUNDLE_RECHECK_MS + 1)
      await bundleOf('zh-CN')
      expect(get.mock.calls).toEqual([[bundleKey(env, 'zh-CN'), { type: 'text', cacheTtl: 60 }]])
    } finally {
      vi.restoreAllMocks()
    }
  })
  it('a missing bundle is built and written to KV', async () => {
    expect(await stored('zh-CN')).toBeNull()
    const built = await bundleOf('zh-CN')
    expect(await stored('zh-CN')).toEqual(built)
  })
  it('concurrent requests for a missing bundle share one build', async () => {
    const contexts = Array.from({ length: 6 }, () => createExecutionContext())
    const bundles = await Promise.all(contexts.map((ctx) => getBundle(env, 'en', ctx)))
    await Promise.all(contexts.map(waitOnExecutionContext))
    // Each build makes a new version: one version means one build.
    expect(new Set(bundles.map((b) => b.version)).size).toBe(1)
    expect((await stored('en'))?.version).toBe(bundles[0]?.version)
  })
  it('a stored bundle of another shape (an older release) is rebuilt', async () => {
    await env.KV.put(bundleKey(env, 'zh-CN'), JSON.stringify({ version: 'old', products: [] }))
    forgetRecentBundles()
    const bundle = await bundleOf('zh-CN')
    expect(bundle.version).not.toBe('old')
    expect(bundle.categoryProducts.flatMap((head) => head.items)).toHaveLength(6)
  })
})

describe('the cron trigger rebuilds both languages; a failed build never replaces a good bundle', () => {
  it('changed content gets a new bundle and version in both languages', async () => {
    const before = { zh: await bundleOf('zh-CN'), en: await bundleOf('en') }
    await env.DB.prepare("UPDATE products SET productName = productName || ' (new)' WHERE productCode = 'VV-200'").run()
    try {
      await runCron()
      const after = { zh: await stored('zh-CN'), en: await stored('en') }
      expect(after.zh?.version).not.toBe(before.zh.version)
      expect(after.zh?.categoryProducts[0]?.items[0]?.productName).toBe('产品 VV-200 (new)')
      expect(after.en?.categoryProducts[0]?.items[0]?.productName).toBe('Product VV-200 (new)')
      expect(after.en?.version).toBe(after.zh?.version)
    } finally {
      await env.DB.prepare("UPDATE products SET productName = replace(productName, ' (new)', '') WHERE productCode = 'VV-200'").run()
    }
  })
  it('unchanged content keeps its bundle and version, so cached pages stay valid', async () => {
    const before = await bundleOf('zh-CN')
    await runCron()
    expect(await stored('zh-CN')).toEqual(before)
  })
  it('unchanged content built in an earlier year is rebuilt (the footer dates itself by the bundle)', async () => {
    const before = await bundleOf('zh-CN')
    const lastYear = { ...before, builtAt: `${Number(before.builtAt.slice(0, 4)) - 1}${before.builtAt.slice(4)}` }
    await env.KV.put(bundleKey(env, 'zh-CN'), JSON.stringify(lastYear))
    forgetRecentBundles()
    await runCron()
    const after = await stored('zh-CN')
    expect(after?.version).not.toBe(before.version)
    expect(after?.builtAt.slice(0, 4)).toBe(before.builtAt.slice(0, 4))
  })
  it('a source failing during the build leaves the old bundle in place', async () => {
    const before = { zh: await bundleOf('zh-CN'), en: await bundleOf('en') }
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await withTablesAway(['news'], async () => {
        const { results } = await rebuildBundles(env, { force: true })
        expect(results.map((r) => r.ok)).toEqual([false, false])
        await runCron()
        expect(eventsNamed(logged, 'bundle.rebuild_failed')).toContainEqual(expect.objectContaining({ level: 'error', lang: 'en' }))
      })
    } finally {
      logged.mockRestore()
    }
    expect(await stored('zh-CN')).toEqual(before.zh)
    expect(await stored('en')).toEqual(before.en)
    // And a page still gets it.
    expect((await bundleOf('en')).version).toBe(before.en.version)
  })
  it('a forced rebuild (purge) always gets a new version', async () => {
    const before = await bundleOf('zh-CN')
    const { version, results } = await rebuildBundles(env, { force: true })
    expect(results).toEqual([
      { lang: 'zh-CN', ok: true, version, changed: true },
      { lang: 'en', ok: true, version, changed: true },
    ])
    expect(version).not.toBe(before.version)
    expect((await stored('zh-CN'))?.version).toBe(version)
  })
})
