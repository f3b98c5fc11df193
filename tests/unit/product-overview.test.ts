import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { fragment, select } from './layout-html.tsx'
import { seedContent } from './setup/seed-content.ts'
import { withoutWordMarks } from './fixtures/word-marks.ts'

/** The product overview of spec §2 as the server renders it: the ring of matrix products, then every category. */

beforeAll(seedContent)

const get = (path: string, lang = 'zh-CN') => exports.default.fetch(new Request(`http://site.test${path}`, { headers: { language: lang } }))

interface ApiProduct {
  productCode: string
  productName: string
  productImage: string
  categoryCode: string
}
interface ApiCategory {
  categoryCode: string
  categoryName: string
}

async function records<T>(path: string, lang: string): Promise<T[]> {
  return ((await (await get(`/api/v1/website/${path}`, lang)).json()) as { result: { records: T[] } }).result.records
}

for (const [lang, prefix] of [
  ['zh-CN', ''],
  ['en', '/en'],
] as const) {
  describe(`the product overview (${lang})`, () => {
    let html = ''
    let main = ''
    beforeAll(async () => {
      const res = await get(`${prefix}/product`)
      expect(res.status).toBe(200)
      html = withoutWordMarks(await res.text())
      main = fragment(html, '<main id="main">', 'main')
    })

    it('the ring holds the first 10 matrix products (isMatrix), each placed by its index and linking to its product page', async () => {
      const matrix = await records<ApiProduct>('products?isMatrix=1&_pageSize=10', lang)
      expect(matrix.length).toBeGreaterThan(2)
      const ring = await select(main, '.ring')
      expect(ring[0]?.style).toBe(`--count:${matrix.length}`)
      const slots = await select(main, '.ring__slot')
      expect(slots.map((s) => s.style)).toEqual(matrix.map((_, i) => `--i:${i}`))
      const items = await select(main, '.ring__item')
      expect(items.map((a) => a.href)).toEqual(matrix.map((p) => `${prefix}/productCategory/${p.categoryCode}/?id=${p.productCode}`))
      expect((await select(main, '.ring__name')).map((name) => name.text)).toEqual(matrix.map((p) => p.productName))
      // A small ring's label, the model alone: hidden from assistive technology, which reads the name.
      expect((await select(main, '.ring__code')).map((code) => code.text)).toEqual(matrix.map((p) => p.productCode))
      expect(main.match(/<span class="ring__code" aria-hidden="true">/g)).toHaveLength(matrix.length)
      expect((await select(main, '.ring__image')).map((i) => i.src)).toEqual(matrix.map((p) => p.productImage))
    })

    it('below the ring, every category with all its products as links', async () => {
      const categories = await records<ApiCategory>('productCategories?_pageSize=1000', lang)
      const products = await records<ApiProduct>('products?_pageSize=1000', lang)
      const names = await select(main, '.product-family__name a')
      expect(names.map((a) => [a.text, a.href])).toEqual(categories.map((c) => [c.categoryName, `${prefix}/productCategory/${c.categoryCode}/`]))
      const tiles = await select(main, '.product-tile')
      expect(tiles.map((a) => a.href)).toEqual(categories.flatMap((c) => products.filter((p) => p.categoryCode === c.categoryCode).map((p) => `${prefix}/productCategory/${c.categoryCode}/?id=${p.productCode}`)))
      expect(tiles).toHaveLength(products.length)
    })

    it('has no island of its own (the ring is CSS) and links its stylesheet', () => {
      expect(main).not.toContain('data-island')
      expect(html).toMatch(/<link rel="stylesheet" href="[^"]*product[^"]*\.css"\/>/)
    })

    it('describes its products to crawlers as an ItemList of their pages', async () => {
      const products = await records<ApiProduct>('products?_pageSize=1000', lang)
      const list = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
        .map((m) => JSON.parse(m[1]!) as { '@type': string; itemListElement?: { position: number; url: string }[] })
        .find((d) => d['@type'] === 'ItemList')
      expect(list?.itemListElement).toHaveLength(products.length)
      expect(list?.itemListElement?.[0]).toMatchObject({ position: 1, url: expect.stringMatching(new RegExp(`^http://site\\.test${prefix}/productCategory/[^/]+/\\?id=`)) })
    })
  })
}
