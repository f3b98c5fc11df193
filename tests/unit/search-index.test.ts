/**
 * Site search (issue 50: in D1 with FTS5): what a query finds, in the index of its language and source, and how
 * the index is kept: written whole by the cron and a purge, only what changed, or by the first search.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { content } from '../../src/content/index.ts'
import { resetCircuitBreakers } from '../../src/content/sources/circuit-breaker.ts'
import type { Lang } from '../../src/routing/locale.ts'
import { SEARCH_KINDS, searchSite, type SearchKind, type SearchResults } from '../../src/search/index.ts'
import { kindRange } from '../../src/search/numbers.ts'
import type { PageOfResults } from '../../src/search/query.ts'
import { rebuildContent } from '../../src/search/rebuild.ts'
import type { SearchHit } from '../../src/search/results.ts'
import { forgetFound } from '../../src/content/sources/found-once.ts'
import { searchScope } from '../../src/search/store.ts'
import worker from '../../src/worker.ts'
import { cmsEnv, startFakeCms, type FakeCms } from './fixtures/fake-cms.ts'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)

const EVERYTHING: PageOfResults = { order: 'ranked', offset: 0, limit: 1000 }

/** A page of results as a request gets it, with the request's background work (a build) finished. */
async function find(query: string, lang: Lang, page: PageOfResults, on: Env = env): Promise<SearchResults> {
  const ctx = createExecutionContext()
  const bundle = await content(on, ctx).bundle(lang)
  const results = await searchSite(on, lang, bundle, ctx, query, page)
  await waitOnExecutionContext(ctx)
  return results
}

const search = async (query: string, lang: Lang, on: Env = env): Promise<SearchHit[]> => (await find(query, lang, EVERYTHING, on)).hits

/** The marked stretches of a text, as the visitor sees them highlighted. */
const marked = ({ text, marks }: SearchHit['title']) => marks.map(([start, end]) => text.slice(start, end))

describe('a product code is found however it is written, the product with that code first', () => {
  it.each(['VV-S100', 'vv-s100', 'VVS100', 'vvs100', 'vv s100', 'ＶＶ－Ｓ１００'])('%s', async (query) => {
    const hits = await search(query, 'zh-CN')
    expect(hits[0]).toMatchObject({ kind: 'products', code: 'VV-S100', url: '/productCategory/Venturi_valve/?id=VV-S100' })
  })
  it('the English index links the product on its English page', async () => {
    const hits = await search('vv-s100', 'en')
    expect(hits[0]).toMatchObject({ code: 'VV-S100', url: '/en/productCategory/Venturi_valve/?id=VV-S100' })
    expect(marked(hits[0]!.title)).toEqual(['VV-S100'])
  })
  it('a code being typed finds the codes it begins', async () => {
    const codes = (await search('sn-', 'en')).concat(await search('SN-V2', 'en')).map((h) => h.code)
    expect(codes).toContain('SN-V200')
  })
})

describe('a Chinese word is found inside longer Chinese text', () => {
  it('熏蒸 (fumigation), inside a sentence of a solution, finds it and is marked there', async () => {
    const hits = await search('熏蒸', 'zh-CN')
    const bsl3 = hits.find((h) => h.title.text.startsWith('BSL-3'))
    expect(bsl3?.kind).toBe('solutions')
    expect(marked(bsl3!.excerpt)).toContain('熏蒸')
  })
  it('文丘里 finds the venturi valves, whose names have it inside (标准型文丘里阀)', async () => {
    const hits = await search('文丘里', 'zh-CN')
    expect(hits.filter((h) => h.kind === 'products').map((h) => h.code)).toEqual(expect.arrayContaining(['VV-S100', 'VV-H200']))
    expect(marked(hits.find((h) => h.code === 'VV-S100')!.title)).toEqual(['文丘里'])
  })
  it('a word whose characters are in a text but never together does not find it', async () => {
    // 阀 and 熏 both occur in the content, 阀熏 nowhere.
    expect(await search('阀熏', 'zh-CN')).toEqual([])
  })
})

