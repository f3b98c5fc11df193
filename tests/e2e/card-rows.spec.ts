import { expectBalancedRows } from './card-rows.ts'
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
