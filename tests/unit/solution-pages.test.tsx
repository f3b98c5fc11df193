import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { SolutionFeatures } from '../../src/ui/pages/solution-category/SolutionFeatures.tsx'
import { demoBundle, fragment, renderLayout, select } from './layout-html.tsx'
import { seedContent } from './setup/seed-content.ts'
import { withoutWordMarks } from './fixtures/word-marks.ts'

/**
 * The solution screens of spec §2 as the server renders them: /solution (tabs, sections, alternating
 * layouts, links) and the solution category page (banner, list, the selected solution with its figures and
 * products, the enquiry form naming it, and a head of its own for each solution's URL).
 */

beforeAll(seedContent)

const get = (path: string) => exports.default.fetch(new Request(`http://site.test${path}`))

interface ApiSolution {
  id: string
  solutionCode: string
  solutionName: string
  description: string
  tags: string
  image: string
  categoryCode: string
  feature: { name: string; value: string }[]
}
interface ApiCategory {
  id: string
  categoryCode: string
  categoryName: string
  categorySubtitle: string
  categoryDescription: string
  seoTitle: string
}
interface ApiSolutionProduct {
  productId: string | null
  productName: string
  description: string
  productImage: string
}
interface ApiProduct {
  id: string
  productCode: string
  categoryCode: string
}

async function api<T>(path: string, lang: string): Promise<T> {
  const answer = await exports.default.fetch(new Request(`http://site.test/api/v1/website/${path}`, { headers: { language: lang } }))
  return ((await answer.json()) as { result: T }).result
}
const records = async <T,>(path: string, lang: string) => (await api<{ records: T[] }>(path, lang)).records

const mainOf = (html: string) => fragment(html, '<main id="main">', 'main')
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"\/>/.exec(html)?.[1]
const brand = (lang: string) => (lang === 'en' ? 'Ventaura Flow Control' : '文拓流体控制')

