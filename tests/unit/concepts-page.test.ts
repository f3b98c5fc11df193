import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { select } from './layout-html.tsx'
import { seedContent } from './setup/seed-content.ts'
import { formatFigure } from '../../src/ui/text/figures.ts'
import { withoutWordMarks } from './fixtures/word-marks.ts'

beforeAll(seedContent)

const page = async (path: string) => {
  const res = await exports.default.fetch(new Request(`http://site.test${path}`))
  expect(res.status).toBe(200)
  return withoutWordMarks(await res.text())
}
const texts = async (html: string, selector: string) => (await select(html, selector)).map((found) => found.text.trim())

describe('the Concepts page: a section and a tab per chapter, anchor1 to anchor5', () => {
  it('the chapters in order, each under its anchor, with a tab linking to it', async () => {
    const html = await page('/en/concepts')
    expect((await select(html, 'main section[id^="anchor"]')).map((s) => s.id)).toEqual(['anchor1', 'anchor2', 'anchor3', 'anchor4', 'anchor5'])
    expect(await texts(html, 'main section[id^="anchor"] h2')).toEqual(['Craftsmanship', 'Innovation', 'Smart control', 'Research capability', 'Our competitive edge'])
    expect((await select(html, 'nav[data-section-tabs] a')).map((a) => a.href)).toEqual(['#anchor1', '#anchor2', '#anchor3', '#anchor4', '#anchor5'])
    expect(await page('/en/concepts/?id=anchor3')).toBe(html)
  })

  it('craftsmanship: eight craft items, each with its picture, figure, title and text', async () => {
    const html = await page('/concepts')
    expect(await select(html, '#anchor1 .craft-item')).toHaveLength(8)
    expect(await select(html, '#anchor1 .craft-item img')).toHaveLength(8)
    expect(await texts(html, '#anchor1 .craft-item__figure')).toEqual(['±5%', '51', '1,400+', '0.2 mm', '1,000,000+', '18+', '21', '100%'])
  })

  it('innovation, smart control and core competitiveness: a carousel of three slides, 2006, 2014 and 2018, with pictures, figures and tags', async () => {
    const html = await page('/en/concepts')
    for (const id of ['anchor2', 'anchor3', 'anchor5']) {
      expect(await texts(html, `#${id} .slides__year`)).toEqual(['2006', '2014', '2018'])
      expect(await texts(html, `#${id} .slide .slide__year`)).toEqual(['2006', '2014', '2018'])
      expect((await select(html, `#${id} .slides__year`)).map((a) => a.href)).toEqual([1, 2, 3].map((n) => `#${id}-slide-${n}`))
      for (let n = 1; n <= 3; n++) {
        expect((await select(html, `#${id}-slide-${n} img`)).length, `${id} slide ${n}`).toBeGreaterThan(0)
        expect((await select(html, `#${id}-slide-${n} .figures__number`)).length).toBeGreaterThan(0)
        expect((await select(html, `#${id}-slide-${n} .tags__tag`)).length).toBeGreaterThan(0)
      }
    }
    expect(await select(html, '#anchor1 .slides, #anchor4 .slides')).toHaveLength(0)
  })

  it('research capability: its picture and the product figures of spec §1', async () => {
    const html = await page('/en/concepts')
    expect(await select(html, '#anchor4 img')).toHaveLength(1)
    expect(await texts(html, '#anchor4 .figures__number')).toEqual(['60–17,000', '<1', '≤2', '±5%', '20:1–12.5:1', '150–750'])
  })
})

describe('the marketing figures of spec §1 read the same in both languages', () => {
  const FIGURES = '.craft-item__figure, .figures__number'

  it('on the Concepts page and on the About page', async () => {
    for (const path of ['/concepts', '/AccessHcs']) {
      const [zh, en] = await Promise.all([page(path), page(`/en${path}`)])
      const figures = await texts(zh, FIGURES)
      expect(figures.length).toBeGreaterThanOrEqual(10)
      expect(await texts(en, FIGURES)).toEqual(figures)
    }
  })

  it('each figure of spec §1 appears on one of them, its thousands grouped (issue 35)', async () => {
    const shown = new Set([...(await texts(await page('/en/concepts'), FIGURES)), ...(await texts(await page('/en/AccessHcs'), FIGURES))])
    const SPEC_FIGURES = ['2500+', '50+', '100+', '1997', '4', '100%', '4800+', '10000+', '15000+', '±5%', '51', '1400+', '0.2 mm', '1,000,000+', '18+', '60–17,000', '<1', '≤2', '20:1–12.5:1', '150–750', '21']
    expect(SPEC_FIGURES.map(formatFigure).filter((figure) => !shown.has(figure))).toEqual([])
  })
})
