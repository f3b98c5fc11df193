import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { app } from '../../src/app.ts'
import { edgeCache } from '../../src/content/bundle/store.ts'
import { forgetHotPages, PAGE_FRESH_FOR } from '../../src/http/page-cache.ts'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)
afterEach(() => vi.restoreAllMocks())

const get = (path: string, init: RequestInit = {}) => exports.default.fetch(new Request(`http://site.test${path}`, { redirect: 'manual', ...init }))
const purge = () => exports.default.fetch(new Request('http://site.test/__ops/purge', { method: 'POST', headers: { Authorization: 'Bearer test-ops-token' } }))

/** One request through the app, returned once its waitUntil work (the cache write) has finished. */
async function settled(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request(`http://site.test${path}`, { redirect: 'manual', headers }), env, ctx)
  const body = await res.text()
  await waitOnExecutionContext(ctx)
  return { res, body }
}

/** Requests a page twice: the first answer renders it, the second is what a later visitor gets. */
async function twice(path: string) {
  const { res: first, body: firstBody } = await settled(path)
  const { res: second, body: secondBody } = await settled(path)
  return { first, firstBody, second, secondBody }
}

describe('a rendered page is served from the edge cache until the bundle version changes', () => {
  it('the second request for a page is a hit with the same HTML and the page Cache-Control', async () => {
    const { first, firstBody, second, secondBody } = await twice('/product')
    expect(first.headers.get('X-Page-Cache')).toBe('miss')
    expect(second.headers.get('X-Page-Cache')).toBe('hit')
    expect(second.status).toBe(200)
    expect(secondBody).toBe(firstBody)
    expect(second.headers.get('Cache-Control')).toBe(first.headers.get('Cache-Control'))
    expect(second.headers.get('Content-Security-Policy')).toContain("script-src 'self'")
  })
  it('purge gives a new version: every page misses once, then hits again', async () => {
    await twice('/en/product')
    const res = await purge()
    expect(res.status).toBe(200)
    const after = await twice('/en/product')
    expect(after.first.headers.get('X-Page-Cache')).toBe('miss')
    expect(after.second.headers.get('X-Page-Cache')).toBe('hit')
  })
  it('a new deployment or another SITE_URL renders the page afresh', async () => {
    await twice('/concepts')
    for (const changed of [{ CF_VERSION_METADATA: { id: 'next-deployment', tag: '', timestamp: '' } }, { SITE_URL: 'https://www.ventaura.example' }]) {
      const ctx = createExecutionContext()
      // SITE_URL's own host: another is moved there (routing/canonical-host.ts).
      const url = 'SITE_URL' in changed ? `${changed.SITE_URL}/concepts` : 'http://site.test/concepts'
      const res = await app.fetch(new Request(url), { ...env, ...changed }, ctx)
      await res.text()
      await waitOnExecutionContext(ctx)
      expect(res.headers.get('X-Page-Cache')).toBe('miss')
    }
  })
  it('the root is cached for zh-CN visitors, and English visitors are still sent to /en/', async () => {
    const { second } = await twice('/')
    expect(second.headers.get('X-Page-Cache')).toBe('hit')
    expect(second.headers.get('Vary')).toBe('Cookie, Accept-Language')
    const english = await get('/', { headers: { 'Accept-Language': 'en' } })
    expect(english.status).toBe(302)
    expect(english.headers.get('Location')).toBe('/en/')
  })
  it('HEAD is answered from the cache too', async () => {
    await twice('/solution')
    const head = await get('/solution', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('X-Page-Cache')).toBe('hit')
  })
})

describe('an isolate keeps the pages it served lately in memory, in front of the edge cache', () => {
  it('a page this isolate rendered is served again without asking the edge cache', async () => {
    await settled('/en/solution')
    const match = vi.spyOn(edgeCache(), 'match')
    const again = await settled('/en/solution')
    expect(again.res.headers.get('X-Page-Cache')).toBe('hit')
    expect(match).not.toHaveBeenCalled()
  })

  it('a page another isolate kept is read from the edge cache once, then from memory', async () => {
    const first = await settled('/en/AccessHcs')
    forgetHotPages()
    const match = vi.spyOn(edgeCache(), 'match')
    const fromEdge = await settled('/en/AccessHcs')
    const fromMemory = await settled('/en/AccessHcs')
    expect([fromEdge.res.headers.get('X-Page-Cache'), fromMemory.res.headers.get('X-Page-Cache')]).toEqual(['hit', 'hit'])
    expect(fromMemory.body).toBe(first.body)
    expect(match).toHaveBeenCalledTimes(1)
  })

  it('a page past its freshness is not served from memory either', async () => {
    await settled('/en/Case')
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + (PAGE_FRESH_FOR + 1) * 1000)
    expect((await settled('/en/Case')).res.headers.get('X-Page-Cache')).toBe('miss')
  })
})

