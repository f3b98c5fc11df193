import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi } from './fixtures/api.ts'
import { id, insertFixtures } from './fixtures/content.ts'

beforeAll(() => insertFixtures(env.DB))

async function item<T = Record<string, unknown>>(path: string, language?: string) {
  const res = await callApi(path, { language })
  return { status: res.status, body: await res.json<{ success: boolean; message: string; result?: T }>() }
}

describe('news/{id}, productCategories/{id} and solutionCategories/{id} answer one record', () => {
  it('a news item by its 19-digit id, in the language of the header', async () => {
    const zh = await item<{ newsCode: string; title: string }>(`/news/${id(903)}`)
    expect(zh.status).toBe(200)
    expect(zh.body.success).toBe(true)
    expect(zh.body.message).toBe('')
    expect(zh.body.result).toMatchObject({ id: id(903), newsCode: 'news-03', title: '新闻 news-03', details: '<p>正文</p>' })
    expect((await item(`/news/${id(903)}`, 'en')).body.result).toMatchObject({ title: 'News news-03', details: '<p>Body</p>' })
  })
  it('an item by its code as well (newsCode, categoryCode), since page URLs name either', async () => {
    expect((await item(`/news/news-03`)).body.result).toMatchObject({ id: id(903) })
    expect((await item(`/productCategories/sensor`, 'en')).body.result).toMatchObject({ id: id(102), categoryName: 'Sensors' })
    expect((await item(`/solutionCategories/Medical`)).body.result).toMatchObject({ id: id(402), categoryCode: 'Medical' })
  })
  it('a product category and a solution category by id', async () => {
    const category = await item(`/productCategories/${id(101)}`)
    expect(category.body.result).toEqual({
      id: id(101),
      categoryCode: 'Venturi_valve',
      categoryName: '文丘里阀',
      subtitle: '文丘里阀副标题',
      feature: [{ name: '精度', value: '±5%' }],
      seoTitle: '文丘里阀 SEO',
      seoKeyword: '阀门',
      description: '文丘里阀说明',
      image: '/img/product-categories/Venturi_valve.webp',
      sort: 1,
      updatedAt: '2026-01-01T00:00:00+08:00',
    })
    expect((await item(`/solutionCategories/${id(401)}`, 'en')).body.result).toMatchObject({ categoryName: 'Solutions biosafety', category: null })
  })
})

describe('an item that does not exist answers 404, a malformed id 400', () => {
  it.each([`/news/${id(999)}`, '/news/no-such-news', `/productCategories/${id(1)}`, '/solutionCategories/none'])('%s → 404', async (path) => {
    const res = await item(path)
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ success: false, message: expect.stringContaining('No ') })
  })
  it.each(['/news/%20', '/news/a%2Cb', `/news/${'x'.repeat(70)}`, '/news/-1'])('%s → 400', async (path) => {
    const res = await item(path)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ success: false, message: expect.stringContaining('19-digit id or a code') })
  })
  it('an item call takes no parameters', async () => {
    const res = await item(`/news/${id(903)}?_pageSize=1`)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('news/{id} takes no parameters')
  })
})
