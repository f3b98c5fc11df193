import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CATEGORY_HEAD, type Bundle, type CategoryHead } from '../../src/content/model/bundle.ts'
import { MENU_ITEMS_PER_CATEGORY } from '../../src/ui/layout/header/menu-items.ts'
import { productsBannerImage } from '../../src/ui/layout/header/products-banner.ts'
import { Footer } from '../../src/ui/layout/Footer.tsx'
import { Header } from '../../src/ui/layout/Header.tsx'
import { currentSection } from '../../src/ui/layout/sections.ts'
import { PRODUCTS_BANNER } from '../../src/ui/layout/settings.ts'
import { demoBundle, fragment, renderLayout, select } from './layout-html.tsx'
import { seedContent } from './setup/seed-content.ts'

/** The bundle's first items of one category. */
const headOf = <T,>(heads: readonly CategoryHead<T>[], code: string): T[] => heads.find((head) => head.categoryCode === code)?.items ?? []

let zh: Bundle
let en: Bundle
beforeAll(async () => {
  await seedContent()
  ;[zh, en] = await Promise.all([demoBundle('zh-CN'), demoBundle('en')])
})

const zhHeader = (path = '/', bundle = zh) => renderLayout(<Header />, 'zh-CN', path, bundle)
const enHeader = (path = '/en/', bundle = en) => renderLayout(<Header />, 'en', path, bundle)
const navOf = (html: string) => fragment(html, 'class="site-nav"', 'nav')
const popover = (html: string, id: string) => fragment(html, `id="${id}"`, 'div')

describe('the header menu: Home, Products, company, Solutions, Contact in both languages', () => {
  it('zh-CN: five real links with their Chinese names', async () => {
    const links = await select(navOf(zhHeader()), '.site-nav__link')
    expect(links.map((l) => [l.text, l.href])).toEqual([
      ['首页', '/'],
      ['产品中心', '/product'],
      ['关于我们', '/AccessHcs'],
      ['解决方案', '/solution'],
      ['联系我们', '/contact/'],
    ])
  })

  it('en: the same links under /en with English names', async () => {
    const links = await select(navOf(enHeader()), '.site-nav__link')
    expect(links.map((l) => [l.text, l.href])).toEqual([
      ['Home', '/en/'],
      ['Products', '/en/product'],
      ['About us', '/en/AccessHcs'],
      ['Solutions', '/en/solution'],
      ['Contact us', '/en/contact/'],
    ])
  })

  it.each([
    ['/', '首页'],
    ['/product', '产品中心'],
    ['/productCategory/Venturi_valve/?id=VV-S100', '产品中心'],
    ['/AccessHcs?id=anchor6', '关于我们'],
    ['/concepts', '关于我们'],
    ['/Case/1', '关于我们'],
    ['/industryTrends/1/', '关于我们'],
    ['/newDetail/1/some-news', '关于我们'],
    ['/solution', '解决方案'],
    ['/SolutionCategory/biosafety/', '解决方案'],
    ['/contact/', '联系我们'],
  ])('on %s the current section %s carries aria-current="page", and only it', async (path, name) => {
    const current = await select(navOf(zhHeader(path)), '.site-nav__link[aria-current]')
    expect(current).toHaveLength(1)
    expect(current[0]).toMatchObject({ text: name, 'aria-current': 'page' })
  })

  it('the File page belongs to no section: nothing is marked current', () => {
    expect(currentSection('File')).toBeUndefined()
    expect(navOf(zhHeader('/File'))).not.toContain('aria-current')
  })

  it('Products, company and Solutions each have a toggle after their link, naming a manual popover it opens natively', async () => {
    const html = zhHeader()
    expect(await select(navOf(html), '.site-nav__link[aria-controls], .site-nav__link[aria-expanded]')).toEqual([])
    const triggers = await select(navOf(html), 'button.site-nav__toggle')
    expect(triggers.map((t) => [t['aria-label'], t['aria-controls'], t.command, t.commandfor])).toEqual([
      ['产品中心子菜单', 'mega-products', 'toggle-popover', 'mega-products'],
      ['关于我们子菜单', 'mega-company', 'toggle-popover', 'mega-company'],
      ['解决方案子菜单', 'mega-solutions', 'toggle-popover', 'mega-solutions'],
    ])
    for (const { 'aria-controls': id } of triggers) {
      const [panel] = await select(html, `#${id}`)
      expect(panel).toMatchObject({ popover: 'manual', role: 'group' })
      expect(popover(html, id!)).toMatch(/<button type="button" class="mega__close" data-popover-close="" aria-label="关闭">/)
    }
    // Home and Contact have no popover.
    expect(await select(navOf(html), '[data-section="home"] [popover], [data-section="contact"] [popover]')).toEqual([])
  })
})