for (const [lang, prefix] of [
  ['zh-CN', ''],
  ['en', '/en'],
] as const) {
  describe(`the solutions page (${lang})`, () => {
    let categories: ApiCategory[]
    let solutions: ApiSolution[]
    let html = ''
    let main = ''
    beforeAll(async () => {
      categories = await records<ApiCategory>('solutionCategories?_pageSize=100', lang)
      solutions = await records<ApiSolution>('solutions?_pageSize=100', lang)
      const res = await get(`${prefix}/solution`)
      expect(res.status).toBe(200)
      html = withoutWordMarks(await res.text())
      main = mainOf(html)
    })

    it('has a tab per category with solutions, each a link to its section #anchor{categoryCode}', async () => {
      const withSolutions = categories.filter((c) => solutions.some((s) => s.categoryCode === c.categoryCode))
      expect(withSolutions.length).toBeGreaterThan(1)
      const tabs = await select(main, '.section-tabs__tab')
      expect(tabs.map((t) => [t.href, t.text])).toEqual(withSolutions.map((c) => [`#anchor${c.categoryCode}`, c.categoryName]))
      const sections = await select(main, '.solutions__section')
      expect(sections.map((s) => s.id)).toEqual(withSolutions.map((c) => `anchor${c.categoryCode}`))
    })

    it('shows in each section the category’s solutions: picture, name, description, tags', async () => {
      for (const category of categories) {
        const own = solutions.filter((s) => s.categoryCode === category.categoryCode)
        if (own.length === 0) continue
        const section = fragment(main, `id="anchor${category.categoryCode}"`, 'section')
        expect((await select(section, 'h2'))[0]?.text).toBe(category.categoryName)
        expect((await select(section, '.solution-entry__name')).map((h) => h.text)).toEqual(own.map((s) => s.solutionName))
        expect((await select(section, '.solution-entry__description')).map((p) => p.text)).toEqual(own.map((s) => s.description))
        expect((await select(section, '.solution-entry__image')).map((i) => i.src)).toEqual(own.map((s) => s.image))
        const first = fragment(section, `id="solution-${own[0]!.solutionCode}"`, 'article')
        expect((await select(first, '.tag-list__tag')).map((t) => t.text)).toEqual(own[0]!.tags.split(','))
      }
    })

    it('alternates the two layouts within a section: picture left, then right', async () => {
      const section = fragment(main, `id="anchor${solutions[0]!.categoryCode}"`, 'section')
      const modes = (await select(section, 'article')).map((a) => /solution-entry--mode(\d)/.exec(a.class!)?.[1])
      expect(modes.length).toBeGreaterThan(1)
      expect(modes).toEqual(modes.map((_, i) => (i % 2 === 0 ? '1' : '2')))
    })

    it('each solution links to its own page (learn more) and to the contact page, with names that say which', async () => {
      for (const solution of solutions) {
        const article = fragment(main, `id="solution-${solution.solutionCode}"`, 'article')
        const links = await select(article, 'a:not(.tag-list__tag)')
        expect(links.map((a) => a.href)).toEqual([`${prefix}/SolutionCategory/${solution.categoryCode}/?id=${solution.solutionCode}`, `${prefix}/contact/`])
        expect(links.every((a) => a.text.includes(solution.solutionName))).toBe(true)
        // Its tags link to the site search for each (issue 49).
        expect((await select(article, 'a.tag-list__tag')).map((a) => a.href)).toEqual(solution.tags.split(',').map((tag) => `${prefix}/search?q=${encodeURIComponent(tag)}`))
      }
    })

    it('fetches only the first picture at once; the rest load lazily', async () => {
      const images = await select(main, '.solution-entry__image')
      expect(images[0]).toMatchObject({ fetchpriority: 'high' })
      expect(images[0]!.loading).toBeUndefined()
      expect(images.slice(1).every((i) => i.loading === 'lazy')).toBe(true)
    })

    it('has the site config’s SEO texts, an ItemList of every solution page, and the tabs’ stylesheet', () => {
      expect(title(html)).toContain(brand(lang))
      const list = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
        .map((m) => JSON.parse(m[1]!) as { '@type': string; itemListElement?: { url: string }[] })
        .find((d) => d['@type'] === 'ItemList')
      expect(list?.itemListElement?.map((i) => i.url)).toEqual(solutions.map((s) => `http://site.test${prefix}/SolutionCategory/${s.categoryCode}/?id=${s.solutionCode}`))
      expect(html).toMatch(/<link rel="stylesheet" href="[^"]*section-tabs[^"]*\.css"\/>/)
    })
  })

  describe(`the solution category page (${lang})`, () => {
    let category: ApiCategory
    let solutions: ApiSolution[]
    let html = ''
    let main = ''
    const path = `${prefix}/SolutionCategory/biosafety/`
    beforeAll(async () => {
      category = await api<ApiCategory>('solutionCategories/biosafety', lang)
      solutions = await records<ApiSolution>('solutions?categoryCode=biosafety&_pageSize=100', lang)
      const res = await get(`${path}?id=${solutions[1]!.solutionCode}`)
      expect(res.status).toBe(200)
      html = withoutWordMarks(await res.text())
      main = mainOf(html)
    })

    it('its banner: the category name as the one h1, its subtitle and its description', async () => {
      expect((await select(main, 'h1')).map((h) => h.text)).toEqual([category.categoryName])
      expect((await select(main, '.page-banner__subtitle'))[0]?.text).toBe(category.categorySubtitle)
      expect((await select(main, '.solution-hero__description'))[0]?.text).toBe(category.categoryDescription)
    })

    it('lists every solution of the category as a link to its own page; the shown one is aria-current="page"', async () => {
      const cards = await select(main, '.selection-card')
      expect(cards.map((c) => c.href)).toEqual(solutions.map((s) => `${path}?id=${s.solutionCode}`))
      expect(cards.map((c) => c.text)).toEqual(solutions.map((s) => s.solutionName))
      expect(cards.map((c) => c['aria-current'])).toEqual(solutions.map((_, i) => (i === 1 ? 'page' : undefined)))
      const arrows = await select(main, '.selection-arrow')
      expect(arrows.map((a) => a['aria-controls'])).toEqual(['selected-solution', 'selected-solution'])
    })

    it('shows the selected solution: picture, name, tags, description and its performance figures', async () => {
      const solution = solutions[1]!
      const [region] = await select(main, '#selected-solution')
      expect(region).toMatchObject({ 'data-selected-item': solution.solutionCode, 'data-selection-topic': solution.solutionName })
      expect((await select(main, '#selected-solution h2'))[0]?.text).toBe(solution.solutionName)
      expect((await select(main, '.solution__image'))[0]).toMatchObject({ src: solution.image, width: '1200', height: '800' })
      expect((await select(main, '#selected-solution .tag-list__tag')).map((t) => t.text)).toEqual(solution.tags.split(','))
      expect((await select(main, '.solution__description'))[0]?.text).toBe(solution.description)
      expect(solution.feature.length).toBeGreaterThan(0)
      expect((await select(main, '.solution-feature__name')).map((d) => d.text)).toEqual(solution.feature.map((f) => f.name))
      expect((await select(main, '.solution-feature__value')).map((d) => d.text)).toEqual(solution.feature.map((f) => f.value))
    })

    it('shows the products the solution uses (solutionCatProducts), each linking to its product page', async () => {
      const solution = solutions[1]!
      const used = await records<ApiSolutionProduct>(`solutionCatProducts?solutionId=${solution.id}&_pageSize=1000`, lang)
      const catalogue = await records<ApiProduct>('products?_pageSize=1000', lang)
      expect(used.length).toBeGreaterThan(0)
      const region = fragment(main, 'id="selected-solution"', 'section')
      expect((await select(region, '.solution-product__name')).map((n) => n.text)).toEqual(used.map((u) => u.productName))
      expect((await select(region, '.solution-product__image')).map((i) => i.src)).toEqual(used.map((u) => u.productImage))
      expect((await select(region, '.solution-product__description')).map((d) => d.text)).toEqual(used.map((u) => u.description))
      const hrefs = (await select(region, '.solution-product__link')).map((a) => a.href)
      expect(hrefs).toEqual(
        used.map((u) => {
          const product = catalogue.find((p) => p.id === u.productId)!
          return `${prefix}/productCategory/${product.categoryCode}/?id=${product.productCode}`
        }),
      )
    })

    it('ends with the enquiry form, outside the region, naming the selected solution as its topic', async () => {
      const solution = solutions[1]!
      const region = fragment(main, 'id="selected-solution"', 'section')
      expect(region).not.toContain('data-enquiry')
      expect((await select(main, 'form[data-enquiry] input[name="topic"]'))[0]?.value).toBe(solution.solutionName)
      expect((await select(main, '[data-enquiry-topic]'))[0]?.text).toBe(solution.solutionName)
      expect((await select(main, '.enquiry__topic'))[0]?.hidden).toBeUndefined()
      expect(html).toMatch(/<link rel="stylesheet" href="[^"]*enquiry[^"]*\.css"\/>/)
    })

    it('is the solution’s own page: its title, description, keywords and canonical URL; its picture is preloaded', async () => {
      const solution = solutions[1]!
      const url = `http://site.test${path}?id=${solution.solutionCode}`
      expect(title(html)).toBe(`${solution.solutionName} | ${category.categoryName} | ${brand(lang)}`.replaceAll('&', '&amp;'))
      expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).toBe(Array.from(solution.description).slice(0, 160).join('').trimEnd() + (Array.from(solution.description).length > 160 ? '…' : ''))
      expect(/<meta name="keywords" content="([^"]*)"/.exec(html)?.[1]).toContain(solution.tags.split(',')[0])
      expect(canonical(html)).toBe(url)
      expect(html).toContain(`<meta property="og:url" content="${url}"/>`)
      expect(html.indexOf(`<link rel="preload" as="image" href="${solution.image}" fetchPriority="high"/>`)).toBeLessThan(html.indexOf('<main'))
    })

    it('a solution named by its 19-digit id is the same page as by its code', async () => {
      const byId = withoutWordMarks(await (await get(`${path}?id=${solutions[1]!.id}`)).text())
      expect(mainOf(byId)).toBe(main)
      expect(canonical(byId)).toBe(canonical(html))
    })

    it('no id, or an unknown one, shows the first solution under the category’s own URL and SEO title', async () => {
      const bare = await (await get(path)).text()
      const unknown = await (await get(`${path}?id=no-such-solution`)).text()
      for (const page of [bare, unknown]) {
        expect((await select(mainOf(page), '#selected-solution'))[0]?.['data-selected-item']).toBe(solutions[0]!.solutionCode)
        expect(canonical(page)).toBe(`http://site.test${path}`)
        expect(title(page)).toContain(category.seoTitle.replaceAll('&', '&amp;'))
      }
      expect(mainOf(unknown)).toBe(mainOf(bare))
    })

    it('an unknown id asked for first never reaches the links of the page it shares with the bare URL', async () => {
      // A category of its own, so that this test's request is the one that renders and stores the page.
      const path = `${prefix}/SolutionCategory/Inspection/`
      const first = await (await get(`${path}?id=some-stranger-s-id`)).text()
      const bare = await (await get(path)).text()
      for (const page of [first, bare]) expect(page).not.toContain('some-stranger-s-id')
      const other = lang === 'en' ? '/SolutionCategory/Inspection/' : '/en/SolutionCategory/Inspection/'
      expect((await select(bare, 'a[hreflang]')).map((a) => a.href)).toContain(other)
    })

    it('the category given by its 19-digit id shows that category, linking its solutions by code', async () => {
      const main = mainOf(await (await get(`${prefix}/SolutionCategory/${category.id}/`)).text())
      expect((await select(main, '.selection-card')).map((c) => c.href)).toEqual(solutions.map((s) => `${path}?id=${s.solutionCode}`))
    })
  })
}

