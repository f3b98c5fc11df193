/**
 * What visitors get while the provider's CMS is down or slow (issue 11, "Outages and slow sources"): the
 * site is pointed at a fake CMS (the worker's own API) that tests take down or slow down.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../src/app.ts'
import { BUILD_BUDGET_MS, bundleKey, forgetBuildFailures, forgetRecentBundles, rebuildBundles } from '../../src/content/bundle/index.ts'
import { resetCircuitBreakers } from '../../src/content/sources/circuit-breaker.ts'
import { INCOMPLETE_FRESH_FOR, PAGE_FRESH_FOR } from '../../src/http/page-cache.ts'
import { PAGE_BUDGET_MS } from '../../src/ui/pages/routes.tsx'
import { cmsEnv, startFakeCms, type FakeCms } from './fixtures/fake-cms.ts'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)

let cms: FakeCms
beforeEach(async () => {
  cms = startFakeCms()
  resetCircuitBreakers()
  forgetBuildFailures()
  // A fresh version: nothing of an earlier case is in the page cache.
  await rebuildBundles(cmsEnv, { force: true })
  cms.calls.length = 0
})
afterEach(() => {
  cms.restore()
  vi.restoreAllMocks()
})

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const down = () => Response.json({ success: false, message: 'CMS maintenance' }, { status: 503 })
const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {})

/** One request against the CMS-backed site; `elapsed` is the time to the response (its first byte). */
async function visit(path: string) {
  const ctx = createExecutionContext()
  const started = Date.now()
  const res = await app.fetch(new Request(`http://site.test${path}`, { redirect: 'manual' }), cmsEnv, ctx)
  const elapsed = Date.now() - started
  const body = await res.text()
  await waitOnExecutionContext(ctx)
  return { status: res.status, body, headers: res.headers, elapsed }
}

/** Moves the clock of the page cache's freshness forward. */
function later(seconds: number) {
  const now = Date.now()
  vi.spyOn(Date, 'now').mockReturnValue(now + seconds * 1000)
}

describe('cached pages outlive the bundle', () => {
  it('with KV emptied and the CMS down, a page already cached is served, not a 503', async () => {
    const cached = await visit('/en/product')
    expect(cached.headers.get('X-Page-Cache')).toBe('miss')
    await env.KV.delete(bundleKey(cmsEnv, 'en'))
    forgetRecentBundles()
    cms.answer = down
    quiet()
    const res = await visit('/en/product')
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Page-Cache')).toBe('hit')
    expect(res.body).toBe(cached.body)
  })
})

describe('no build storms: one build at a time, failures remembered, a time budget per request', () => {
  it('10 requests with KV empty and the CMS down make one bundle build (10 CMS calls, not 160)', async () => {
    await visit('/en/') // this isolate has seen a good bundle
    await env.KV.delete(bundleKey(cmsEnv, 'en'))
    forgetRecentBundles()
    cms.calls.length = 0
    cms.answer = down
    quiet()
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => visit(`/en/concepts?n=${i}`)))
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
    const more = await Promise.all(Array.from({ length: 10 }, () => visit('/en/solution')))
    expect(more.map((a) => a.status)).toEqual(Array(10).fill(200))
    // The ten list calls of one build; then the failure is remembered for a while.
    expect(cms.calls.length).toBeLessThanOrEqual(10)
  })

  it(`with a CMS that takes 5 s, the first byte waits about ${BUILD_BUDGET_MS / 1000} s for the build, then the last good bundle serves`, async () => {
    await visit('/en/')
    await env.KV.delete(bundleKey(cmsEnv, 'en'))
    forgetRecentBundles()
    cms.answer = async () => {
      await delay(5000)
      return down()
    }
    quiet()
    const res = await visit('/en/contact/')
    expect(res.status).toBe(200)
    expect(res.elapsed).toBeGreaterThanOrEqual(BUILD_BUDGET_MS - 50)
    expect(res.elapsed).toBeLessThan(4500)
  })

  it('after three calls fail, the CMS is not asked again for a while: the API answers 503 at once', async () => {
    cms.answer = down
    quiet()
    for (let i = 0; i < 3; i++) expect((await visit('/api/v1/website/news')).status).toBe(503)
    const asked = cms.calls.length
    const res = await visit('/api/v1/website/news')
    expect(res.status).toBe(503)
    expect(cms.calls.length).toBe(asked)
  })
})

