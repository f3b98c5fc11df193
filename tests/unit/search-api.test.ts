import { beforeAll, describe, expect, it } from 'vitest'
import type { SearchAnswer } from '../../src/api/search.ts'
import { callApi } from './fixtures/api.ts'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)

interface Answer {
  success: boolean
  message: string
  result: SearchAnswer
}
const search = async (query: string, language?: string) => {
  const res = await callApi(`/search?${query}`, { language })
  return { res, body: await res.json<Answer>() }
}

describe('GET /search answers the envelope with the records a query finds and their total', () => {
  it('a model code: the product first, with its marked title, excerpt and page', async () => {
    const { res, body } = await search('q=vvs100')
    expect(res.status).toBe(200)
    expect(body.success).toBe(true)
    expect(body.result.query).toBe('vvs100')
    expect(body.result.records[0]).toEqual({
      kind: 'products',
      code: 'VV-S100',
      url: '/productCategory/Venturi_valve/?id=VV-S100',
      title: { text: 'VV-S100 标准型文丘里阀', marks: [[0, 7]] },
      excerpt: { text: expect.any(String), marks: expect.any(Array) },
    })
  })
  it('the language header picks the English index, and the answer says so', async () => {
    const { res, body } = await search('q=biosafety%20valves', 'en')
    expect(res.headers.get('Content-Language')).toBe('en')
    expect(res.headers.get('Vary')).toContain('language')
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60')
    expect(body.result.records.length).toBeGreaterThan(0)
    expect(body.result.records.every((r) => r.url.startsWith('/en/'))).toBe(true)
  })
  it('a Chinese word inside a sentence, without the header: zh-CN', async () => {
    const { body } = await search(`q=${encodeURIComponent('熏蒸')}`)
    expect(body.result.records.map((r) => r.kind)).toContain('solutions')
  })
  it('_pageSize and _pageNo page through the records; total counts them all', async () => {
    const all = (await search('q=valve&_pageSize=50', 'en')).body.result
    expect(all.total).toBeGreaterThan(4)
    const second = (await search('q=valve&_pageSize=2&_pageNo=2', 'en')).body.result
    expect(second.total).toBe(all.total)
    expect(second.records).toEqual(all.records.slice(2, 4))
    expect((await search('q=valve', 'en')).body.result.records).toHaveLength(Math.min(10, all.total))
  })
  it('an invisible character inside a word (zero-width space, soft hyphen) finds what the word finds', async () => {
    const word = (await search('q=venturi', 'en')).body.result
    expect(word.total).toBeGreaterThan(0)
    for (const split of ['ven%E2%80%8Bturi', 'ven%C2%ADturi', 'ven%EF%BB%BFturi']) {
      const { body } = await search(`q=${split}`, 'en')
      expect(body.result.query).toBe('venturi')
      expect(body.result.total).toBe(word.total)
    }
  })
  it('a query that finds nothing is an empty list, not an error', async () => {
    const { res, body } = await search('q=zzzzqqqq')
    expect(res.status).toBe(200)
    expect(body.result).toEqual({ query: 'zzzzqqqq', records: [], total: 0 })
  })
})

describe('GET /search refuses a missing query with 400 and says why', () => {
  it.each(['', 'q=', 'q=%20%20', 'q=%00%07', '_pageSize=5'])('?%s', async (query) => {
    const { res, body } = await search(query)
    expect(res.status).toBe(400)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(body).toEqual({ success: false, message: expect.stringMatching(/^q is required/) })
  })
  it.each([
    ['q=a&_pageSize=51', /_pageSize must be a whole number from 1 to 50/],
    ['q=a&_pageSize=x', /_pageSize/],
    ['q=a&q=b', /Parameter q is given more than once/],
    ['q=a&sort=x', /Unknown parameter sort/],
  ])('?%s', async (query, message) => {
    const { res, body } = await search(query)
    expect(res.status).toBe(400)
    expect(body.message).toMatch(message)
  })
  it('other methods are 405 with Allow', async () => {
    const res = await callApi('/search?q=a', { method: 'POST' })
    expect(res.status).toBe(405)
    expect(res.headers.get('Allow')).toBe('GET, HEAD')
  })
})

describe('GET /search cuts a long query at 100 characters, and answers at once', () => {
  it('5,000 characters: 200, the query as read is 100 characters', async () => {
    const started = Date.now()
    const { res, body } = await search(`q=${'valve '.repeat(834).slice(0, 5000)}`, 'en')
    expect(res.status).toBe(200)
    expect(body.result.query.length).toBeLessThanOrEqual(100)
    expect(body.result.query.startsWith('valve valve')).toBe(true)
    expect(Date.now() - started).toBeLessThan(2000)
  })
  it('5,000 Chinese characters and markup: 200, never a 5xx', async () => {
    const { res } = await search(`q=${encodeURIComponent('<script>"文丘里\'阀'.repeat(400))}`)
    expect(res.status).toBe(200)
  })
})
