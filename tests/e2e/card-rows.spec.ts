import { cardRows, expectBalancedRows } from './card-rows.ts'
import { expect, test } from './fixtures.ts'

/**
 * Grids of cards use the content width at every width (375 to 2560 px): the first row reaches both edges, and
 * the rows are balanced, never a lone card under a full row.
 */

test.describe.configure({ timeout: 60_000 })

const WIDTHS = [375, 768, 1024, 1440, 1920, 2240, 2560]

const LANGS = [
  { lang: 'zh-CN', prefix: '' },
  { lang: 'en', prefix: '/en' },
] as const

test.describe('a grid of cards fills its first row and its rows differ by one card at most', () => {
  for (const { lang, prefix } of LANGS) {
    test(`${lang}: the home page's solution categories`, async ({ page }) => {
      await page.goto(`${prefix}/`)
      const list = page.locator('#solutions ul').first()
      await expect(list.locator(':scope > li')).toHaveCount(5)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await expectBalancedRows(list, `${width} px`)
      }
    })

    test(`${lang}: the File page's datasheets (issue 49: 3 + 2, not 3 and an empty slot)`, async ({ page }) => {
      await page.goto(`${prefix}/File`)
      const list = page.locator('.documents__list').last()
      await expect(list.locator(':scope > li')).toHaveCount(5)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await expectBalancedRows(list, `${width} px`)
      }
    })

    test(`${lang}: About's concept chapters`, async ({ page }) => {
      await page.goto(`${prefix}/AccessHcs`)
      const list = page.locator('#anchor2 ul').first()
      await expect(list.locator(':scope > li')).toHaveCount(5)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await expectBalancedRows(list, `${width} px`)
      }
    })

    // Solutions with five, four and three figures.
    for (const id of ['bsl3-laboratory', 'animal-biosafety', 'pharmacy-compounding']) {
      test(`${lang}: a solution's performance figures (${id})`, async ({ page }) => {
        const category = id === 'pharmacy-compounding' ? 'Medical' : 'biosafety'
        await page.goto(`${prefix}/SolutionCategory/${category}/?id=${id}`)
        const list = page.locator('#selected-solution dl').first()
        await expect(list.locator(':scope > div').first()).toBeVisible()
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 })
          await expectBalancedRows(list, `${width} px`)
        }
      })
    }
  }
})

test.describe('no picker or product row is left half empty (issue 35)', () => {
  for (const { lang, prefix } of LANGS) {
    // Medical's isolation ward uses three products; the solution list of Inspection, the product list of panel.
    test(`${lang}: the products a solution uses fill their row`, async ({ page }) => {
      await page.goto(`${prefix}/SolutionCategory/Medical/?id=isolation-ward`)
      const list = page.locator('.solution-products__list')
      await expect(list.locator(':scope > li').first()).toBeVisible()
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await expectBalancedRows(list, `${width} px`)
      }
    })

    for (const path of ['/SolutionCategory/Inspection/', '/productCategory/panel/', '/SolutionCategory/Medical/']) {
      test(`${lang}: ${path} stands its few cards in the middle of the row`, async ({ page }) => {
        await page.goto(`${prefix}${path}`)
        const track = page.locator('.selection-list__items')
        await expect(track.locator(':scope > li').first()).toBeVisible()
        for (const width of [1440, 2560]) {
          await page.setViewportSize({ width, height: 900 })
          const { before, after, count } = await track.evaluate((list) => {
            const box = list.getBoundingClientRect()
            const cards = [...list.querySelectorAll('.selection-card')].map((card) => card.getBoundingClientRect())
            return { before: cards[0]!.left - box.left, after: box.right - cards.at(-1)!.right, count: cards.length }
          })
          expect(count, `${path} has fewer cards than a view`).toBeLessThan(4)
          expect(Math.abs(before - after), `${width} px: ${before} before, ${after} after`).toBeLessThan(24)
        }
      })
    }
  }
})

test.describe('the header menu’s product tiles (issue 49)', () => {
  for (const { lang, prefix } of LANGS) {
    test(`${lang}: the tiles of a row share one height, in every category, at 1024 to 2560 px`, async ({ page }) => {
      await page.goto(`${prefix}/`)
      await expect(page.locator('[data-site-nav][data-enhanced]')).toBeAttached()
      await page.locator('[data-section="products"] > .site-nav__toggle').click()
      const panel = page.locator('#mega-products')
      await expect.poll(() => panel.evaluate((el) => el.matches(':popover-open'))).toBe(true)
      const categories = panel.locator('.mega-products__category > a')
      for (const width of [1024, 1440, 2560]) {
        await page.setViewportSize({ width, height: 900 })
        for (let n = 0; n < (await categories.count()); n++) {
          await categories.nth(n).focus()
          const grid = panel.locator('.mega-products__grid:not([hidden])')
          await expect(grid).toHaveCount(1)
          // Tiles by row (their tops), each row's heights.
          const rows = await grid.locator('.mega-product').evaluateAll((tiles) => {
            const byTop = new Map<number, number[]>()
            for (const tile of tiles) {
              const box = tile.getBoundingClientRect()
              const top = Math.round(box.top)
              byTop.set(top, [...(byTop.get(top) ?? []), Math.round(box.height)])
            }
            return [...byTop.values()]
          })
          for (const heights of rows) expect(Math.max(...heights) - Math.min(...heights), `${width} px, category ${n + 1}: ${heights.join(', ')}`).toBeLessThanOrEqual(1)
        }
      }
    })
  }
})

test.describe('the home page’s partner tabs (issue 49: no name alone on a row)', () => {
  for (const { lang, prefix } of LANGS) {
    test(`${lang}: balanced rows of equal pills from 768 px, one row from 1024 px`, async ({ page }) => {
      await page.goto(`${prefix}/`)
      const tabs = page.locator('.partners__tabs')
      for (const width of [768, 900, 1023]) {
        await page.setViewportSize({ width, height: 900 })
        await expectBalancedRows(tabs, `${width} px`)
      }
      for (const width of [1024, 1440, 2560]) {
        await page.setViewportSize({ width, height: 900 })
        expect((await cardRows(tabs)).counts, `${width} px`).toHaveLength(1)
      }
    })
  }
})

test.describe('the news categories on a phone (issue 49: no tab alone on a row)', () => {
  for (const { lang, prefix } of LANGS) {
    test(`${lang}: balanced rows of equal pills at 320 to 599 px, every name whole`, async ({ page }) => {
      await page.goto(`${prefix}/industryTrends/`)
      const tabs = page.locator('.news-tabs__list')
      for (const width of [320, 375, 414, 599]) {
        await page.setViewportSize({ width, height: 800 })
        await expectBalancedRows(tabs, `${width} px`)
        const cut = await tabs.locator('a').evaluateAll((links) => links.filter((a) => a.scrollWidth > a.clientWidth || a.scrollHeight > a.clientHeight).map((a) => a.textContent))
        expect(cut, `${width} px`).toEqual([])
      }
    })
  }
})