describe('a slow CMS does not hold pages', () => {
  it('the home page needs nothing but the bundle: its first byte does not wait on a CMS that takes 5 s', async () => {
    cms.answer = async () => {
      await delay(5000)
      return down()
    }
    const res = await visit('/en/')
    expect(res.status).toBe(200)
    expect(res.elapsed).toBeLessThan(1500)
    expect(cms.calls).toEqual([])
  })

  it(`a page waiting on a slow CMS serves its older copy after about ${PAGE_BUDGET_MS / 1000} s`, async () => {
    const path = '/en/newDetail/1/1790000000000120101'
    const first = await visit(path)
    expect(first.status).toBe(200)
    later(PAGE_FRESH_FOR + 60)
    cms.answer = async () => {
      await delay(5000)
      return down()
    }
    quiet()
    const res = await visit(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Page-Cache')).toBe('stale')
    expect(res.body).toBe(first.body)
    expect(res.elapsed).toBeLessThan(4500)
  })

  it('30 simultaneous requests for an article while the CMS takes 2 s make one render: each CMS call once', async () => {
    cms.answer = async () => {
      await delay(2000)
      return undefined
    }
    const ctx = createExecutionContext()
    const answers = await Promise.all(Array.from({ length: 30 }, () => app.fetch(new Request('http://site.test/en/newDetail/1/1790000000000120102'), cmsEnv, ctx)))
    await Promise.all(answers.map((res) => res.text()))
    await waitOnExecutionContext(ctx)
    expect(answers.map((res) => res.status)).toEqual(Array(30).fill(200))
    const paths = cms.calls.map((call) => call.path)
    expect(paths.some((path) => path.startsWith('/api/v1/website/news/'))).toBe(true)
    expect(paths).toEqual([...new Set(paths)])
  })
})

describe('/sitemap.xml during an outage', () => {
  const newsDown = (path: string) => (path.startsWith('/api/v1/website/news?') ? down() : undefined)

  it('serves the last good sitemap when the news list cannot be had', async () => {
    const good = await visit('/sitemap.xml')
    later(PAGE_FRESH_FOR + 60)
    cms.answer = newsDown
    const res = await visit('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Page-Cache')).toBe('stale')
    expect(res.body).toBe(good.body)
  })

  it(`with no good copy, builds one from the bundle's newest news, kept only ${INCOMPLETE_FRESH_FOR} s`, async () => {
    cms.answer = newsDown
    const res = await visit('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    expect(res.body).toContain('/newDetail/')
    expect((await visit('/sitemap.xml')).headers.get('X-Page-Cache')).toBe('hit')
    later(INCOMPLETE_FRESH_FOR + 1)
    cms.answer = undefined
    const whole = await visit('/sitemap.xml')
    expect(whole.headers.get('X-Page-Cache')).toBe('miss')
    expect(whole.body.length).toBeGreaterThan(res.body.length)
  })
})

describe('a file of the sitemap index during an outage', () => {
  const newsDown = (path: string) => (path.startsWith('/api/v1/website/news?') ? down() : undefined)

  it('serves its last good copy when its list cannot be had', async () => {
    const good = await visit('/sitemap-news-1.xml')
    expect(good.body).toContain('/newDetail/')
    later(PAGE_FRESH_FOR + 60)
    cms.answer = newsDown
    const res = await visit('/sitemap-news-1.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Page-Cache')).toBe('stale')
    expect(res.body).toBe(good.body)
  })

  it('with no good copy, answers 503 with Retry-After, never a file listing fewer pages', async () => {
    cms.answer = newsDown
    const res = await visit('/sitemap-news-1.xml')
    expect(res.status).toBe(503)
    expect(res.headers.get('Retry-After')).toBe('60')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(res.body).not.toContain('<urlset')
  })
})