describe('English words are found in any case and number', () => {
  it('Valves, VALVE and valve find the same pages', async () => {
    const urls = async (q: string) => (await search(q, 'en')).map((h) => h.url)
    const singular = await urls('valve')
    expect(singular.length).toBeGreaterThan(3)
    expect(await urls('Valves')).toEqual(singular)
    expect(await urls('VALVE')).toEqual(singular)
  })
  it('a plural marks the singular in the text', async () => {
    const hits = await search('laboratories', 'en')
    expect(hits.length).toBeGreaterThan(0)
    expect(hits.flatMap((h) => [...marked(h.title), ...marked(h.excerpt)]).map((m) => m.toLowerCase())).toContain('laboratory')
  })
})

describe('one typo is forgiven in a word of five letters or more, not in a shorter one', () => {
  it('biosafty finds biosafety', async () => {
    const hits = await search('biosafty', 'en')
    expect(hits.some((h) => /biosafety/i.test(h.title.text))).toBe(true)
  })
  it('venturu finds venturi, marked', async () => {
    const hits = await search('venturu', 'en')
    expect(marked(hits[0]!.title).map((m) => m.toLowerCase())).toContain('venturi')
  })
  it('two typos (two letters swapped) find nothing', async () => {
    expect(await search('biosaftey', 'en')).toEqual([])
  })
  it('a word the index holds is taken as written: only a word it lacks has its typos looked up', async () => {
    await search('valve', 'en')
    const prepare = vi.spyOn(env.DB, 'prepare')
    try {
      const lookups = () => prepare.mock.calls.filter(([sql]) => sql.includes('searchVocabulary')).length
      await search('venturi valves', 'en')
      expect(lookups()).toBe(1)
      prepare.mockClear()
      await search('venturu', 'en')
      expect(lookups()).toBe(2)
    } finally {
      prepare.mockRestore()
    }
  })
  it('a typo in a word of four letters finds nothing', async () => {
    expect(await search('hood', 'en')).not.toEqual([])
    expect(await search('hoid', 'en')).toEqual([])
  })
})

describe('the index holds every kind the results page groups', () => {
  it.each([
    ['zh-CN', '产品样本', 'documents'],
    ['en', 'datasheet', 'documents'],
    ['zh-CN', '智能制造', 'company'],
    ['en', 'patents', 'company'],
    ['en', 'Expo', 'news'],
    ['zh-CN', '展览会', 'news'],
    ['en', 'biosafety', 'solutions'],
  ] as const)('%s: %s finds %s', async (lang, query, kind) => {
    expect((await search(query, lang)).map((h) => h.kind)).toContain(kind)
  })
  it('each language finds its own texts only', async () => {
    expect(await search('熏蒸', 'en')).toEqual([])
    expect(await search('fumigation', 'zh-CN')).toEqual([])
  })
})

describe('the CMS source gives the same index as D1', () => {
  let cms: FakeCms
  beforeEach(() => {
    cms = startFakeCms()
    resetCircuitBreakers()
  })
  afterEach(() => cms.restore())
  it('built from the CMS, it finds what the D1 index finds, in both languages', async () => {
    for (const [lang, query] of [['zh-CN', '文丘里'], ['en', 'biosafety valves'], ['en', 'VVS100']] as const) {
      const fromCms = await search(query, lang, cmsEnv)
      expect(fromCms, `${lang} ${query}`).toEqual(await search(query, lang))
      expect(fromCms.length).toBeGreaterThan(0)
    }
    expect(cms.calls.some((c) => c.path.startsWith('/api/v1/website/news?') && c.language === 'en')).toBe(true)
  })
})

