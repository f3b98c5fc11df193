import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { content } from '../../src/content/index.ts'
import { resetCircuitBreakers } from '../../src/content/sources/circuit-breaker.ts'
import type { Lang } from '../../src/routing/locale.ts'
import { getSearchIndex } from '../../src/search/get.ts'
import { builtIndex, searchContent } from '../../src/search/build.ts'
import { loadIndex } from '../../src/search/engine.ts'
import { rebuildContent } from '../../src/search/rebuild.ts'
import { searchHits, type SearchHit } from '../../src/search/results.ts'
import { forgetRecentIndexes, searchIndexKey, type LoadedIndex, type StoredIndex } from '../../src/search/store.ts'
import worker from '../../src/worker.ts'
import { cmsEnv, startFakeCms, type FakeCms } from './fixtures/fake-cms.ts'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)

/** The index a request gets, with the request's background work (a build's KV write) finished. */
async function indexOf(lang: Lang, on: Env = env): Promise<LoadedIndex> {
  const ctx = createExecutionContext()
  const bundle = await content(on, ctx).bundle(lang)
  const index = await getSearchIndex(on, lang, bundle, ctx)
  await waitOnExecutionContext(ctx)
  return index
}

async function search(query: string, lang: Lang, on: Env = env): Promise<SearchHit[]> {
  const { index, codes } = await indexOf(lang, on)
  return searchHits(index, codes, query, lang)
}

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

describe('the index is kept in KV beside the bundle, one key per language and source', () => {
  beforeEach(async () => {
    await Promise.all(['zh-CN', 'en'].map((lang) => env.KV.delete(searchIndexKey(env, lang as Lang))))
    forgetRecentIndexes()
  })
  it('the cron trigger writes both, each under 200 KB', async () => {
    const ctx = createExecutionContext()
    await worker.scheduled(createScheduledController({ cron: '*/10 * * * *', scheduledTime: new Date() }), env, ctx)
    await waitOnExecutionContext(ctx)
    for (const lang of ['zh-CN', 'en'] as const) {
      const text = await env.KV.get(searchIndexKey(env, lang), 'text')
      const bytes = new TextEncoder().encode(text ?? '').byteLength
      console.log(`search index ${lang}: ${bytes} bytes`)
      expect(bytes).toBeGreaterThan(1000)
      expect(bytes).toBeLessThan(200_000)
    }
    expect(searchIndexKey(env, 'en')).toBe('search:v1:d1:en')
    expect(searchIndexKey(cmsEnv, 'en')).toBe('search:v1:cms:en')
  })
  it('a rebuild with unchanged content leaves the stored index as it was; changed content replaces it', async () => {
    await rebuildContent(env)
    const before = await env.KV.get(searchIndexKey(env, 'en'), 'text')
    const again = await rebuildContent(env)
    expect(again.indexes.map((r) => r.ok && r.changed)).toEqual([false, false])
    expect(await env.KV.get(searchIndexKey(env, 'en'), 'text')).toBe(before)
    await env.DB.prepare("UPDATE news SET title = 'Quokka sighting at the plant' WHERE lang = 'en' AND newsCode = (SELECT newsCode FROM news WHERE lang = 'en' ORDER BY createTime LIMIT 1)").run()
    const changed = await rebuildContent(env)
    expect(changed.indexes.find((r) => r.lang === 'en')).toMatchObject({ ok: true, changed: true })
    forgetRecentIndexes()
    expect((await search('quokka', 'en')).map((h) => h.kind)).toEqual(['news'])
  })
  it('with no index stored, a request builds it and writes it back', async () => {
    expect((await search('VV-S100', 'en'))[0]?.code).toBe('VV-S100')
    expect(await env.KV.get(searchIndexKey(env, 'en'), 'text')).toContain('"lang":"en"')
  })
  it('an unreadable stored index is built afresh', async () => {
    await env.KV.put(searchIndexKey(env, 'zh-CN'), '{"not":"an index"}')
    expect((await search('VV-S100', 'zh-CN'))[0]?.code).toBe('VV-S100')
  })
})

describe('the isolate that built an index searches it as every other isolate, which loads it from KV', () => {
  for (const lang of ['zh-CN', 'en'] as const) {
    it(`${lang}: the index as built and as loaded from its stored text find the same, in the same order`, async () => {
      const ctx = createExecutionContext()
      const bundle = await content(env, ctx).bundle(lang)
      const built = builtIndex(await searchContent(env, lang, bundle), bundle.version)
      await waitOnExecutionContext(ctx)
      const { index: data, codes } = JSON.parse(built.text) as StoredIndex
      const loaded = loadIndex(data)
      for (const query of ['VV-S100', 'valve', 'venturu', '文丘里', '熏蒸', 'biosafety lab']) {
        const asBuilt = searchHits(built.index, codes, query, lang)
        expect(searchHits(loaded, codes, query, lang), query).toEqual(asBuilt)
      }
      expect(searchHits(built.index, codes, lang === 'en' ? 'valve' : '阀', lang).length).toBeGreaterThan(0)
    })
  }
})
