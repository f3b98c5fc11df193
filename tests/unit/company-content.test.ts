import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { content } from '../../src/content/index.ts'
import { ContentError } from '../../src/content/content-error.ts'
import { aboutContent, conceptsContent } from '../../src/content/sources/d1-company.ts'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)

describe('the About page content is read from D1 in the page language, in display order', () => {
  it('the four introduction sections, the certificates in their three groups, the whole history, the figures and the concept chapters', async () => {
    for (const lang of ['zh-CN', 'en'] as const) {
      const about = await aboutContent(env.DB, lang)
      expect(about.intro.map((s) => s.code)).toEqual(['intro', 'manufacturing', 'research', 'global'])
      expect([...new Set(about.certificates.map((c) => c.groupCode))]).toEqual(['patents', 'certifications', 'honors'])
      expect(about.certificates).toHaveLength(12)
      const years = about.history.map((h) => h.year)
      expect(years).toEqual([...years].sort())
      expect([years[0], years.at(-1)]).toEqual(['1997', '2024'])
      expect(about.statistics.filter((s) => s.groupCode === 'company').map((s) => s.value)).toEqual(['1997', '2500+', '50+', '100+', '4', '100%'])
      expect(about.chapters.map((c) => c.anchor)).toEqual(['anchor1', 'anchor2', 'anchor3', 'anchor4', 'anchor5'])
    }
    expect((await aboutContent(env.DB, 'en')).intro[0]?.title).toBe('About us')
    expect((await aboutContent(env.DB, 'zh-CN')).intro[0]?.title).toBe('关于我们')
  })

  it('spec §1 figures read the same in both languages: the headline figures and the craft items', async () => {
    const [zh, en] = await Promise.all([conceptsContent(env.DB, 'zh-CN'), conceptsContent(env.DB, 'en')])
    expect(en.statistics.map((s) => s.value)).toEqual(zh.statistics.map((s) => s.value))
    expect(en.craftItems.map((i) => i.figure)).toEqual(zh.craftItems.map((i) => i.figure))
    expect(zh.craftItems.map((i) => i.figure)).toEqual(['±5%', '51', '1400+', '0.2 mm', '1,000,000+', '18+', '21', '100%'])
    expect(zh.statistics.filter((s) => s.groupCode === 'research').map((s) => s.value)).toEqual(['60–17,000', '<1', '≤2', '±5%', '20:1–12.5:1', '150–750'])
  })

  it('the concept chapters carry their slides (2006, 2014, 2018 in chapters 2, 3 and 5) and the craftsmanship chapter its eight items', async () => {
    const { chapters, craftItems } = await conceptsContent(env.DB, 'en')
    expect(chapters.map((c) => c.slides.map((s) => s.year))).toEqual([[], ['2006', '2014', '2018'], ['2006', '2014', '2018'], [], ['2006', '2014', '2018']])
    expect(craftItems).toHaveLength(8)
    expect(new Set(craftItems.map((i) => i.chapterId))).toEqual(new Set([chapters[0]?.id]))
  })
})

describe('company content is checked like any other record', () => {
  it('the introduction is rich HTML, sanitised when it is read', async () => {
    await env.DB.prepare("UPDATE companyIntro SET content = ? WHERE code = 'global' AND lang = 'en'")
      .bind('<p onclick="steal()">Reach<script>alert(1)</script> <a href="javascript:alert(1)">more</a> <img src="https://evil.example/x.png" onerror="alert(1)"></p>')
      .run()
    const global = (await aboutContent(env.DB, 'en')).intro.find((s) => s.code === 'global')
    expect(global?.content).toBe('<p>Reach <a>more</a> </p>')
  })

  it('a malformed row fails the read with a 500, naming the table, instead of reaching a page', async () => {
    await env.DB.prepare("INSERT INTO statistics (id, lang, code, groupCode, value, unit, label, sort, updatedAt) VALUES ('12', 'en', 'x', 'company', '1', NULL, 'x', 99, '2026-01-01T00:00:00Z')").run()
    const error = await aboutContent(env.DB, 'en').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContentError)
    expect(error).toMatchObject({ status: 500 })
    expect((error as ContentError).detail).toMatch(/statistics/)
    await env.DB.prepare("DELETE FROM statistics WHERE id = '12'").run()
  })

  it('the content layer reads it from D1 even when the provider’s CMS serves the rest', async () => {
    const layer = content({ ...env, UPSTREAM_API: 'http://cms.invalid/api' } as unknown as Env, createExecutionContext())
    expect((await layer.about('en')).history.length).toBeGreaterThan(10)
    expect((await layer.concepts('en')).chapters).toHaveLength(5)
    await layer.settled()
    expect(layer.failures()).toBe(0)
  })
})