describe('the Products popover, from the bundle', () => {
  it('lists every product category, linking to its page, the first one active', async () => {
    const html = popover(enHeader(), 'mega-products')
    const categories = await select(html, '.mega-products__category > a')
    expect(categories.map((c) => [c.text, c.href])).toEqual(en.productCategories.map((c) => [c.categoryName, `/en/productCategory/${c.categoryCode}/`]))
    expect((await select(html, '.mega-products__category[data-active]')).map((c) => c['data-category'])).toEqual([en.productCategories[0]!.categoryCode])
  })

  it("holds each category's product grid (only the first shown before any hover), each product linking to its category page with ?id=", async () => {
    const html = popover(enHeader(), 'mega-products')
    const grids = await select(html, '.mega-products__grid')
    expect(grids).toHaveLength(en.productCategories.length)
    expect(grids.map((g) => 'hidden' in g)).toEqual(en.productCategories.map((_, i) => i !== 0))
    const products = await select(html, 'a.mega-product')
    expect(products.map((p) => p.href)).toEqual(
      en.productCategories.flatMap((c) => headOf(en.categoryProducts, c.categoryCode).map((p) => `/en/productCategory/${c.categoryCode}/?id=${p.productCode}`)),
    )
    expect(products[0]!.text).toBe(en.categoryProducts[0]!.items[0]!.productName)
  })

  it('sizes each product picture by its place (site.css `.mega-product img`): no inline ratio nor size attributes, on every page (issue 51)', async () => {
    const pictures = await select(popover(enHeader(), 'mega-products'), '.mega-product img')
    expect(pictures.length).toBeGreaterThan(10)
    for (const img of pictures) expect([img.style, img.width, img.height, img.loading], img.src).toEqual([undefined, undefined, undefined, 'lazy'])
  })

  it('has a contact button', async () => {
    const [button] = await select(popover(zhHeader(), 'mega-products'), '.mega-products__aside a.button')
    expect(button).toMatchObject({ href: '/contact/', text: '联系我们' })
  })

  it('shows the first banner until 2024-11-19 14:00 China time and the second from then on, by the bundle\'s build time', async () => {
    const banner = async (builtAt: string) => (await select(popover(zhHeader('/', { ...zh, builtAt }), 'mega-products'), '.mega-products__banner'))[0]!.src
    expect(await banner('2024-11-19T13:59:59+08:00')).toBe('/img/header/products-banner-1.webp')
    expect(await banner('2024-11-19T14:00:00+08:00')).toBe('/img/header/products-banner-2.webp')
    expect(await banner('2024-11-19T06:00:00Z')).toBe('/img/header/products-banner-2.webp')
  })

  it('the switch instant and both images are settings', () => {
    expect(PRODUCTS_BANNER).toEqual({ switchAt: '2024-11-19T14:00:00+08:00', before: '/img/header/products-banner-1.webp', after: '/img/header/products-banner-2.webp' })
    const custom = { switchAt: '2030-01-01T00:00:00Z', before: '/a.svg', after: '/b.svg' }
    expect(productsBannerImage(new Date('2029-12-31T23:59:59Z'), custom)).toBe('/a.svg')
    expect(productsBannerImage(new Date('2030-01-01T00:00:00Z'), custom)).toBe('/b.svg')
  })
})

