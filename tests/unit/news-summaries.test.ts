/**
 * The site's own lists of news read summaries: every field but the article (`details`), which is neither
 * read from D1 nor sanitised when the CMS sends it. The API still answers whole records (spec §7).
 */
import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { app } from '../../src/app.ts'
import { listQuery } from '../../src/content/query.ts'
import { D1Source } from '../../src/content/sources/d1.ts'
import { UpstreamSource } from '../../src/content/sources/upstream.ts'
import { CMS, startFakeCms, type FakeCms } from './fixtures/fake-cms.ts'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)

const query = listQuery('news', { pageSize: 100, sort: '-createTime' })

/** D1 with the SQL it is asked recorded. */
function recordingDb() {
  const sql: string[] = []
  const db = {
    prepare: (text: string) => {
      sql.push(text)
      return env.DB.prepare(text)
    },
    batch: (statements: D1PreparedStatement[]) => env.DB.batch(statements),
  } as unknown as D1Database
  return { db, sql }
}

const withoutDetails = ({ details: _, ...rest }: { details: string }) => rest

describe('news summaries from D1', () => {
  it('are the listed records without their article, and the article is not read', async () => {
    const whole = await new D1Source(env.DB).list('news', query, 'en')
    const { db, sql } = recordingDb()
    const summaries = await new D1Source(db).summaries('news', query, 'en')
    expect(summaries.total).toBe(whole.total)
    expect(summaries.records).toEqual(whole.records.map(withoutDetails))
    expect(sql.some((text) => text.startsWith('SELECT') && text.includes('"title"'))).toBe(true)
    expect(sql.some((text) => text.includes('"details"'))).toBe(false)
  })

  it('products as summaries: every field but the detail page (issue 50: lists, menus and search never read it)', async () => {
    const source = new D1Source(env.DB)
    const products = listQuery('products', { pageSize: 5 })
    const whole = await source.list('products', products, 'en')
    expect(await source.summaries('products', products, 'en')).toEqual({ ...whole, records: whole.records.map(({ productDetails: _details, ...rest }) => rest) })
  })

  it('an endpoint without a summary lists whole records either way', async () => {
    const source = new D1Source(env.DB)
    const solutions = listQuery('solutions', { pageSize: 5 })
    expect(await source.summaries('solutions', solutions, 'en')).toEqual(await source.list('solutions', solutions, 'en'))
  })
})

describe('news summaries from the CMS', () => {
  let cms: FakeCms
  beforeEach(() => (cms = startFakeCms()))
  afterEach(() => cms.restore())

  it('keep every field but the article the CMS sent', async () => {
    const source = new UpstreamSource(CMS)
    const whole = await source.list('news', query, 'zh-CN')
    const summaries = await source.summaries('news', query, 'zh-CN')
    expect(whole.records[0]?.details.length).toBeGreaterThan(0)
    expect(summaries.records).toEqual(whole.records.map(withoutDetails))
  })
})

describe('the API answers whole records', () => {
  it('GET /api/v1/website/news carries each article', async () => {
    const res = await app.fetch(new Request('http://site.test/api/v1/website/news?_pageSize=3', { headers: { language: 'en' } }), env, createExecutionContext())
    const body = (await res.json()) as { result: { records: { details?: string }[] } }
    expect(body.result.records).toHaveLength(3)
    for (const record of body.result.records) expect(record.details?.length).toBeGreaterThan(0)
  })
})
