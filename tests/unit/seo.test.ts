import { createExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { app } from '../../src/app.ts'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)

const html = async (path: string) => (await exports.default.fetch(new Request(`http://site.test${path}`))).text()
const meta = (doc: string, attr: 'name' | 'property', key: string) => new RegExp(`<meta ${attr}="${key}" content="([^"]*)"/>`).exec(doc)?.[1]
const title = (doc: string) => /<title>([^<]*)<\/title>/.exec(doc)?.[1]
const jsonLd = (doc: string) => [...doc.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { '@type': string } & Record<string, unknown>)
const types = (doc: string) => jsonLd(doc).map((d) => d['@type'])

async function newsPath(lang: '' | '/en') {
  const { result } = (await (await exports.default.fetch(new Request('http://site.test/api/v1/website/news?_pageSize=1'))).json()) as { result: { records: { id: string; categoryCode: string }[] } }
  const news = result.records[0]!
  return `${lang}/newDetail/${news.categoryCode}/${news.id}`
}

describe('title, keywords and description come from the site config, keyed by page code (+ _en)', () => {
  it('the zh-CN home page uses the config key "home"', async () => {
    const doc = await html('/')
    expect(title(doc)).toContain('实验室气流控制专家')
    expect(meta(doc, 'name', 'keywords')).toContain('文丘里阀')
    expect(meta(doc, 'name', 'description')).toBeTruthy()
  })
  it('titles end with the brand from the config key brand_name', async () => {
    expect(title(await html('/en/product'))).toMatch(/ \| Ventaura Flow Control$/)
    expect(title(await html('/product'))).toMatch(/ \| 文拓流体控制$/)
  })
  it('the English home page uses "home_en"', async () => {
    const doc = await html('/en/')
    expect(title(doc)).toContain('Laboratory Airflow Control')
    expect(meta(doc, 'name', 'keywords')).toContain('venturi')
  })
  it('the contact page uses "contact" / "contact_en"', async () => {
    expect(title(await html('/contact/'))).toContain('联系我们')
    expect(title(await html('/en/contact/'))).toContain('Contact Us')
  })
})

describe('category pages use their own seoTitle, seoKeyword and description', () => {
  it('a product category', async () => {
    const { result } = (await (await exports.default.fetch(new Request('http://site.test/api/v1/website/productCategories?categoryCode=sensor', { headers: { language: 'en' } }))).json()) as { result: { records: { seoTitle: string; seoKeyword: string; description: string }[] } }
    const category = result.records[0]!
    const doc = await html('/en/productCategory/sensor/')
    expect(title(doc)).toBe(`${category.seoTitle.replaceAll('&', '&amp;')} | Ventaura Flow Control`)
    expect(meta(doc, 'name', 'keywords')).toBe(category.seoKeyword.replaceAll('&', '&amp;'))
  })
  it('a solution category', async () => {
    const doc = await html('/en/SolutionCategory/Medical/')
    expect(title(doc)).toBeTruthy()
    expect(title(doc)).not.toContain('Solutions | Biosafety, Life Science')
  })
})

describe('news detail presents the article', () => {
  it('its title, a NewsArticle and a BreadcrumbList Home > About > News > title', async () => {
    const doc = await html(await newsPath('/en'))
    const article = jsonLd(doc).find((d) => d['@type'] === 'NewsArticle')!
    expect(title(doc)).toContain(article.headline as string)
    expect(article.datePublished).toMatch(/^20\d\d-/)
    const crumbs = jsonLd(doc).find((d) => d['@type'] === 'BreadcrumbList')!.itemListElement as { name: string }[]
    expect(crumbs.map((c) => c.name)).toEqual(['Home', 'About us', 'News', article.headline])
    expect(meta(doc, 'property', 'og:type')).toBe('article')
  })
})

describe('what crawlers of a bilingual site need is on every page', () => {
  it('an absolute canonical URL, from SITE_URL when it is set', async () => {
    expect(await html('/en/product')).toContain('<link rel="canonical" href="http://site.test/en/product"/>')
    const res = await app.fetch(new Request('https://www.ventaura.example/product'), { ...env, SITE_URL: 'https://www.ventaura.example/' }, createExecutionContext())
    expect(await res.text()).toContain('<link rel="canonical" href="https://www.ventaura.example/product"/>')
  })
  it('reciprocal hreflang alternates for zh-CN, en and x-default', async () => {
    for (const path of ['/contact/', '/en/contact/']) {
      const doc = await html(path)
      expect(doc).toContain('<link rel="alternate" hrefLang="zh-CN" href="http://site.test/contact/"/>')
      expect(doc).toContain('<link rel="alternate" hrefLang="en" href="http://site.test/en/contact/"/>')
      expect(doc).toContain('<link rel="alternate" hrefLang="x-default" href="http://site.test/contact/"/>')
    }
  })
  it('OpenGraph title, description, absolute image and locale', async () => {
    const doc = await html('/en/')
    expect(meta(doc, 'property', 'og:title')).toBe(title(doc))
    expect(meta(doc, 'property', 'og:description')).toBeTruthy()
    expect(meta(doc, 'property', 'og:image')).toMatch(/^http:\/\/site\.test\/img\//)
    expect(meta(doc, 'property', 'og:locale')).toBe('en_US')
    expect(meta(doc, 'property', 'og:locale:alternate')).toBe('zh_CN')
    expect(meta(await html('/'), 'property', 'og:locale')).toBe('zh_CN')
  })
  it('JSON-LD: Organization everywhere, WebSite on the home page, BreadcrumbList with a breadcrumb, Product on product pages', async () => {
    expect(types(await html('/'))).toEqual(['Organization', 'WebSite'])
    expect(types(await html('/en/SolutionCategory/biosafety/'))).toEqual(['Organization', 'BreadcrumbList'])
    const product = await html('/en/productCategory/Venturi_valve/')
    expect(types(product)).toEqual(['Organization', 'BreadcrumbList', 'Product'])
    const ld = jsonLd(product).find((d) => d['@type'] === 'Product')!
    expect(ld.name).toBeTruthy()
    expect(ld.image).toMatch(/^http:\/\/site\.test\/img\/products\//)
    const org = jsonLd(product).find((d) => d['@type'] === 'Organization')!
    expect(org.name).toBe('Ventaura Flow Control')
  })
  it('a product chosen by ?id= is its own canonical URL', async () => {
    const { result } = (await (await exports.default.fetch(new Request('http://site.test/api/v1/website/products?categoryCode=sensor'))).json()) as { result: { records: { productCode: string }[] } }
    const second = result.records[1]!.productCode
    const doc = await html(`/productCategory/sensor/?id=${second}`)
    expect(doc).toContain(`<link rel="canonical" href="http://site.test/productCategory/sensor/?id=${second}"/>`)
    expect(await html('/productCategory/sensor/?id=NOPE')).toContain('<link rel="canonical" href="http://site.test/productCategory/sensor/"/>')
  })
})