describe('the company popover: 1 about, 2 concepts (6), 3 cases, 4 image, 5 history (5, newest first), 6 news', () => {
  it('has the six parts in order', async () => {
    const html = popover(zhHeader(), 'mega-company')
    const titles = await select(html, '.mega__title a')
    expect(titles.map((t) => [t.text, t.href])).toEqual([
      ['关于我们', '/AccessHcs'],
      ['企业理念', '/concepts'],
      ['成功案例', '/Case'],
      ['发展历程', '/AccessHcs?id=anchor6'],
      ['新闻资讯', '/industryTrends/'],
    ])
    expect(html.indexOf('mega-company__picture')).toBeGreaterThan(html.indexOf('/Case'))
    expect(html.indexOf('mega-company__picture')).toBeLessThan(html.indexOf('mega-history'))
    expect(await select(html, '.mega-company__picture img')).toMatchObject([{ src: '/img/about/company.webp', alt: '文拓苏州总部' }])
  })

  it('concepts: six entries, the overview and the five chapters by anchor', async () => {
    const [, concepts] = (await select(popover(enHeader(), 'mega-company'), '.mega-company > section')).map((c) => c.text)
    const links = await select(fragment(popover(enHeader(), 'mega-company'), '>Our concepts<', 'section'), '.mega__links a')
    expect(links.map((l) => l.href)).toEqual(['/en/concepts', ...[1, 2, 3, 4, 5].map((n) => `/en/concepts?id=anchor${n}`)])
    expect(concepts).toContain('Craftsmanship')
  })

  it('cases: one link per case category', async () => {
    const links = await select(fragment(popover(zhHeader(), 'mega-company'), '>成功案例<', 'section'), '.mega__links a')
    expect(links.map((l) => [l.text, l.href])).toEqual(zh.exampleCategories.map((c) => [c.categoryName, `/Case/${c.categoryCode}`]))
  })

  it('history: the latest five entries, newest first', async () => {
    const years = await select(popover(zhHeader(), 'mega-company'), '.mega-history span:first-child')
    expect(years.map((y) => y.text)).toEqual(['2024', '2023', '2022', '2021', '2020'])
    expect(zh.history.map((h) => h.year)).toEqual(['2024', '2023', '2022', '2021', '2020'])
  })

  it('news: the latest news, linking to their articles, and a link to all news', async () => {
    const html = popover(enHeader(), 'mega-company')
    const items = await select(html, '.mega-news a')
    expect(items.map((n) => n.href)).toEqual(en.latestNews.slice(0, 3).map((n) => `/en/newDetail/${n.categoryCode}/${n.id}`))
    expect(items[0]!.text).toContain(en.latestNews[0]!.title)
    expect(await select(html, 'a.mega__more')).toMatchObject([{ href: '/en/industryTrends/', text: 'More news' }])
  })
})

describe('the Solutions popover: each category with its solutions, a Solutions link and a contact link', () => {
  it('lists the categories with their solutions', async () => {
    const html = popover(enHeader(), 'mega-solutions')
    const categories = await select(html, '.mega-solutions__categories > section .mega__title a')
    expect(categories.map((c) => c.href)).toEqual(en.solutionCategories.map((c) => `/en/SolutionCategory/${c.categoryCode}/`))
    const solutions = await select(html, '.mega-solutions__categories > section .mega__links a')
    expect(solutions.map((s) => s.href)).toEqual(
      en.solutionCategories.flatMap((c) => headOf(en.categorySolutions, c.categoryCode).map((s) => `/en/SolutionCategory/${c.categoryCode}/?id=${s.solutionCode}`)),
    )
    expect(solutions.length).toBe(en.categorySolutions.reduce((sum, head) => sum + head.total, 0))
  })

  it('ends with the Solutions link and the contact link', async () => {
    const actions = await select(popover(enHeader(), 'mega-solutions'), '.mega-solutions__actions a')
    expect(actions.map((a) => a.href)).toEqual(['/en/solution', '/en/contact/'])
  })
})

describe('the mobile drawer holds the same menu tree', () => {
  it('is a modal dialog opened by the menu button', async () => {
    const html = zhHeader()
    expect(await select(html, 'button.menu-button')).toMatchObject([{ 'aria-controls': 'site-drawer', command: 'show-modal', commandfor: 'site-drawer', 'aria-label': '打开菜单' }])
    expect(await select(html, 'dialog#site-drawer')).toMatchObject([{ 'aria-modal': 'true', 'aria-label': '网站菜单' }])
  })

  it('has the five sections, with expandable groups for Products, company and Solutions, and every popover link', async () => {
    const html = enHeader('/en/solution')
    const drawer = fragment(html, 'id="site-drawer"', 'dialog')
    const summaries = await select(drawer, '.drawer__nav > ul > li > details > summary')
    expect(summaries.map((s) => s.text)).toEqual(['Products', 'About us', 'Solutions'])
    const hrefs = new Set((await select(drawer, 'a')).map((a) => a.href))
    for (const link of await select(navOf(html), '.site-nav__link, .mega-product, .mega-products__category > a, .mega-solutions__categories a')) {
      expect(hrefs).toContain(link.href)
    }
    // The current section's group is open.
    expect(await select(drawer, 'details[open] > summary')).toMatchObject([{ text: 'Solutions' }])
  })
})