describe('the documents are kept in D1, one scope per language and source, written only where they changed', () => {
  const documents = (scope: string) => env.DB.prepare('SELECT COUNT(*) AS n FROM searchDocuments WHERE scope = ?').bind(scope).first<number>('n')

  it('the cron trigger writes both languages', async () => {
    const ctx = createExecutionContext()
    await worker.scheduled(createScheduledController({ cron: '*/10 * * * *', scheduledTime: new Date() }), env, ctx)
    await waitOnExecutionContext(ctx)
    for (const lang of ['zh-CN', 'en'] as const) expect(await documents(searchScope(env, lang))).toBeGreaterThan(50)
    expect(searchScope(env, 'en')).toBe('d1:en')
    expect(searchScope(cmsEnv, 'en')).toBe('cms:en')
  })

  it('a rebuild with unchanged content writes nothing; a changed article is written alone, and found', async () => {
    await rebuildContent(env)
    const again = await rebuildContent(env)
    expect(again.indexes.map((r) => r.ok && [r.changed, r.written, r.deleted])).toEqual([
      [false, 0, 0],
      [false, 0, 0],
    ])
    await env.DB.prepare("UPDATE news SET title = 'Quokka sighting at the plant' WHERE lang = 'en' AND newsCode = (SELECT newsCode FROM news WHERE lang = 'en' ORDER BY createTime LIMIT 1)").run()
    const changed = await rebuildContent(env)
    expect(changed.indexes.find((r) => r.lang === 'en')).toMatchObject({ ok: true, changed: true, written: 1, deleted: 0 })
    expect((await search('quokka', 'en')).map((h) => h.kind)).toEqual(['news'])
  })

  it('each kind of each scope is numbered in a range of its own, and a document keeps its number when rewritten', async () => {
    await rebuildContent(env)
    const { results } = await env.DB.prepare('SELECT scope, kind, n FROM searchDocuments').all<{ scope: string; kind: SearchKind; n: number }>()
    expect(new Set(results.map((row) => row.kind))).toEqual(new Set(SEARCH_KINDS))
    for (const { scope, kind, n } of results) {
      const { first, last } = kindRange(scope, kind)
      expect(n >= first && n <= last, `${scope} ${kind} ${n}`).toBe(true)
    }
    const numberOf = () => env.DB.prepare("SELECT n FROM searchDocuments WHERE scope = 'd1:en' AND kind = 'products' ORDER BY n LIMIT 1").first<number>('n')
    const before = await numberOf()
    await env.DB.prepare("UPDATE products SET productName = productName || ' Mk II' WHERE lang = 'en'").run()
    try {
      const rewritten = (await rebuildContent(env)).indexes.find((r) => r.lang === 'en')
      expect(rewritten).toMatchObject({ ok: true, deleted: 0, written: expect.any(Number) })
      expect(rewritten && rewritten.ok && rewritten.written).toBeGreaterThan(0)
      expect(await numberOf()).toBe(before)
    } finally {
      await env.DB.prepare("UPDATE products SET productName = substr(productName, 1, length(productName) - 6) WHERE lang = 'en'").run()
    }
  })

  it('a document the content no longer has is deleted, and no longer found', async () => {
    await rebuildContent(env)
    const gone = await env.DB.prepare("SELECT * FROM news WHERE lang = 'en' ORDER BY createTime DESC LIMIT 1").first<Record<string, unknown>>()
    await env.DB.prepare("DELETE FROM news WHERE lang = 'en' AND id = ?").bind(gone!.id).run()
    try {
      const result = await rebuildContent(env)
      expect(result.indexes.find((r) => r.lang === 'en')).toMatchObject({ ok: true, written: 0, deleted: 1 })
      expect((await search(String(gone!.title), 'en')).map((h) => h.url)).not.toContain(expect.stringContaining(String(gone!.id)))
    } finally {
      const columns = Object.keys(gone!)
      await env.DB.prepare(`INSERT INTO news (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).bind(...columns.map((c) => gone![c])).run()
    }
  })

  it('with no documents yet (a new deployment), the first search builds them', async () => {
    await env.DB.batch([env.DB.prepare('DELETE FROM searchDocuments'), env.DB.prepare('DELETE FROM searchBuilds')])
    forgetFound()
    expect((await search('VV-S100', 'en'))[0]?.code).toBe('VV-S100')
    expect(await documents('d1:en')).toBeGreaterThan(50)
  })
})

describe('a search reads the page of results it shows', () => {
  for (const [lang, query] of [['en', 'valve'], ['zh-CN', '阀']] as const) {
    it(`${lang} "${query}": each page, grouped or ranked, is that part of the whole list, with the totals of all`, async () => {
      for (const order of ['grouped', 'ranked'] as const) {
        const whole = await find(query, lang, { ...EVERYTHING, order })
        expect(whole.hits.length).toBeGreaterThan(10)
        expect(whole.total).toBe(whole.hits.length)
        for (const offset of [0, 7, whole.total - 3]) {
          const page = await find(query, lang, { order, offset, limit: 7 })
          expect(page.hits, `${order} from ${offset}`).toEqual(whole.hits.slice(offset, offset + 7))
          expect(page.total).toBe(whole.total)
          for (const [kind, count] of Object.entries(page.kinds)) expect(count, kind).toBe(whole.kinds[kind as keyof typeof whole.kinds])
          expect(Object.keys(page.kinds).sort()).toEqual([...new Set(page.hits.map((hit) => hit.kind))].sort())
        }
      }
    })
  }
})
