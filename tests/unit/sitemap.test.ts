import { exports } from 'cloudflare:workers'
import { XMLParser } from 'fast-xml-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { DOCUMENTS } from '../../src/content/documents/index.ts'
import { SITEMAP_PART, sitemapFileOf, sitemapFilePath, sitemapFiles, sitemapIndexXml } from '../../src/seo/sitemap.ts'
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

describe(`a site of more than ${SITEMAP_PART} pages has a sitemap index, of files of at most ${SITEMAP_PART} pages each`, () => {
  it('the index names the bundle’s pages, then each kind’s parts in turn', () => {
    const files = sitemapFiles({ products: 12_000, solutions: SITEMAP_PART, news: 1 })
    expect(files.map(sitemapFilePath)).toEqual([
      '/sitemap-pages.xml',
      '/sitemap-products-1.xml',
      '/sitemap-products-2.xml',
      '/sitemap-products-3.xml',
      '/sitemap-solutions-1.xml',
      '/sitemap-news-1.xml',
    ])
    const xml = sitemapIndexXml('https://www.ventaura.example', files)
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/)
    expect(xml).toContain('<sitemap><loc>https://www.ventaura.example/sitemap-products-3.xml</loc></sitemap>')
  })

  it('a file’s path names it; any other path names none', () => {
    for (const file of sitemapFiles({ products: 12_000, solutions: 1, news: 1 })) expect(sitemapFileOf(sitemapFilePath(file))).toEqual(file)
    for (const path of ['/sitemap-products-0.xml', '/sitemap-products-01.xml', '/sitemap-cases-1.xml', '/sitemap-products.xml', '/sitemap-pages-1.xml', '/sitemap-news-1234567.xml']) {
      expect(sitemapFileOf(path), path).toBeNull()
    }
  })

  it('with the demo content /sitemap.xml is one file; a part past the last is a 404, and so is one of no kind', async () => {
    expect(await (await get('/sitemap.xml')).text()).toContain('<urlset')
    expect((await get('/sitemap-products-2.xml')).status).toBe(404)
    expect((await get('/sitemap-cases-1.xml')).status).toBe(404)
    const part = await get('/sitemap-products-1.xml')
    expect(part.status).toBe(200)
    expect(await part.text()).toContain('<loc>http://site.test/en/productCategory/sensor/?id=SN-V200</loc>')
  })
})