describe('the header stays the same size as the catalogue grows: a bounded number per category, then a link to the category', () => {
  /** `bundle` as the bundle of a catalogue with `n` products and `n` solutions in every category (copies with codes of their own). */
  const crowded = (bundle: Bundle, n = 200): Bundle => {
    const copies = <T extends { id: string }>(own: readonly T[], code: (i: number) => Partial<T>) =>
      Array.from({ length: Math.min(n, CATEGORY_HEAD) }, (_, i) => ({ ...own[i % own.length]!, id: `17900${String(i).padStart(6, '0')}${own[0]!.id.slice(11)}`, ...code(i) }))
    return {
      ...bundle,
      categoryProducts: bundle.categoryProducts.map((head) => ({ ...head, total: n, items: copies(head.items, (i) => ({ productCode: `${head.categoryCode}-${i}` })) })),
      categorySolutions: bundle.categorySolutions.map((head) => ({ ...head, total: n, items: copies(head.items, (i) => ({ solutionCode: `${head.categoryCode}-${i}` })) })),
    }
  }

  it(`a category of 200 products lists ${MENU_ITEMS_PER_CATEGORY} in the Products popover, then "All 200 products in …" to its page`, async () => {
    const html = popover(enHeader('/en/', crowded(en)), 'mega-products')
    for (const category of en.productCategories) {
      const grid = fragment(html, `data-category="${category.categoryCode}"`, 'li')
      const products = await select(grid, 'a.mega-product')
      expect(products.map((p) => p.href)).toEqual(Array.from({ length: MENU_ITEMS_PER_CATEGORY }, (_, i) => `/en/productCategory/${category.categoryCode}/?id=${category.categoryCode}-${i}`))
      expect(await select(grid, '.mega-products__more a')).toMatchObject([{ href: `/en/productCategory/${category.categoryCode}/`, text: `All 200 products in ${category.categoryName}` }])
    }
  })

  it(`a category of 200 solutions lists ${MENU_ITEMS_PER_CATEGORY} in the Solutions popover, then a link to its page (zh-CN)`, async () => {
    const html = popover(zhHeader('/', crowded(zh)), 'mega-solutions')
    for (const category of zh.solutionCategories) {
      const section = fragment(html, `href="/SolutionCategory/${category.categoryCode}/"`, 'section')
      const links = await select(section, '.mega__links a')
      expect(links).toHaveLength(MENU_ITEMS_PER_CATEGORY + 1)
      expect(links.at(-1)).toMatchObject({ href: `/SolutionCategory/${category.categoryCode}/`, text: `查看${category.categoryName}全部 200 个方案` })
    }
  })

  it('the drawer lists the same, and the header is as long with 2,000 per category as with 20', async () => {
    const drawer = fragment(enHeader('/en/', crowded(en)), 'id="site-drawer"', 'dialog')
    const links = (await select(drawer, 'a')).map((a) => a.href ?? '')
    expect(links.filter((href) => href.includes('?id=Venturi_valve-'))).toHaveLength(MENU_ITEMS_PER_CATEGORY)
    expect(links.filter((href) => href === '/en/productCategory/Venturi_valve/').length).toBeGreaterThanOrEqual(2)
    const [few, many] = [enHeader('/en/', crowded(en, 20)).length, enHeader('/en/', crowded(en, 2000)).length]
    // Only the totals in the "All n …" links differ: a digit or two each.
    expect(many - few).toBeLessThan(100)
  })

  it('a category with no more than the bound lists them all, with no extra link (the demo content)', async () => {
    expect(await select(popover(enHeader(), 'mega-products'), '.mega-products__more')).toEqual([])
  })
})

describe('the header and footer are pure functions of the language, the bundle and the page path', () => {
  afterEach(() => vi.useRealTimers())

  it('render the same HTML at any time of day and any year (they are cached per bundle version)', () => {
    const render = () => [zhHeader('/product'), renderLayout(<Footer />, 'en', '/en/product', en)].join('')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2024-11-19T05:00:00Z'))
    const before = render()
    vi.setSystemTime(new Date('2031-07-01T12:00:00Z'))
    expect(render()).toBe(before)
  })

  it('the copyright year is the year the bundle was built', async () => {
    const html = renderLayout(<Footer />, 'en', '/en/', { ...en, builtAt: '2027-03-04T00:00:00Z' })
    expect((await select(html, '.site-footer__copyright'))[0]!.text).toContain('© 2027 ')
  })
})
