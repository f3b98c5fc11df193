import type { Browser, Page } from 'puppeteer-core'
import { ENGINES } from './engines/engines.ts'
// The suite's own test, though these tests drive other browsers: a file with other fixtures needs workers of its own,
// which Playwright starts only once the others are done, so this file ran alone at the end of the run (25 s in CI).
import { expect, test } from './fixtures.ts'

/**
 * What a visitor does, in the engines of the support matrix (docs/browsers.md) other than current Chromium:
 * Firefox ESR and an old Chromium without the Popover API, svh, :has() or container queries. In Chinese at
 * 1440 px and in English at 375 px: the header menus by pointer and keyboard (closed, they cover nothing), the header
 * search, the phone drawer, the language switch, a carousel, the product ring, a product switch, About's tabs,
 * the enquiry form and the brochure viewer, with no console error and no uncaught error anywhere.
 */

test.describe.configure({ mode: 'parallel', timeout: 120_000 })

const LANGS = [
  { lang: 'zh-CN', prefix: '', other: 'en', query: '文丘里', accept: 'zh-CN,zh;q=0.9' },
  { lang: 'en', prefix: '/en', other: 'zh-CN', query: 'venturi', accept: 'en-GB,en;q=0.9' },
] as const

/** Waits until `condition` (run in the page) is true. */
const until = (page: Page, condition: string, timeout = 15_000) => page.waitForFunction(condition, { timeout, polling: 100 })

/** Whether a popover is open, in an engine with the Popover API or with the site's stand-in. */
const isOpen = (id: string) => `(() => { const el = document.getElementById('${id}'); try { return el.matches(':popover-open') } catch { return el.hasAttribute('data-popover-open') } })()`

async function openPage(page: Page, url: string, ready = 'document.readyState === "complete"'): Promise<void> {
  await page.goto(url, { waitUntil: 'load' })
  await until(page, ready)
}

/** What each step needs of the page it starts on (the header's and the form's scripts have run). */
const NAV_READY = '!!document.querySelector("[data-site-nav][data-enhanced]")'
const FORM_READY = '!!document.querySelector("form[data-enquiry][data-enhanced]")'
/** No cross-document view transition under way: while one runs, a click lands on its overlay, not the page. */
const NO_TRANSITION = '!document.getAnimations().some((a) => a.effect?.pseudoElement?.startsWith("::view-transition"))'

// Each step below starts on the page it names; steps that share a page follow one another on one load of it.

/** On the home page at a desktop width. */
async function desktopMenus(page: Page): Promise<void> {
  for (const section of ['products', 'company', 'solutions']) {
    const id = `mega-${section}`
    // The pointer resting on the entry opens it; moving away down the page closes it.
    const link = await page.$(`.site-nav__item[data-section="${section}"] .site-nav__link`)
    await link!.hover()
    await until(page, isOpen(id))
    await page.mouse.move(20, 880, { steps: 4 })
    await until(page, `!${isOpen(id)}`)
    // The keyboard: Enter on the toggle opens it, Escape closes it and leaves focus on the toggle.
    await page.focus(`.site-nav__item[data-section="${section}"] .site-nav__toggle`)
    await page.keyboard.press('Enter')
    await until(page, isOpen(id))
    await page.keyboard.press('Escape')
    await until(page, `!${isOpen(id)}`)
    expect(await page.evaluate(() => document.activeElement?.classList.contains('site-nav__toggle'))).toBe(true)
  }
  // Closed panels cover nothing: what lies under the header is the page's own.
  const covered = await page.evaluate(() => [200, 500, 800].some((y) => document.elementFromPoint(innerWidth / 2, y)?.closest('.mega, .header-search')))
  expect(covered).toBe(false)
}

/** On the home page: the products carousel moves on. */
async function carousel(page: Page): Promise<void> {
  const next = '#products [data-carousel-next]'
  await page.$eval(next, (el) => el.scrollIntoView({ block: 'center' }))
  await until(page, `!document.querySelector('${next}').disabled`)
  await page.click(next)
  await until(page, `document.querySelector('#products .carousel__track').scrollLeft > 0`)
}

/** On any page at a desktop width; ends on the results. */
async function headerSearch(page: Page, query: string): Promise<void> {
  await page.click('.header-search__button')
  await until(page, 'document.activeElement?.id === "header-search-q"')
  await page.keyboard.type(query)
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.keyboard.press('Enter')])
  expect(new URL(page.url()).searchParams.get('q')).toBe(query)
  await until(page, '!!document.querySelector("main a[href*=productCategory], main a[href*=Venturi]")')
}

/** On any page at a phone's width; ends on Contact, chosen in the drawer. */
async function drawer(page: Page, prefix: string): Promise<void> {
  await page.click('.menu-button')
  // Open and slid in: a link still sliding may lie outside the window, where nothing can click it.
  await until(page, '(() => { const drawer = document.querySelector("dialog#site-drawer"); return drawer.open && drawer.getAnimations().length === 0 })()')
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('dialog#site-drawer a[href$="/contact/"]')])
  expect(new URL(page.url()).pathname).toBe(`${prefix}/contact/`)
}

