import { exports } from 'cloudflare:workers'
import { XMLParser } from 'fast-xml-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { DOCUMENTS } from '../../src/content/documents/index.ts'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)

const get = (path: string) => exports.default.fetch(new Request(`http://site.test${path}`, { redirect: 'manual' }))

interface UrlEntry {
  loc: string
  lastmod?: string
  'xhtml:link': { '@_rel': string; '@_hreflang': string; '@_href': string }[]
}

async function sitemap(): Promise<UrlEntry[]> {
  const res = await get('/sitemap.xml')
  expect(res.status).toBe(200)
  expect(res.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
  const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'xhtml:link' }).parse(await res.text())
  expect(parsed.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
  return parsed.urlset.url as UrlEntry[]
}

async function count(endpoint: string): Promise<number> {
  const body = (await (await get(`/api/v1/website/${endpoint}?_pageSize=10000`)).json()) as { result: { total: number } }
  return body.result.total
}

describe('/sitemap.xml lists every page in both languages', () => {
  it('static pages (the launch event’s while there is one, the privacy notice), every document, every product category and product, solution category and solution, case and news category and every news item, twice (zh-CN and en)', async () => {
    const urls = await sitemap()
    const pages = 11 + DOCUMENTS.length + (await count('productCategories')) + (await count('products')) + (await count('solutionCategories')) + (await count('solutions')) + (await count('exampleCategories')) + (await count('newsCategories')) + (await count('news'))
    expect(urls).toHaveLength(pages * 2)
    const locs = urls.map((u) => u.loc)
    expect(new Set(locs).size).toBe(locs.length)
    for (const loc of ['http://site.test/', 'http://site.test/en/', 'http://site.test/productCategory/Venturi_valve/', 'http://site.test/en/productCategory/sensor/?id=SN-V200', 'http://site.test/en/SolutionCategory/Intelligent_system/', 'http://site.test/SolutionCategory/biosafety/?id=bsl3-laboratory', 'http://site.test/Case/6', 'http://site.test/en/industryTrends/2/', 'http://site.test/pdf/Corporate_Brochure', 'http://site.test/File', 'http://site.test/en/File/sensor_Datasheet', 'http://site.test/activity', 'http://site.test/privacy', 'http://site.test/en/privacy']) {
      expect(locs).toContain(loc)
    }
    expect(locs.filter((l) => l.includes('/newDetail/'))).toHaveLength((await count('news')) * 2)
  })


  it('each entry names its zh-CN, en and x-default alternates, and lists itself among them', async () => {
    for (const url of await sitemap()) {
      const links = Object.fromEntries(url['xhtml:link'].map((l) => [l['@_hreflang'], l['@_href']]))
      expect(Object.keys(links).sort()).toEqual(['en', 'x-default', 'zh-CN'])
      expect([links['zh-CN'], links.en]).toContain(url.loc)
      expect(links['x-default']).toBe(links['zh-CN'])
    }
  })

  it('each entry has a lastmod from the content (a valid date, none in the future)', async () => {
    for (const url of await sitemap()) {
      expect(url.lastmod, url.loc).toBeTruthy()
      expect(Date.parse(url.lastmod!)).toBeLessThanOrEqual(Date.now())
    }
  })

  // About a hundred pages: rendered a few at a time, with a budget for a slow, busy machine.
  it('every URL in the sitemap answers 200', { timeout: 120_000 }, async () => {
    const locs = (await sitemap()).map((u) => new URL(u.loc))
    for (let i = 0; i < locs.length; i += 8) {
      const statuses = await Promise.all(
        locs.slice(i, i + 8).map(async (loc) => {
          const res = await get(loc.pathname + loc.search)
          await res.body?.cancel()
          return [loc.href, res.status] as const
        }),
      )
      for (const [href, status] of statuses) expect(status, href).toBe(200)
    }
  })
})

describe('/robots.txt allows crawling and names the sitemap', () => {
  it('Allow: / and Sitemap: <origin>/sitemap.xml', async () => {
    const res = await get('/robots.txt')
    expect(res.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
    const text = await res.text()
    expect(text).toMatch(/^User-agent: \*\nAllow: \//)
    expect(text).toContain('Sitemap: http://site.test/sitemap.xml')
  })
})
