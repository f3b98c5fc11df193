import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi, listOf } from './fixtures/api.ts'
import { FIXTURE_COUNTS, id, insertFixtures } from './fixtures/content.ts'

beforeAll(() => insertFixtures(env.DB))

type Coded = { productCode: string }
const codes = async (path: string, language?: string) => (await listOf<Coded>(path, language)).result.records.map((p) => p.productCode)
const ids = async (path: string) => (await listOf<{ id: string }>(path)).result.records.map((r) => r.id)

describe('every GET list of spec §7 answers the envelope with records and total', () => {
  it.each(Object.entries(FIXTURE_COUNTS))('%s lists its %i records', async (path, count) => {
    const res = await callApi(`/${path}?_pageSize=100`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/)
    const body = await res.json<{ success: boolean; message: string; result: { records: unknown[]; total: number } }>()
    expect(body).toEqual({ success: true, message: '', result: { records: expect.any(Array), total: count } })
    expect(body.result.records).toHaveLength(count)
  })

  it('a record has exactly the fields of its entity, JSON columns as arrays and flags as booleans', async () => {
    const { result } = await listOf('/products?_pageSize=1')
    expect(result.records[0]).toEqual({
      id: id(202),
      productCode: 'VV-200',
      productName: '产品 VV-200',
      productImage: '/img/products/VV-200.webp',
      advertisement: '广告',
      tags: '快速,精确',
      productDetails: '<p>详情</p>',
      category: id(101),
      categoryCode: 'Venturi_valve',
      productType: id(101),
      isTop: false,
      isMatrix: true,
      sort: 1,
      updatedAt: '2026-01-01T00:00:00+08:00',
    })
    const { result: categories } = await listOf<{ feature: unknown }>('/productCategories')
    expect(categories.records[0]?.feature).toEqual([{ name: '精度', value: '±5%' }])
  })

  it('successful answers may be cached for a minute and vary by the language header', async () => {
    const res = await callApi('/products')
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60')
    expect(res.headers.get('Vary')).toContain('language')
  })
})

describe('_pageNo and _pageSize page through a list; total counts all pages', () => {
  it('defaults to page 1 of 10 records', async () => {
    const { result } = await listOf('/news')
    expect(result.records).toHaveLength(10)
    expect(result.total).toBe(10)
  })
  it('page 2 of size 4 holds records 5 to 8, page 3 the rest, page 4 none', async () => {
    expect(await codes('/products?_pageNo=2&_pageSize=4')).toEqual(['SE-100', 'SE-300'])
    expect(await codes('/products?_pageNo=1&_pageSize=4')).toEqual(['VV-200', 'VV-300', 'VV-100', 'SE-200'])
    const past = await listOf('/products?_pageNo=3&_pageSize=4')
    expect(past.result).toEqual({ records: [], total: 6 })
  })
  it('configs take the spec spelling _pageNO as well as _pageNo', async () => {
    const keys = async (path: string) => (await listOf<{ key: string }>(path)).result.records.map((r) => r.key)
    expect(await keys('/configs?_pageNO=2&_pageSize=3')).toEqual(['home_en'])
    expect(await keys('/configs?_pageNo=2&_pageSize=3')).toEqual(['home_en'])
    expect(await keys('/configs?_pageNO=1&_pageSize=1000')).toEqual(['Venturi_valve', 'Venturi_valve_en', 'home', 'home_en'])
  })
  it('accepts the largest page size, 10000', async () => {
    expect((await listOf('/products?_pageSize=10000')).result.records).toHaveLength(6)
  })
})

describe('_sort orders by a whitelisted field, +field ascending and -field descending', () => {
  it('products default to +sort', async () => {
    expect(await codes('/products')).toEqual(['VV-200', 'VV-300', 'VV-100', 'SE-200', 'SE-100', 'SE-300'])
  })
  it('-sort reverses', async () => {
    expect(await codes('/products?_sort=-sort')).toEqual(['SE-300', 'SE-100', 'SE-200', 'VV-100', 'VV-300', 'VV-200'])
  })
  it('%2Bsort, +sort (decoded as a space) and a bare field all mean ascending', async () => {
    const ascending = await codes('/products?_sort=-sort').then((list) => list.reverse())
    expect(await codes('/products?_sort=%2Bsort')).toEqual(ascending)
    expect(await codes('/products?_sort=+sort')).toEqual(ascending)
    expect(await codes('/products?_sort=sort')).toEqual(ascending)
    expect(await codes('/products?_sort=%2BproductCode')).toEqual(['SE-100', 'SE-200', 'SE-300', 'VV-100', 'VV-200', 'VV-300'])
  })
  it('news default to -createTime, newest first; +createTime turns it round', async () => {
    const titles = async (path: string) => (await listOf<{ newsCode: string }>(path)).result.records.map((n) => n.newsCode)
    expect((await titles('/news?_pageSize=3'))).toEqual(['news-10', 'news-09', 'news-08'])
    expect((await titles('/news?_pageSize=3&_sort=%2BcreateTime'))).toEqual(['news-01', 'news-02', 'news-03'])
  })
  it('partners default to -createTime, case images to +sort', async () => {
    expect(await ids('/examplePartners')).toEqual([id(722), id(721), id(723)])
    expect(await ids('/exampleImages')).toEqual([id(712), id(713), id(711)])
    expect(await ids('/exampleImages?_sort=-createTime')).toEqual([id(711), id(713), id(712)])
  })
  it('equal sort values keep id order, so pages never overlap', async () => {
    // 712 and 713 share sort 1.
    expect(await ids('/exampleImages?_pageSize=1')).toEqual([id(712)])
    expect(await ids('/exampleImages?_pageSize=1&_pageNo=2')).toEqual([id(713)])
  })
})