/** On Contact: sent empty, each required field says what it needs. */
async function enquiryForm(page: Page): Promise<void> {
  await until(page, `${FORM_READY} && ${NO_TRANSITION}`)
  await page.$eval('form[data-enquiry] button[type="submit"]', (el) => el.scrollIntoView({ block: 'center' }))
  await page.click('form[data-enquiry] button[type="submit"]')
  await until(page, `[...document.querySelectorAll('form[data-enquiry] [data-error-for]')].filter((el) => el.textContent.trim()).length >= 3`)
}

/** On any page; ends on the same page in the other language. */
async function languageSwitch(page: Page, other: string): Promise<void> {
  await until(page, '!!document.querySelector("[data-lang-switcher][data-enhanced]")')
  await page.click('.lang-switcher__button')
  await until(page, 'document.querySelector(".lang-switcher__button").getAttribute("aria-expanded") === "true"')
  const path = new URL(page.url()).pathname.replace(/^\/en(?=\/)/, '')
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click(`.lang-switcher a[hreflang="${other}"], .lang-switcher a[lang="${other}"]`)])
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(other)
  expect(new URL(page.url()).pathname.replace(/^\/en(?=\/)/, '')).toBe(path)
}

async function productRing(page: Page, base: string, prefix: string): Promise<void> {
  await openPage(page, `${base}${prefix}/product`)
  // A round ring of at most 46rem inside the page's width, every product drawn on it at a size of its own.
  const ring = await page.$eval('.ring', (el) => el.getBoundingClientRect().toJSON() as DOMRect)
  expect(ring.width).toBeLessThanOrEqual(46 * 16 + 1)
  expect(Math.abs(ring.height - ring.width)).toBeLessThanOrEqual(1)
  expect(ring.left).toBeGreaterThanOrEqual(0)
  expect(ring.right).toBeLessThanOrEqual(await page.evaluate(() => document.documentElement.clientWidth))
  const boxes = await page.$$eval('.ring__item', (items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect))
  expect(boxes.length).toBeGreaterThan(0)
  for (const box of boxes) {
    expect(box.width).toBeGreaterThan(40)
    // The item turns, and its box with it: its centre stays on the ring.
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2]
    expect(x > ring.left && x < ring.right && y > ring.top && y < ring.bottom).toBe(true)
  }
}

async function productSwitch(page: Page, base: string, prefix: string): Promise<void> {
  await openPage(page, `${base}${prefix}/productCategory/Venturi_valve/`, '!!document.querySelector(".selection-list[data-ready]")')
  const card = (await page.$$('.selection-card'))[2]!
  const name = (await card.evaluate((el) => el.textContent?.trim()))!
  await card.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  await card.click()
  await until(page, `document.querySelector('#selected-product h2')?.textContent.trim() === ${JSON.stringify(name)}`)
}

async function aboutTabs(page: Page, base: string, prefix: string): Promise<void> {
  await openPage(page, `${base}${prefix}/AccessHcs`, '!!document.querySelector("nav[data-section-tabs][data-enhanced]")')
  await page.click('.section-tabs a[href="#anchor7"]')
  await until(page, `document.querySelector('.section-tabs a[href="#anchor7"]').getAttribute('aria-current') === 'true'`)
  await until(page, `(() => { const r = document.querySelector('#anchor7').getBoundingClientRect(); return r.top < innerHeight && r.bottom > 0 })()`)
}

async function brochure(page: Page, base: string, prefix: string): Promise<void> {
  await openPage(page, `${base}${prefix}/pdf/Corporate_Brochure`)
  await until(page, '!!document.querySelector(".pdf-page canvas") && !!document.querySelector(".pdf-page[data-rendered]")', 30_000)
}

for (const engine of ENGINES) {
  test.describe(`in ${engine.name}`, () => {
    // An engine's tests share one worker, so each engine starts once (a browser per worker and engine else).
    test.describe.configure({ mode: 'default' })
    let browser: Browser
    test.beforeAll(async () => {
      browser = await engine.launch()
    })
    test.afterAll(async () => {
      await browser?.close()
    })

    // Each language once, one at a desktop width and one on a phone: the steps of both widths in both languages.
    for (const [{ lang, prefix, other, query, accept }, width] of [[LANGS[0], 1440], [LANGS[1], 375]] as const) {
      test(`${lang} at ${width} px: what a visitor does works, without a console error`, async ({ baseURL }) => {
        const context = await browser.createBrowserContext()
        const page = await context.newPage()
        const problems: string[] = []
        page.on('pageerror', (error) => problems.push(`pageerror: ${String(error)}`))
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(`console: ${message.text()}`)
        })
        await page.setViewport({ width, height: 900 })
        // The visitor's languages are the page's (the site sends a first visit of / to its language).
        await page.setExtraHTTPHeaders({ 'Accept-Language': accept })
        try {
          await openPage(page, `${baseURL}${prefix}/`, NAV_READY)
          if (width >= 1024) {
            await desktopMenus(page)
            await carousel(page)
            await headerSearch(page, query)
            await openPage(page, `${baseURL}${prefix}/contact/`)
          } else {
            await carousel(page)
            await drawer(page, prefix)
          }
          await enquiryForm(page)
          await languageSwitch(page, other)
          await productRing(page, baseURL!, prefix)
          await productSwitch(page, baseURL!, prefix)
          await aboutTabs(page, baseURL!, prefix)
          await brochure(page, baseURL!, prefix)
        } finally {
          await context.close()
        }
        expect(problems).toEqual([])
      })
    }
  })
}
