import { describe, expect, it } from 'vitest'
import { DIRECTORY_PRODUCTS_PER_CATEGORY, productsByCategory, ringProducts, RING_SIZE } from '../../src/ui/pages/product/overview.ts'
import { productSeo } from '../../src/ui/pages/product-category/product-choice.ts'
import { CATEGORY_HEAD } from '../../src/content/model/bundle.ts'
import { fixtureBundle, fixtureProducts } from './fixtures/bundle.ts'

const en = fixtureBundle('en')
const zh = fixtureBundle('zh-CN')
const [first, second] = fixtureProducts('en') as [ReturnType<typeof fixtureProducts>[0], ReturnType<typeof fixtureProducts>[0]]
const category = en.productCategories[0]!

describe('a product page has its own SEO texts', () => {
  it('title: the product and its category; keywords: its tags, then the category’s', () => {
    const seo = productSeo(second, category, 'en')
    expect(seo.title).toBe('High-speed venturi valve | Venturi valves')
    expect(seo.keywords).toBe('c,venturi')
  })
  it('description: its advertisement as a sentence, then the category’s description, in the language’s punctuation', () => {
    expect(productSeo(second, category, 'en').description).toBe('Fast. Venturi description')
    expect(productSeo(fixtureProducts('zh-CN')[1]!, zh.productCategories[0]!, 'zh-CN').description).toBe('Fast。文丘里阀描述')
    expect(productSeo({ ...second, advertisement: 'Fast!' }, category, 'en').description).toBe('Fast! Venturi description')
  })
})

describe('the overview', () => {
  it('the ring holds the matrix products in catalogue order, at most 10 (spec §9)', () => {
    expect(ringProducts(en.matrixProducts).map((p) => p.productCode)).toEqual(['VV-H200'])
    const many = Array.from({ length: 14 }, (_, i) => ({ ...second, id: String(1790000000000090000 + i), productCode: `M-${i}` }))
    expect(ringProducts([first, ...many]).map((p) => p.productCode)).toEqual(many.slice(0, RING_SIZE).map((p) => p.productCode))
    expect(RING_SIZE).toBe(10)
  })
  it('every category comes with its own products, in order', () => {
    const other = { ...category, id: '1790000000000000099', categoryCode: 'sensor' }
    expect(productsByCategory([category, other], en.categoryProducts)).toEqual([
      { category, products: en.categoryProducts[0]!.items, total: 2 },
      { category: other, products: [], total: 0 },
    ])
    expect(en.categoryProducts[0]!.items.map((p) => p.productCode)).toEqual([first.productCode, second.productCode])
  })
  it(`the directory shows a category's first ${DIRECTORY_PRODUCTS_PER_CATEGORY} and how many it has in all (issue 34)`, () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ ...first, id: `17900000000${String(i).padStart(8, '0')}`, productCode: `P${i}` }))
    const [family] = productsByCategory([category], [{ categoryCode: category.categoryCode, items: many.slice(0, CATEGORY_HEAD), total: many.length }])
    expect(family!.products.map((p) => p.productCode)).toEqual(Array.from({ length: DIRECTORY_PRODUCTS_PER_CATEGORY }, (_, i) => `P${i}`))
    expect(family!.total).toBe(50)
  })
})