describe('the filters of spec §7 select records', () => {
  it('products: isTop, isMatrix (1/0/true/false), categoryCode, productType and their combination', async () => {
    expect(await codes('/products?isTop=1')).toEqual(['VV-300', 'VV-100', 'SE-200'])
    expect(await codes('/products?isTop=true')).toEqual(['VV-300', 'VV-100', 'SE-200'])
    expect(await codes('/products?isTop=0')).toEqual(['VV-200', 'SE-100', 'SE-300'])
    expect(await codes('/products?isMatrix=false')).toEqual(['VV-100', 'SE-200', 'SE-100'])
    expect(await codes('/products?isMatrix=1')).toEqual(['VV-200', 'VV-300', 'SE-300'])
    expect(await codes('/products?categoryCode=sensor')).toEqual(['SE-200', 'SE-100', 'SE-300'])
    expect(await codes(`/products?productType=${id(101)}`)).toEqual(['VV-200', 'VV-300', 'VV-100'])
    expect(await codes('/products?isTop=1&categoryCode=Venturi_valve')).toEqual(['VV-300', 'VV-100'])
    expect((await listOf('/products?isTop=1&_pageSize=1')).result.total).toBe(3)
  })
  it('an empty filter value is the same as no filter', async () => {
    expect(await codes('/products?categoryCode=&isTop=')).toHaveLength(6)
  })
  it('productCategories and solutionCategories by categoryCode', async () => {
    expect(await ids('/productCategories?categoryCode=sensor')).toEqual([id(102)])
    expect(await ids('/solutionCategories?categoryCode=Medical&_pageSize=10000')).toEqual([id(402)])
    expect(await ids('/productCategories?categoryCode=none')).toEqual([])
  })
  it('solutions by categoryCode or by category id', async () => {
    expect(await ids('/solutions?categoryCode=biosafety')).toEqual([id(502), id(501)])
    expect(await ids(`/solutions?category=${id(402)}`)).toEqual([id(503)])
  })
  it('product case images by productId; productExamples serves the same images, productId optional', async () => {
    expect(await ids(`/productCatExamples?productId=${id(201)}`)).toEqual([id(302), id(301)])
    expect(await ids(`/productExamples?productId=${id(201)}`)).toEqual([id(302), id(301)])
    expect(await ids('/productExamples')).toEqual([id(302), id(303), id(301)])
  })
  it('solution products by solutionId', async () => {
    expect(await ids(`/solutionCatProducts?solutionId=${id(501)}`)).toEqual([id(602), id(601)])
  })
  it('case images and partners by caseType', async () => {
    expect(await ids('/exampleImages?caseType=1')).toEqual([id(712), id(711)])
    expect(await ids('/examplePartners?caseType=1&_sort=-createTime')).toEqual([id(722), id(721)])
  })
  it('news by category id', async () => {
    const { result } = await listOf<{ newsCode: string }>(`/news?category=${id(802)}&_pageSize=2`)
    expect(result.records.map((n) => n.newsCode)).toEqual(['news-10', 'news-08'])
    expect(result.total).toBe(5)
  })
})

describe('the language request header picks the language of every text', () => {
  it('zh-CN by default and when asked', async () => {
    const names = async (language?: string) => (await listOf<{ productName: string }>('/products?_pageSize=1', language)).result.records[0]?.productName
    expect(await names()).toBe('产品 VV-200')
    expect(await names('zh-CN')).toBe('产品 VV-200')
    expect(await names('en')).toBe('Product VV-200')
    expect(await names('EN')).toBe('Product VV-200')
  })
  it('an unknown value falls back to zh-CN rather than failing', async () => {
    const res = await callApi('/newsCategories', { language: 'fr' })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Language')).toBe('zh-CN')
    expect((await res.json<{ result: { records: { categoryName: string }[] } }>()).result.records[0]?.categoryName).toBe('新闻 industry')
  })
  it('every localized endpoint answers English records under en', async () => {
    expect((await listOf<{ title: string }>('/news?_pageSize=1', 'en')).result.records[0]?.title).toBe('News news-10')
    expect((await listOf<{ solutionName: string }>('/solutions', 'en')).result.records[0]?.solutionName).toBe('Solution biosafety-2')
    expect((await listOf<{ bannerTitle: string }>('/banners', 'en')).result.records.map((b) => b.bannerTitle)).toEqual(['Banner 2', 'Banner 1'])
    expect((await listOf<{ imageName: string }>(`/productCatExamples?productId=${id(202)}`, 'en')).result.records[0]?.imageName).toBe('Case 303')
  })
  it('configs are one list for both languages: English keys carry the suffix _en (spec §3)', async () => {
    expect(await listOf('/configs?_pageSize=1000', 'en')).toEqual(await listOf('/configs?_pageSize=1000', 'zh-CN'))
  })
})
