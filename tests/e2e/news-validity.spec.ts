import { expect, test } from './fixtures.ts'
import { axeViolations } from './axe.ts'
import { vnuErrors } from './vnu.ts'

/**
 * The news list and article pages pass the Nu Html Checker and axe-core without errors, in both languages,
 * at a desktop and a phone width (the article also after its carousel has moved).
 */

const PAGES = [
  { path: '/industryTrends/', ready: '.news-featured' },
  { path: '/en/industryTrends/2/?page=2', ready: '.news-featured' },
  { path: '/newDetail/1/1790000000000120113', ready: '.other-news .carousel' },
  { path: '/en/newDetail/2/1790000000000120201', ready: '.other-news .carousel' },
]

for (const { path, ready } of PAGES) {
  test.describe(path, () => {
    test('its HTML passes the Nu Html Checker without errors', async ({ request }) => {
      test.setTimeout(90_000)
      const res = await request.get(path)
      expect(res.status()).toBe(200)
      expect(await vnuErrors(await res.text())).toEqual([])
    })

    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 375, height: 740 },
    ]) {
      test(`axe-core reports no violations at ${viewport.width} px`, async ({ page }) => {
        test.setTimeout(90_000)
        await page.setViewportSize(viewport)
        await page.goto(path)
        const target = page.locator(ready)
        await target.scrollIntoViewIfNeeded()
        // The article's carousel starts when it comes near the viewport: test it as it runs.
        if (path.includes('newDetail')) await expect(target).toHaveAttribute('data-ready', '', { timeout: 20_000 })
        expect(await axeViolations(page)).toEqual([])
        const next = page.locator('.other-news .carousel-button').last()
        if ((await next.count()) && (await next.isEnabled())) {
          await next.click()
          expect(await axeViolations(page, 'main')).toEqual([])
        }
      })
    }
  })
}
