import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SafeHtml } from '../../src/content/sanitize/rich-html.ts'
import { CategoryBanner } from '../../src/ui/pages/product-category/CategoryBanner.tsx'
import { markText } from '../../src/ui/render/text-pass.ts'
import { richTextSections } from '../../src/ui/content/rich-text-sections.ts'
import { demoBundle, fragment, renderLayout, select } from './layout-html.tsx'
import { seedContent } from './setup/seed-content.ts'
import { withoutWordMarks } from './fixtures/word-marks.ts'

/**
 * The product category page of spec §2 as the server renders it: banner and features, the product list,
 * the selected product with its case images, and a head of its own for each product's URL.
 */

beforeAll(seedContent)

const get = (path: string) => exports.default.fetch(new Request(`http://site.test${path}`))

interface ApiProduct {
  id: string
  productCode: string
  productName: string
  productImage: string
  advertisement: string
  tags: string
  productDetails: string
}
interface ApiCategory {
  categoryName: string
  subtitle: string
  seoTitle: string
  feature: { name: string; value: string }[]
}

async function api<T>(path: string, lang: string): Promise<T> {
  const answer = await exports.default.fetch(new Request(`http://site.test/api/v1/website/${path}`, { headers: { language: lang } }))
  return ((await answer.json()) as { result: T }).result
}

const mainOf = (html: string) => fragment(html, '<main id="main">', 'main')
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"\/>/.exec(html)?.[1]
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)

for (const [lang, prefix] of [
  ['zh-CN', ''],
  ['en', '/en'],
] as const) {
  describe(`the product category page (${lang})`, () => {
    let category: ApiCategory
    let products: ApiProduct[]
    let html = ''
    let main = ''
    const path = `${prefix}/productCategory/Venturi_valve/`
    beforeAll(async () => {
      category = await api<ApiCategory>('productCategories/Venturi_valve', lang)
      products = (await api<{ records: ApiProduct[] }>('products?categoryCode=Venturi_valve&_pageSize=1000', lang)).records
      const res = await get(`${path}?id=${products[1]!.productCode}`)
      expect(res.status).toBe(200)
      html = withoutWordMarks(await res.text())
      main = mainOf(html)
    })

    it('its banner: the category name as the one h1, the subtitle, and the feature list as name and value', async () => {
      expect((await select(main, 'h1')).map((h) => h.text)).toEqual([category.categoryName])
      expect((await select(main, '.page-banner__subtitle'))[0]?.text).toBe(category.subtitle)
      expect((await select(main, '.category-feature__name')).map((d) => d.text)).toEqual(category.feature.map((f) => f.name))
      expect((await select(main, '.category-feature__value')).map((d) => d.text)).toEqual(category.feature.map((f) => f.value))
    })

    it('lists every product of the category as a link to its own page; the shown one is aria-current="page"', async () => {
      const cards = await select(main, '.selection-card')
      expect(cards.map((c) => c.href)).toEqual(products.map((p) => `${path}?id=${p.productCode}`))
      expect(cards.map((c) => c.text)).toEqual(products.map((p) => p.productName))
      expect(cards.map((c) => c['aria-current'])).toEqual(products.map((_, i) => (i === 1 ? 'page' : undefined)))
      expect(main).toContain('data-island="SelectionList"')
    })

    it('has labelled previous and next buttons that control the product region', async () => {
      const arrows = await select(main, '.selection-arrow')
      expect(arrows.map((a) => a['aria-controls'])).toEqual(['selected-product', 'selected-product'])
      expect(arrows.every((a) => a['aria-label']!.length > 1)).toBe(true)
    })

    it('shows the selected product’s details (sanitised rich HTML) in its region: the introduction, then each headed part', async () => {
      const product = products[1]!
      expect(product.productDetails).toContain('<table>')
      const region = fragment(main, 'id="selected-product"', 'section')
      // The API's details are the sanitised HTML the page renders, in parts, with its Chinese short texts' word
      // breaks (src/ui/render/text-pass.ts).
      const { intro, sections } = richTextSections(product.productDetails as SafeHtml)
      expect(sections.length).toBeGreaterThan(1)
      expect([intro, ...sections].join('').replace(/>\s+</g, '><')).toBe(product.productDetails.replace(/>\s+</g, '><'))
      expect(region).toContain(`<div class="rich-text product__description">${withoutWordMarks(markText(intro, lang))}</div>`)
      for (const section of sections) expect(region).toContain(`<section class="rich-text product__section">${withoutWordMarks(markText(section, lang))}</section>`)
    })

    it('shows the selected product: picture, name, advertisement, each tag, and its case images with their names', async () => {
      const product = products[1]!
      const [region] = await select(main, '#selected-product')
      expect(region?.['data-selected-item']).toBe(product.productCode)
      expect((await select(main, '#selected-product h2'))[0]?.text).toBe(product.productName)
      expect((await select(main, '.product__image'))[0]).toMatchObject({ src: product.productImage, alt: product.productName, width: '800', height: '800' })
      expect((await select(main, '.product__advert'))[0]?.text).toBe(product.advertisement)
      const tags = await select(main, '.product .tag-list__tag')
      expect(tags.map((t) => t.text)).toEqual(product.tags.split(','))
      // Each tag is a link to the site search for it (issue 49).
      expect(tags.map((t) => t.href)).toEqual(product.tags.split(',').map((tag) => `${lang === 'en' ? '/en' : ''}/search?q=${encodeURIComponent(tag)}`))
      const cases = (await api<{ records: { url: string; imageName: string }[] }>(`productCatExamples?productId=${product.id}&_pageSize=1000`, lang)).records
      expect(cases.length).toBeGreaterThan(0)
      expect((await select(main, '.product-case__image')).map((i) => i.src)).toEqual(cases.map((c) => c.url))
      expect((await select(main, '.product-case__name')).map((c) => c.text)).toEqual(cases.map((c) => c.imageName))
    })

    it('links its category’s datasheet, and down to the enquiry form, which ends the page naming the product as its topic', async () => {
      const product = products[1]!
      const region = fragment(main, 'id="selected-product"', 'section')
      expect(region).not.toContain('data-enquiry')
      expect((await select(main, '#selected-product'))[0]?.['data-selection-topic']).toBe(product.productName)
      expect((await select(main, '.product__enquire'))[0]?.href).toBe('#enquiry')
      const datasheet = (await select(main, '.product__datasheet'))[0]
      expect(datasheet?.href).toBe(`${prefix}/File/Venturi_valve_Datasheet`)
      expect(datasheet?.text).toBe(lang === 'en' ? 'Venturi Valves datasheet (PDF)' : '文丘里阀产品样本（PDF）')
      expect((await select(main, 'form[data-enquiry] input[name="topic"]'))[0]?.value).toBe(product.productName)
      expect((await select(main, 'form[data-enquiry] input[name="topicKind"]'))[0]?.value).toBe('product')
      expect((await select(main, '.enquiry__topic'))[0]?.text).toBe(`${lang === 'en' ? 'Enquiry about: ' : '咨询产品：'}${product.productName}`)
      expect(html).toMatch(/<link rel="stylesheet" href="[^"]*enquiry[^"]*\.css"\/>/)
    })

    it('is the product’s own page: its title, description, canonical URL and Product JSON-LD; its picture is preloaded', async () => {
      const product = products[1]!
      const url = `http://site.test${path}?id=${product.productCode}`
      expect(title(html)).toBe(`${product.productName} | ${category.categoryName} | ${lang === 'en' ? 'Ventaura Flow Control' : '文拓流体控制'}`.replaceAll('&', '&amp;'))
      expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).toContain(product.advertisement)
      expect(canonical(html)).toBe(url)
      expect(html).toContain(`<meta property="og:url" content="${url}"/>`)
      const ld = jsonLd(html).find((d) => d['@type'] === 'Product')
      expect(ld).toMatchObject({ name: product.productName, sku: product.productCode, url, category: category.categoryName })
      expect(html.indexOf(`<link rel="preload" as="image" href="${product.productImage}" fetchPriority="high"/>`)).toBeLessThan(html.indexOf('<main'))
    })

    it('a product named by its 19-digit id is the same page as by its code', async () => {
      const byId = withoutWordMarks(await (await get(`${path}?id=${products[1]!.id}`)).text())
      expect(mainOf(byId)).toBe(main)
      expect(canonical(byId)).toBe(canonical(html))
    })

    it('no id, or an unknown one, shows the first product under the category’s own URL and SEO title', async () => {
      const bare = await (await get(path)).text()
      const unknown = await (await get(`${path}?id=NO-SUCH`)).text()
      for (const page of [bare, unknown]) {
        expect((await select(mainOf(page), '#selected-product'))[0]?.['data-selected-item']).toBe(products[0]!.productCode)
        expect(canonical(page)).toBe(`http://site.test${path}`)
        expect(title(page)).toContain(category.seoTitle.replaceAll('&', '&amp;'))
      }
      expect(mainOf(unknown)).toBe(mainOf(bare))
      // The page shows a product: its JSON-LD points at that product's own URL.
      expect(jsonLd(bare).find((d) => d['@type'] === 'Product')?.url).toBe(`http://site.test${path}?id=${products[0]!.productCode}`)
    })

    it('links the stylesheets of the list and of the page', () => {
      expect(html).toMatch(/<link rel="stylesheet" href="[^"]*selection[^"]*\.css"\/>/)
      expect(html).toMatch(/<link rel="stylesheet" href="[^"]*product-category[^"]*\.css"\/>/)
    })
  })
}