describe('performance figures', () => {
  it('are cut at 50 characters with an ellipsis, the whole value in the tooltip; short ones have none', async () => {
    const bundle = await demoBundle('en')
    const long = 'A'.repeat(30) + ' ' + 'B'.repeat(30)
    const html = renderLayout(<SolutionFeatures features={[{ name: 'Long', value: long }, { name: 'Short', value: '±5%' }]} />, 'en', '/en/SolutionCategory/biosafety/', bundle)
    const values = await select(html, '.solution-feature__value')
    expect(values[0]).toMatchObject({ text: `${'A'.repeat(30)} ${'B'.repeat(19)}…`, title: long })
    expect(values[1]).toMatchObject({ text: '±5%' })
    expect(values[1]!.title).toBeUndefined()
  })
})

describe('a solution category page', () => {
  it('of an unknown category, by code or by 19-digit id, is the 404 page', async () => {
    for (const path of ['/SolutionCategory/no_such/', '/en/SolutionCategory/1799999999999999999/?id=bsl3-laboratory']) {
      const res = await get(path)
      expect(res.status).toBe(404)
      void res.body?.cancel()
    }
  })
  it('/solutionCategory/{1-5} is a 301 to the category’s slug, in either language', async () => {
    const slugs = ['biosafety', 'biological_science', 'Inspection', 'Medical', 'Intelligent_system']
    for (const [i, slug] of slugs.entries()) {
      for (const prefix of ['', '/en']) {
        const res = await exports.default.fetch(new Request(`http://site.test${prefix}/solutionCategory/${i + 1}`), { redirect: 'manual' })
        expect(res.status).toBe(301)
        expect(new URL(res.headers.get('Location')!, 'http://site.test').pathname).toBe(`${prefix}/solutionCategory/${slug}/`)
        const page = await get(`${prefix}/solutionCategory/${slug}/`)
        expect(page.status).toBe(200)
        void page.body?.cancel()
      }
    }
  })
})
