import { describe, expect, it } from 'vitest'
import { DIRECTORY_PRODUCTS_PER_CATEGORY, productsByCategory, ringProducts, RING_SIZE } from '../../src/ui/pages/product/overview.ts'
import { chooseProduct, productSeo } from '../../src/ui/pages/product-category/product-choice.ts'
import { fixtureBundle } from './fixtures/bundle.ts'

const en = fixtureBundle('en')
const zh = fixtureBundle('zh-CN')
const [first, second] = en.products as [(typeof en.products)[0], (typeof en.products)[0]]
const category = en.productCategories[0]!

describe('the query id picks the product of a category page', () => {
  it('by its product code or its 19-digit id', () => {
    expect(chooseProduct(en.products, 'VV-H200')).toEqual({ product: second, chosen: true })
    expect(chooseProduct(en.products, second.id)).toEqual({ product: second, chosen: true })
  })
  it('no id, or one naming no product of the category, shows the first product and is not a product page', () => {
    expect(chooseProduct(en.products, null)).toEqual({ product: first, chosen: false })
    expect(chooseProduct(en.products, 'NOPE')).toEqual({ product: first, chosen: false })
    expect(chooseProduct(en.products, '1799999999999999999')).toEqual({ product: first, chosen: false })
  })
  it('an empty category shows no product', () => {
    expect(chooseProduct([], 'VV-H200')).toEqual({ product: undefined, chosen: false })
  })
})

describe('a product page has its own SEO texts', () => {
  it('title: the product and its category; keywords: its tags, then the category’s', () => {
    const seo = productSeo(second, category, 'en')
    expect(seo.title).toBe('High-speed venturi valve | Venturi valves')
    expect(seo.keywords).toBe('c,venturi')
  })
  it('description: its advertisement as a sentence, then the category’s description, in the language’s punctuation', () => {
    expect(productSeo(second, category, 'en').description).toBe('Fast. Venturi description')
    expect(productSeo(zh.products[1]!, zh.productCategories[0]!, 'zh-CN').description).toBe('Fast。文丘里阀描述')
    expect(productSeo({ ...second, advertisement: 'Fast!' }, category, 'en').description).toBe('Fast! Venturi description')
  })
})

describe('the overview', () => {
  it('the ring holds the matrix products in catalogue order, at most 10 (spec §9)', () => {
    expect(ringProducts(en.products).map((p) => p.productCode)).toEqual(['VV-H200'])
    const many = Array.from({ length: 14 }, (_, i) => ({ ...second, id: String(1790000000000090000 + i), productCode: `M-${i}` }))
    expect(ringProducts([first, ...many]).map((p) => p.productCode)).toEqual(many.slice(0, RING_SIZE).map((p) => p.productCode))
    expect(RING_SIZE).toBe(10)
  })
  it('every category comes with its own products, in order', () => {
    const other = { ...category, id: '1790000000000000099', categoryCode: 'sensor' }
    expect(productsByCategory([category, other], en.products)).toEqual([
      { category, products: [first, second], total: 2 },
      { category: other, products: [], total: 0 },
    ])
  })
  it(`the directory shows a category's first ${DIRECTORY_PRODUCTS_PER_CATEGORY} and how many it has in all (issue 34)`, () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ ...first, id: `17900000000${String(i).padStart(8, '0')}`, productCode: `P${i}` }))
    const [family] = productsByCategory([category], many)
    expect(family!.products.map((p) => p.productCode)).toEqual(Array.from({ length: DIRECTORY_PRODUCTS_PER_CATEGORY }, (_, i) => `P${i}`))
    expect(family!.total).toBe(50)
  })
})