describe('a query parameter the route does not read cannot bust the page cache', () => {
  it('/?anything=random is the cached home page, not a render', async () => {
    await twice('/')
    for (const query of ['?anything=random', '?utm_source=mail&x=1', '?a=1&a=2']) {
      const { res } = await settled(`/${query}`)
      expect(res.headers.get('X-Page-Cache'), query).toBe('hit')
    }
  })

  it('a route keeps what it reads: ?id=VV-H200 with a tracking tag is the cached ?id=VV-H200', async () => {
    const { firstBody } = await twice('/productCategory/Venturi_valve/?id=VV-H200')
    const { res, body } = await settled('/productCategory/Venturi_valve/?utm_campaign=x&id=VV-H200&ref=y')
    expect(res.headers.get('X-Page-Cache')).toBe('hit')
    expect(body).toBe(firstBody)
  })

  it('an id the page does not know is the page without it (its canonical URL): one render for all such ids', async () => {
    const { firstBody } = await twice('/en/productCategory/sensor/')
    for (const id of ['no-such-product', 'another-one', 'x'.repeat(60)]) {
      const { res, body } = await settled(`/en/productCategory/sensor/?id=${id}`)
      expect(res.headers.get('X-Page-Cache'), id).toBe('hit')
      expect(body).toBe(firstBody)
    }
  })
})

describe('concurrent misses of one page share one render', () => {
  it('30 simultaneous requests for / right after a purge: one render, the other 29 share it', async () => {
    await purge()
    const ctx = createExecutionContext()
    const answers = await Promise.all(Array.from({ length: 30 }, () => app.fetch(new Request('http://site.test/'), env, ctx)))
    const bodies = await Promise.all(answers.map((res) => res.text()))
    await waitOnExecutionContext(ctx)
    const states = answers.map((res) => res.headers.get('X-Page-Cache'))
    expect(states.filter((s) => s === 'miss')).toHaveLength(1)
    expect(states.filter((s) => s === 'shared')).toHaveLength(29)
    expect(new Set(bodies).size).toBe(1)
    expect(answers.every((res) => res.status === 200)).toBe(true)
  })
})

describe('pages that are not 200 cost little', () => {
  it('the 404 page is rendered once per language and bundle version: any other unknown page is a hit', async () => {
    const { firstBody } = await twice('/SolutionCategory/unknown/')
    const { res, body } = await settled('/productCategory/no_such_category/')
    expect(res.status).toBe(404)
    expect(res.headers.get('X-Page-Cache')).toBe('hit')
    expect(body).toBe(firstBody)
    const english = await settled('/en/SolutionCategory/unknown/')
    expect(english.res.status).toBe(404)
    expect(english.body).toContain('<html lang="en">')
  })
})

describe('an operator refreshes a page by asking for it with the token', () => {
  it('a request with Authorization: Bearer <OPS_TOKEN> renders afresh and replaces the cached page; a wrong token is an ordinary visitor', async () => {
    await twice('/en/solution')
    const fresh = await settled('/en/solution', { Authorization: 'Bearer test-ops-token' })
    expect(fresh.res.headers.get('X-Page-Cache')).toBe('miss')
    const wrong = await settled('/en/solution', { Authorization: 'Bearer guessed' })
    expect(wrong.res.headers.get('X-Page-Cache')).toBe('hit')
    expect(wrong.body).toBe(fresh.body)
  })
  it('the scheme name is case-insensitive here too: bearer <OPS_TOKEN> renders afresh', async () => {
    await twice('/en/solution')
    expect((await settled('/en/solution', { Authorization: 'bearer test-ops-token' })).res.headers.get('X-Page-Cache')).toBe('miss')
  })
})

describe('only pages are cached', () => {
  it('API answers and operator routes do not pass through the page cache', async () => {
    const { second } = await twice('/api/v1/website/products')
    expect(second.headers.get('X-Page-Cache')).toBeNull()
    expect((await get('/__ops/messages', { headers: { Authorization: 'Bearer test-ops-token' } })).headers.get('X-Page-Cache')).toBeNull()
  })
})

describe('the sitemap is cached with the pages, under the same bundle version', () => {
  it('the second /sitemap.xml is a hit with the same XML; a purge rebuilds it', async () => {
    const { first, firstBody, second, secondBody } = await twice('/sitemap.xml')
    expect(first.headers.get('X-Page-Cache')).toBe('miss')
    expect(second.headers.get('X-Page-Cache')).toBe('hit')
    expect(second.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    expect(secondBody).toBe(firstBody)
    await purge()
    expect((await twice('/sitemap.xml')).first.headers.get('X-Page-Cache')).toBe('miss')
  })
})
