import { expect, test } from './fixtures.ts'
import { axeViolations } from './axe.ts'
import { vnuErrors } from './vnu.ts'

/**
 * The product overview and a product page pass the Nu Html Checker and axe-core finds no violation, in both
 * languages; the product page also after an in-place change.
 */

test.describe.configure({ timeout: 90_000 })

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 375, height: 740 },
]

for (const prefix of ['', '/en']) {
  const overview = `${prefix}/product`
  const product = `${prefix}/productCategory/Venturi_valve/?id=VV-H200`

  test.describe(`product pages ${prefix || '(zh-CN)'}`, () => {
    for (const path of [overview, product]) {
      test(`${path}: its HTML passes the Nu Html Checker without errors`, async ({ request }) => {
        const res = await request.get(path)
        expect(res.status()).toBe(200)
        expect(await vnuErrors(await res.text())).toEqual([])
      })
    }

    for (const viewport of VIEWPORTS) {
      test(`${overview}: axe-core reports no violations at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.goto(overview)
        expect(await axeViolations(page)).toEqual([])
      })

      test(`${product}: axe-core reports no violations at ${viewport.width} px, before and after an in-place change`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.goto(product)
        await expect(page.locator('.selection-list[data-ready]')).toBeAttached({ timeout: 20_000 })
        expect(await axeViolations(page)).toEqual([])
        await page.locator('.selection-arrow--next').click()
        await expect(page.locator('#selected-product')).toHaveAttribute('data-selected-item', 'VV-C300')
        // Once the new product has faded in: axe would measure the contrast of a half-transparent text.
        await page.locator('#selected-product').evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
        expect(await axeViolations(page, 'main')).toEqual([])
      })
    }
  })
}
