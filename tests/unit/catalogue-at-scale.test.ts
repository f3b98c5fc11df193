/**
 * Pages independent of the catalogue's size (issue 34): with the demo content 20 times over (360 products, 220
 * solutions, 1,520 partners, 100 project pictures a case category), every list a page shows is bounded, and
 * every product and solution stays one chain of links away.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { app } from '../../src/app.ts'
import { buildBundle } from '../../src/content/bundle/index.ts'
import { listQuery } from '../../src/content/query.ts'
import { D1Source } from '../../src/content/sources/d1.ts'
import { CASE_IMAGES } from '../../src/ui/pages/case/case-limits.ts'
import { HOME_PARTNERS_PER_CATEGORY } from '../../src/content/model/bundle.ts'
import { DIRECTORY_PRODUCTS_PER_CATEGORY } from '../../src/ui/pages/product/overview.ts'
import { SOLUTIONS_PER_SECTION } from '../../src/ui/pages/solution/solution-sections.ts'
import { SELECTION_WINDOW } from '../../src/ui/selection/selection-window.ts'
import { seedContentTimes } from './setup/seed-content.ts'
import { withoutWordMarks } from './fixtures/word-marks.ts'

beforeAll(() => seedContentTimes(20))

async function page(path: string): Promise<string> {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request(`http://site.test${path}`), env, ctx)
  const body = withoutWordMarks(await res.text())
  await waitOnExecutionContext(ctx)
  expect(res.status, path).toBe(200)
  return body
}

const count = (html: string, re: RegExp) => [...html.matchAll(re)].length
const hrefs = (html: string, className: string) => [...html.matchAll(new RegExp(`<a class="${className}" href="([^"]+)"`, 'g'))].map((m) => m[1]!.replaceAll('&amp;', '&'))

describe('a product category of 80 products shows a window of them, and the way to the rest', () => {
  it(`the category page: ${SELECTION_WINDOW} cards, "1–${SELECTION_WINDOW} of 80" and a link to the next window's first product`, async () => {
    const html = await page('/en/productCategory/Venturi_valve/')
    expect(count(html, /<a class="selection-card"/g)).toBe(SELECTION_WINDOW)
    expect(html).toContain(`1–${SELECTION_WINDOW} of 80`)
    // The catalogue's order: the demo's four, then each copy's four; the 13th is the third copy's first.
    expect(hrefs(html, 'selection__window-link')).toEqual(['/en/productCategory/Venturi_valve/?id=VV-S100-4'])
  })

  it('following the next links from the first window reaches every product of the category once', async () => {
    const seen: string[] = []
    let path: string | undefined = '/en/productCategory/Venturi_valve/'
    while (path) {
      const html = await page(path)
      seen.push(...hrefs(html, 'selection-card'))
      path = [...html.matchAll(/<a class="selection__window-link" href="([^"]+)" rel="next"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))[0]
    }
    expect(seen).toHaveLength(80)
    expect(new Set(seen).size).toBe(80)
  })

  it('a product of a later window shows that window, with links both ways', async () => {
    const html = await page('/productCategory/Venturi_valve/?id=VV-S100-5')
    expect(html).toContain('aria-current="page"')
    expect(hrefs(html, 'selection-card')).toContain('/productCategory/Venturi_valve/?id=VV-S100-5')
    expect(html).toMatch(/<a class="selection__window-link" href="[^"]+" rel="prev">上一页<\/a>/)
    expect(html).toMatch(/<a class="selection__window-link" href="[^"]+" rel="next">下一页<\/a>/)
  })
})

describe('the other lists of a large catalogue are bounded', () => {
  it(`a solution category of 60 solutions: ${SELECTION_WINDOW} cards and a link onward`, async () => {
    const html = await page('/en/SolutionCategory/biosafety/')
    expect(count(html, /<a class="selection-card"/g)).toBe(SELECTION_WINDOW)
    expect(html).toMatch(/rel="next">Next page</)
  })
  it(`/product: ${DIRECTORY_PRODUCTS_PER_CATEGORY} products a category in the directory, then "All n products in …"`, async () => {
    const html = await page('/en/product')
    expect(count(html, /<a class="product-tile"/g)).toBe(5 * DIRECTORY_PRODUCTS_PER_CATEGORY)
    expect(html).toContain('<a class="product-family__more" href="/en/productCategory/Venturi_valve/">All 80 products in Venturi Valves</a>')
  })
  it(`/solution: ${SOLUTIONS_PER_SECTION} solutions a category, then a link to the category`, async () => {
    const html = await page('/solution')
    expect(count(html, /<article class="solution-entry/g)).toBe(5 * SOLUTIONS_PER_SECTION)
    expect(html).toMatch(/<a class="solutions__more button button--ghost" href="\/SolutionCategory\/biosafety\/">查看生物安全实验室全部 60 个方案<\/a>/)
  })
  it(`the home page: at most ${HOME_PARTNERS_PER_CATEGORY} partner logos a case category`, async () => {
    const html = await page('/en/')
    const panels = [...html.matchAll(/<div class="carousel partners__panel"[^]*?<\/div><\/div>/g)].map((m) => m[0])
    expect(panels.length).toBeGreaterThan(0)
    for (const panel of panels) expect(count(panel, /<img /g)).toBeLessThanOrEqual(HOME_PARTNERS_PER_CATEGORY)
  })
  it(`a case category's page: ${CASE_IMAGES} project pictures`, async () => {
    const html = await page('/en/Case/1')
    expect(count(html, /class="zoomable case-project__image"/g)).toBe(CASE_IMAGES)
  })
})

describe('the bundle keeps of a large catalogue what pages read', () => {
  it(`the home page's partners: the first ${HOME_PARTNERS_PER_CATEGORY} of each case type, in the source's order`, async () => {
    const bundle = await buildBundle(new D1Source(env.DB), 'en', 'v', env.DB)
    const all = (await new D1Source(env.DB).list('examplePartners', listQuery('examplePartners', { pageSize: 1000 }), 'en')).records
    const types = [...new Set(all.map((p) => p.caseType))]
    expect(all.length).toBeGreaterThan(types.length * HOME_PARTNERS_PER_CATEGORY)
    for (const type of types) {
      const first = all.filter((p) => p.caseType === type).slice(0, HOME_PARTNERS_PER_CATEGORY)
      expect(bundle.partners.filter((p) => p.caseType === type), type).toEqual(first)
    }
    expect(bundle.partners).toHaveLength(types.length * HOME_PARTNERS_PER_CATEGORY)
  })
})