describe('feature values', () => {
  it('are cut at 50 characters with an ellipsis, the whole value in the tooltip; short ones have none', async () => {
    const bundle = await demoBundle('en')
    const long = 'A'.repeat(30) + ' ' + 'B'.repeat(30)
    const category = { ...bundle.productCategories[0]!, feature: [{ name: 'Long', value: long }, { name: 'Short', value: 'Under 1 s' }] }
    const html = renderLayout(<CategoryBanner category={category} breadcrumb={[]} />, 'en', '/en/productCategory/Venturi_valve/', bundle)
    const values = await select(html, '.category-feature__value')
    expect(values[0]).toMatchObject({ text: `${'A'.repeat(30)} ${'B'.repeat(19)}…`, title: long })
    expect(Array.from(values[0]!.text)).toHaveLength(51)
    expect(values[1]).toMatchObject({ text: 'Under 1 s' })
    expect(values[1]!.title).toBeUndefined()
  })
})

describe('a category page', () => {
  it('of an unknown category, by code or by 19-digit id, is the 404 page', async () => {
    for (const path of ['/productCategory/no_such/', '/en/productCategory/1799999999999999999/?id=VV-S100']) {
      const res = await get(path)
      expect(res.status).toBe(404)
      void res.body?.cancel()
    }
  })
  it('of a category given by its 19-digit id shows that category, linking its products by code', async () => {
    const { result } = (await (await get('/api/v1/website/productCategories/sensor')).json()) as { result: { id: string } }
    const main = mainOf(await (await get(`/productCategory/${result.id}/`)).text())
    expect((await select(main, '.selection-card')).every((c) => c.href?.startsWith('/productCategory/sensor/?id='))).toBe(true)
  })
})
