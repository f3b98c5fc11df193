import type { Locator } from '@playwright/test'
import { expectBalancedRows } from './card-rows.ts'
import { expect, test } from './fixtures.ts'

/**
 * The selected product uses the content width (spec §2 ProductCategory): its details, its specification table
 * and its case pictures leave no empty band on the right at any width, and the table fills its column.
 */

test.describe.configure({ timeout: 60_000 })

const LANGS = [
  { lang: 'zh-CN', prefix: '' },
  { lang: 'en', prefix: '/en' },
] as const

/** How far the rightmost block of `root` (a paragraph, list, table or heading) ends before `root`'s right edge. */
function emptyRight(root: Locator): Promise<number> {
  return root.evaluate((el) => {
    const right = el.getBoundingClientRect().right
    const blocks = [...el.querySelectorAll('p, ul, ol, table, h2, h3, h4')].map((b) => b.getBoundingClientRect().right)
    return right - Math.max(...blocks)
  })
}

for (const { lang, prefix } of LANGS) {
  // Products with three, four and two case pictures.
  for (const code of ['VV-S100', 'VV-H200', 'VV-C300']) {
    test(`${lang} ${code}: the details, the specification table and the cases reach the right edge at every width`, async ({ page }) => {
      await page.goto(`${prefix}/productCategory/Venturi_valve/?id=${code}`)
      const region = page.locator('#selected-product')
      const details = region.locator('.product__details')
      const table = details.locator('table').first()
      await expect(table).toBeVisible()
      for (const width of [375, 768, 1024, 1440, 1920, 2560]) {
        await page.setViewportSize({ width, height: 900 })
        const edge = await region.evaluate((el) => el.getBoundingClientRect().right)
        expect((await details.boundingBox())!.x + (await details.boundingBox())!.width, `${width} px: the details`).toBeGreaterThanOrEqual(edge - 1)
        expect(await emptyRight(details), `${width} px: the details' rightmost block`).toBeLessThanOrEqual(1)
        // The table is as wide as the column it sits in.
        const column = await table.evaluate((el) => el.parentElement!.clientWidth)
        expect((await table.boundingBox())!.width, `${width} px: the table`).toBeGreaterThanOrEqual(column - 1)
        await expectBalancedRows(region.locator('.product-cases ul').first(), `${width} px: the cases`)
      }
    })
  }
}
