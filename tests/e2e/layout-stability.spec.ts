import type { Page } from '@playwright/test'
import { slowNetwork } from './cut-stream.ts'
import { expect, test } from './fixtures.ts'
import { settled, shifts, streamedIn, watchShifts } from './layout-shifts.ts'

/**
 * One content width and one left edge for the header, the page and the footer at every width (spec §9: the
 * root font grows above 1920 px), nothing on screen moving while a page loads (CLS 0), and footer columns
 * wide enough for English.
 */

test.describe.configure({ timeout: 90_000 })

/** The left and right edges of the first visible element matching each selector. */
async function edges(page: Page, selectors: string[]): Promise<Record<string, { left: number; right: number }>> {
  const result: Record<string, { left: number; right: number }> = {}
  for (const selector of selectors) {
    const el = page.locator(selector).first()
    await el.scrollIntoViewIfNeeded()
    result[selector] = await el.evaluate((e) => {
      const box = e.getBoundingClientRect()
      return { left: Math.round(box.left), right: Math.round(box.right) }
    })
  }
  return result
}

/** How far apart the left edges are. */
function spread(found: Record<string, { left: number }>): number {
  const lefts = Object.values(found).map((e) => e.left)
  return Math.max(...lefts) - Math.min(...lefts)
}

for (const width of [2560, 1440, 1024, 375]) {
  // Below 768 px the header starts with the menu button, whose icon's lines (its <use> of the sprite) sit on the edge.
  const headerStart = width >= 768 ? '.site-header .logo' : '.site-header .menu-button use'
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1920 ? 1440 : 900 } })

    test('the header, every home section, the banner text and the footer start at one left edge and end at one right edge', async ({ page }) => {
      await page.goto('/en/')
      await expect(page.locator('.banners[data-ready]')).toBeAttached({ timeout: 20_000 })
      const left = await edges(page, [
        headerStart,
        '.banner:not([inert]) .banner__title',
        '#concepts .home-section__title',
        '#products .home-section__title',
        '#products .carousel__slide .card',
        '#solutions .home-section__title',
        '#partners .home-section__title',
        '#news .home-section__title',
        '.site-footer .logo',
        '.site-footer__columns',
        '.site-footer__copyright',
      ])
      const lefts = Object.values(left).map((e) => e.left)
      expect(new Set(lefts).size, JSON.stringify(left)).toBe(1)
      if (width >= 768) {
        // The content box is as wide as --page-width allows: the same for every part.
        const right = await edges(page, ['.site-header .lang-switcher', '#products .home-section__actions', '#news .home-section__actions', '.site-footer__columns'])
        const rights = Object.values(right).map((e) => e.right)
        expect(new Set(rights).size, JSON.stringify(right)).toBe(1)
        // The window less its scrollbar, less the gutters; at most 90rem (the root font is width/120 above 1920 px).
        const pageWidth = await page.evaluate(() => document.body.clientWidth)
        const expected = Math.min(pageWidth - 2 * lefts[0]!, width > 1920 ? (90 * width) / 120 : 1440)
        expect(Math.abs(rights[0]! - lefts[0]! - expected)).toBeLessThanOrEqual(1)
      }
    })

    test('an inner page and its open menu panel share that left edge', async ({ page }) => {
      await page.goto('/product')
      const left = await edges(page, [headerStart, '.page-banner__title', '.site-footer .logo'])
      expect(new Set(Object.values(left).map((e) => e.left)).size, JSON.stringify(left)).toBe(1)
      if (width >= 768) {
        await page.locator('[data-site-nav][data-enhanced]').waitFor({ state: 'attached' })
        await page.locator('[data-section="products"] > .site-nav__toggle').click()
        const title = (await page.locator('#mega-products .mega__title').first().boundingBox())!
        expect(Math.round(title.x)).toBe(left['.page-banner__title']!.left)
      }
    })

    test('the product pages’ sections and the category’s feature figures start at that left edge', async ({ page }) => {
      await page.goto('/en/product')
      const overview = await edges(page, [headerStart, '.page-banner__title', '.product-directory__title'])
      // Within a pixel: the inset and the centred content box round their half pixels apart.
      expect(spread(overview), JSON.stringify(overview)).toBeLessThanOrEqual(1)
      await page.goto('/en/productCategory/Venturi_valve/')
      const category = await edges(page, [headerStart, '.page-banner__title', '.category-feature', '.product-cases__title'])
      expect(spread(category), JSON.stringify(category)).toBeLessThanOrEqual(1)
    })

    test('the news list, a news article’s other news and the Contact page start at that left edge', async ({ page }) => {
      await page.goto('/en/industryTrends/')
      const list = await edges(page, [headerStart, '.page-banner__title', '.news-tabs__list'])
      expect(spread(list), JSON.stringify(list)).toBeLessThanOrEqual(1)
      const article = await page.locator('.news-list a[href*="/newDetail/"]').first().getAttribute('href')
      await page.goto(article!)
      const others = await edges(page, [headerStart, '.other-news__title'])
      expect(spread(others), JSON.stringify(others)).toBeLessThanOrEqual(1)
      await page.goto('/en/contact/')
      const contact = await edges(page, [headerStart, '.page-banner__title', '.contact-card'])
      expect(spread(contact), JSON.stringify(contact)).toBeLessThanOrEqual(1)
    })
  })
}

for (const path of ['/', '/en/product', '/en/productCategory/no-such-category/']) {
  for (const width of [1440, 375]) {
    test(`${path} at ${width} px: nothing on screen moves while the page loads (CLS 0)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await watchShifts(page)
      await page.goto(path)
      await settled(page)
      expect(await shifts(page)).toEqual([])
    })

    test(`${path} at ${width} px: nothing moves while a slow connection brings the page in pieces (CLS 0)`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 })
      await watchShifts(page)
      // 50 KB/s for every answer: the HTML arrives in many parts, each painted before the next.
      const network = await slowNetwork(baseURL!)
      try {
        await page.goto(network.url(path), { waitUntil: 'commit' })
        await expect(page.locator('.site-footer__bottom')).toBeAttached()
        await streamedIn(page)
        expect(await shifts(page)).toEqual([])
      } finally {
        await network.close()
      }
    })
  }
}

test.describe('the footer columns in English', () => {
  for (const width of [1440, 1024, 375]) {
    test(`at ${width} px every heading and link fits its column, and none overlaps another`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/en/product')
      const boxes = await page.locator('.site-footer__columns .site-footer__heading a, .site-footer__links a').evaluateAll((els) =>
        els.map((el) => {
          const box = el.getBoundingClientRect()
          const column = el.closest('.site-footer__columns > *')!.getBoundingClientRect()
          return { text: el.textContent!, top: box.top, bottom: box.bottom, left: box.left, right: box.right, columnLeft: column.left, columnRight: column.right, overflows: el.scrollWidth > el.clientWidth + 1 }
        }),
      )
      expect(boxes.length).toBeGreaterThan(4)
      for (const box of boxes) {
        expect(box.overflows, box.text).toBe(false)
        expect(box.left, box.text).toBeGreaterThanOrEqual(box.columnLeft - 1)
        expect(box.right, box.text).toBeLessThanOrEqual(box.columnRight + 1)
      }
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          const apart = a.bottom <= b.top + 1 || b.bottom <= a.top + 1 || a.right <= b.left + 1 || b.right <= a.left + 1
          expect(apart, `${a.text} / ${b.text}`).toBe(true)
        }
      }
    })
  }
})
