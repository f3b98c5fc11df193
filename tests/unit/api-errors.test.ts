import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { callApi } from './fixtures/api.ts'
import { id, insertFixtures } from './fixtures/content.ts'
import { withTablesAway } from './setup/tables-away.ts'

beforeAll(() => insertFixtures(env.DB))

async function failure(path: string, init?: RequestInit) {
  const res = await callApi(path, init)
  const body = await res.json<{ success: boolean; message: string }>()
  expect(body.success).toBe(false)
  expect(Object.keys(body).sort()).toEqual(['message', 'success'])
  expect(res.headers.get('Cache-Control')).toBe('no-store')
  return { status: res.status, message: body.message, headers: res.headers }
}

describe('an unknown endpoint answers 404 with the JSON envelope', () => {
  it.each(['/unknown', '/products/' + id(201), '/news/a/b', '/messages', '/'])('%s', async (path) => {
    const res = await failure(path)
    expect(res.status).toBe(404)
    expect(res.message).toMatch(/^Unknown endpoint \/api\/v1\/website/)
  })
  it('company content lists outside spec §7 are no API endpoints', async () => {
    expect((await failure('/history')).status).toBe(404)
    expect((await failure('/certificates')).status).toBe(404)
  })
})

describe('bad parameters answer 400 with a message saying what is wrong', () => {
  it.each([
    ['/products?foo=1&bar=2', 'Unknown parameter foo, bar; products accepts _pageNo, _pageSize, _sort, isTop, isMatrix, categoryCode, productType'],
    ['/news?_pageNO=2', 'Unknown parameter _pageNO'],
    ['/news?__proto__=x', 'Unknown parameter __proto__'],
    ['/banners?caseType=1', 'Unknown parameter caseType'],
    ['/products?_pageSize=0', '_pageSize must be a whole number from 1 to 10000'],
    ['/products?_pageSize=10001', '_pageSize must be a whole number from 1 to 10000'],
    ['/products?_pageSize=ten', '_pageSize must be a whole number from 1 to 10000'],
    ['/products?_pageNo=0', '_pageNo must be a whole number from 1 to 1000000000'],
    ['/products?_pageNo=1.5', '_pageNo must be a whole number'],
    ['/products?_pageNo=-1', '_pageNo must be a whole number'],
    ['/products?_sort=-price', '_sort can order by sort, productCode, productName, id'],
    ['/products?_sort=--sort', '_sort must be +field or -field'],
    ['/products?_sort=sort;DROP', '_sort must be +field or -field'],
    ['/news?_sort=-updatedAt', '_sort can order by createTime, title, id'],
    ['/products?isTop=yes', 'isTop must be 1, 0, true or false'],
    ['/products?productType=123', 'productType must be a 19-digit id'],
    ['/products?categoryCode=a%27%20OR%201', 'categoryCode must be a code'],
    ['/products?_pageSize=1&_pageSize=2', 'Parameter _pageSize is given more than once'],
    ['/productCatExamples?productId=abc', 'productId must be a 19-digit id'],
  ])('%s', async (path, message) => {
    const res = await failure(path)
    expect(res.status).toBe(400)
    expect(res.message).toContain(message)
  })
})

describe('_pageNo takes every whole number from 1 to 1000000000, the bounds included', () => {
  it.each(['/products', '/news', '/search?q=valve'])('%s: page 1000000000 is an empty page, page 1000000001 a 400', async (path) => {
    const page = (n: string) => callApi(`${path}${path.includes('?') ? '&' : '?'}_pageNo=${n}`)
    const last = await page('1000000000')
    expect(last.status).toBe(200)
    expect((await last.json<{ result: { records: unknown[] } }>()).result.records).toEqual([])
    for (const past of ['1000000001', '9999999999', '10000000000']) {
      const res = await failure(`${path}${path.includes('?') ? '&' : '?'}_pageNo=${past}`)
      expect(res.status).toBe(400)
      expect(res.message).toContain('_pageNo must be a whole number from 1 to 1000000000')
    }
  })
})

describe('a known path with another method answers 405 with Allow', () => {
  it.each([
    ['/products', 'POST', 'GET, HEAD'],
    ['/products/', 'DELETE', 'GET, HEAD'],
    [`/news/${id(901)}`, 'PUT', 'GET, HEAD'],
    ['/configs', 'OPTIONS', 'GET, HEAD'],
    ['/message', 'GET', 'POST'],
    ['/message', 'PUT', 'POST'],
  ])('%s %s', async (path, method, allow) => {
    const res = await failure(path, { method })
    expect(res.status).toBe(405)
    expect(res.headers.get('Allow')).toBe(allow)
    expect(res.message).toBe(`${method} is not allowed here; use ${allow}`)
  })
})

describe('HEAD behaves like GET without a body', () => {
  it('answers 200 with the JSON headers', async () => {
    const res = await callApi('/products', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await res.text()).toBe('')
  })
})

describe('a trailing slash names the same endpoint', () => {
  it('/products/ lists products', async () => {
    const res = await callApi('/products/?_pageSize=1')
    expect(res.status).toBe(200)
  })
})

describe('a failure of the site itself is a JSON 500 without internals', () => {
  it('a broken database answers {"success": false, "message": "Internal error"}', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await withTablesAway(['banners'], async () => {
        const res = await failure('/banners')
        expect(res.status).toBe(500)
        expect(res.message).toBe('Internal error')
      })
    } finally {
      logged.mockRestore()
    }
  })
})
