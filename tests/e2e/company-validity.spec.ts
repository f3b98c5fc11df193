import { expect, test } from './fixtures.ts'
import { axeViolations } from './axe.ts'
import { expectScriptsWithin, recordScripts } from './scripts-size.ts'
import { vnuErrors } from './vnu.ts'

/**
 * The About, Concepts and Case pages pass the Nu Html Checker and axe-core (with their widgets started and
 * the image dialog open), and each page's JavaScript stays within 100 KB gzip, in both languages (measured in
 * the 1440 px visit, scrolled to the end so that every widget has loaded what it needs).
 */

test.describe.configure({ timeout: 120_000 })

const PAGES = ['/AccessHcs', '/en/AccessHcs', '/concepts', '/en/concepts', '/Case', '/en/Case/3']

for (const path of PAGES) {
  test.describe(`company page ${path}`, () => {
    test('its HTML passes the Nu Html Checker', async ({ request }) => {
      const page = await request.get(path)
      expect(page.status()).toBe(200)
      expect(await vnuErrors(await page.text())).toEqual([])
    })

    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 375, height: 740 },
    ]) {
      const weighs = viewport.width === 1440
      test(`axe-core reports no violations at ${viewport.width} px, with its widgets started and the image dialog open${weighs ? '; its JavaScript is at most 100 KB gzip' : ''}`, async ({ page }) => {
        const scripts = recordScripts(page)
        await page.setViewportSize(viewport)
        await page.goto(path)
        // Bring every carousel into view so that each has started.
        for (const carousel of await page.locator('[data-carousel]:visible').all()) {
          await carousel.scrollIntoViewIfNeeded()
          await expect(carousel).toHaveAttribute('data-ready', '')
        }
        expect(await axeViolations(page)).toEqual([])
        const zoomable = page.locator('a.zoomable:visible').first()
        if (await zoomable.count()) {
          await zoomable.click()
          await expect(page.locator('dialog[data-lightbox]')).toBeVisible()
          // Judge the dialog as it stays, not halfway through its fade-in (its caption's blend with the backdrop).
          await page.locator('dialog[data-lightbox]').evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished)))
          expect(await axeViolations(page, 'dialog[data-lightbox]')).toEqual([])
        }
        if (!weighs) return
        await page.keyboard.press('Escape')
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
        await expectScriptsWithin(page, scripts, 100)
      })
    }
  })
}

test.describe('a banner with a picture keeps its text legible on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })
  test('at 375 px the shade covers the whole band, where the text runs over the picture’s subject', async ({ page }) => {
    for (const path of ['/en/AccessHcs', '/en/Case']) {
      await page.goto(path)
      const shade = await page.locator('.page-banner--image').evaluate((banner) => getComputedStyle(banner, '::before').backgroundImage)
      const alphas = [...shade.matchAll(/rgba\([^)]*,\s*([\d.]+)\)/g)].map((m) => Number(m[1]))
      expect(alphas.length, shade).toBeGreaterThan(1)
      expect(Math.min(...alphas), `${path}: ${shade}`).toBeGreaterThanOrEqual(0.7)
    }
  })
})
