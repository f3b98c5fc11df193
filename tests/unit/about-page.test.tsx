import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { entryIds } from '../../src/ui/pages/about/HistorySection.tsx'
import { select } from './layout-html.tsx'
import { seedContent } from './setup/seed-content.ts'
import { withoutWordMarks } from './fixtures/word-marks.ts'

beforeAll(seedContent)

/** A page as visitors get it; `fresh` renders it anew instead of from the page cache (an operator's request). */
const page = async (path: string, { fresh = false } = {}) => {
  const res = await exports.default.fetch(new Request(`http://site.test${path}`, fresh ? { headers: { Authorization: 'Bearer test-ops-token' } } : {}))
  expect(res.status).toBe(200)
  return withoutWordMarks(await res.text())
}
const texts = async (html: string, selector: string) => (await select(html, selector)).map((found) => found.text.trim())

describe('the About page: banner, tabs for anchors 1, 2, 3, 4, 6 and 7, and a section for each anchor', () => {
  it('the tabs are links to their sections, in the page language', async () => {
    expect((await select(await page('/en/AccessHcs'), 'nav[data-section-tabs] a')).map(({ href, text }) => [href, text])).toEqual([
      ['#anchor1', 'About us'],
      ['#anchor2', 'Philosophy'],
      ['#anchor3', 'Expertise'],
      ['#anchor4', 'References'],
      ['#anchor6', 'History'],
      ['#anchor7', 'Company news'],
    ])
    expect(await texts(await page('/AccessHcs'), 'nav[data-section-tabs] a')).toEqual(['关于我们', '企业理念', '专业实力', '工程案例', '发展历程', '公司新闻'])
  })

  it('every anchor from 1 to 7 names an element, in order; 5, the global strategy, sits inside 4', async () => {
    const html = await page('/en/AccessHcs')
    const ids = (await select(html, '[id^="anchor"]')).map((found) => found.id).filter((id) => /^anchor\d$/.test(id ?? ''))
    expect(ids).toEqual(['anchor1', 'anchor2', 'anchor3', 'anchor4', 'anchor5', 'anchor6', 'anchor7'])
    expect(await select(html, 'section#anchor4 article#anchor5 h3')).toMatchObject([{ text: 'Global presence' }])
  })

  it('the banner picture is preloaded in the head and the page links its stylesheets', async () => {
    const html = await page('/AccessHcs')
    expect(await select(html, 'head link[rel="preload"][as="image"][fetchpriority="high"]')).toMatchObject([{ href: '/img/page-banners/about.webp', fetchpriority: 'high' }])
    for (const sheet of ['section-tabs', 'company', 'about']) expect(html).toMatch(new RegExp(`<link rel="stylesheet" href="[^"]*${sheet}[^"]*\\.css"`))
  })

  it('the page is one document in order, the same whatever ?id= asks for (the browser scrolls to it)', async () => {
    const html = await page('/en/AccessHcs')
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(ld\+)?json")/)
    expect(html).not.toContain('<template')
    expect(await page('/en/AccessHcs?id=anchor6')).toBe(html)
    expect(await page('/en/AccessHcs?id=nothing')).toBe(html)
  })
})

describe('the About sections carry the company content', () => {
  it('about: the introduction as sanitised HTML, the headline figures of spec §1 and a link to /concepts', async () => {
    const html = await page('/en/AccessHcs')
    expect((await select(html, '#anchor1 .rich-text p')).length).toBe(3)
    expect(await texts(html, '#anchor1 .figures__number')).toEqual(['1997', '2,500+', '50+', '100+', '4', '100%'])
    expect(await select(html, '#anchor1 a.more-link')).toMatchObject([{ href: '/en/concepts' }])
  })

  it('philosophy: a card per concept chapter, each opening its chapter', async () => {
    expect((await select(await page('/AccessHcs'), '#anchor2 a.concept-card')).map((a) => a.href)).toEqual([1, 2, 3, 4, 5].map((n) => `/concepts?id=anchor${n}`))
  })

  it('expertise: manufacturing with its capacity, research, and the certificates in three groups with four pictures each', async () => {
    const html = await page('/en/AccessHcs')
    expect(await texts(html, '#anchor3 article h3')).toEqual(['Manufacturing', 'Research & development'])
    expect(await texts(html, '#anchor3 .figures__number')).toEqual(['4,800+', '10,000+', '15,000+', '10,000+'])
    const tabs = await select(html, '.certs [role="tab"]')
    expect(tabs.map((tab) => [tab.href, tab['aria-controls'], tab['aria-selected']])).toEqual([
      ['#certs-patents', 'certs-patents', 'true'],
      ['#certs-certifications', 'certs-certifications', 'false'],
      ['#certs-honors', 'certs-honors', 'false'],
    ])
    for (const group of ['patents', 'certifications', 'honors']) {
      const pictures = await select(html, `#certs-${group} a.zoomable`)
      expect(pictures).toHaveLength(4)
      for (const picture of pictures) expect(picture.href).toMatch(new RegExp(`^/img/certificates/${group}-\\d\\.webp$`))
    }
  })

  it('references: a card per case category opening its cases, and a link to the Case page', async () => {
    const html = await page('/en/AccessHcs')
    expect((await select(html, '#anchor4 a.case-card')).map((a) => a.href)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `/en/Case/${n}`))
    expect(await select(html, '#anchor4 p > a.more-link')).toMatchObject([{ href: '/en/Case' }])
  })

  it('history: every entry from 1997 to 2024, each with its year, title and text, and a rail of the same years', async () => {
    const html = await page('/AccessHcs')
    const rows = (await env.DB.prepare("SELECT year, title, content FROM history WHERE lang = 'zh-CN' ORDER BY year").all<{ year: string; title: string; content: string }>()).results
    expect(await texts(html, '.timeline__entry-year')).toEqual(rows.map((r) => r.year))
    expect(await texts(html, '.timeline__entry-title')).toEqual(rows.map((r) => r.title))
    expect(await texts(html, '.timeline__text')).toEqual(rows.map((r) => r.content))
    expect(await texts(html, '.timeline__year')).toEqual(rows.map((r) => r.year))
    expect((await select(html, '.timeline__year')).map((a) => a.href)).toEqual(rows.map((r) => `#history-${r.year}`))
  })

  it('company news: the newest company news, each opening its article, and a link to the news list', async () => {
    const html = await page('/en/AccessHcs')
    const links = await select(html, '#anchor7 .news-card h3 a')
    expect(links).toHaveLength(3)
    for (const link of links) expect(link.href).toMatch(/^\/en\/newDetail\/1\/\d{19}$/)
    expect(await select(html, '#anchor7 a.more-link')).toMatchObject([{ href: '/en/industryTrends/1/' }])
  })
})

describe('history entry ids', () => {
  it('are history-<year>, numbered on from the second entry of a year, so that no two are the same', () => {
    const entry = (id: string, year: string) => ({ id, year, title: 't', content: 'c' })
    expect(entryIds([entry('1', '1997'), entry('2', '2001'), entry('3', '2001'), entry('4', '2001')])).toEqual(['history-1997', 'history-2001', 'history-2001-2', 'history-2001-3'])
  })
})
