import { expect, test } from './fixtures.ts'
import { axeViolations } from './axe.ts'
import { vnuErrors } from './vnu.ts'

/**
 * The home page's HTML passes the Nu Html Checker and axe-core finds no violation, in both languages.
 */

for (const path of ['/', '/en/']) {
  test.describe(`home page ${path}`, () => {
    test('its HTML passes the Nu Html Checker without errors', async ({ request }) => {
      test.setTimeout(90_000)
      const res = await request.get(path, { headers: { 'Accept-Language': 'zh-CN' } })
      expect(res.status()).toBe(200)
      expect(await vnuErrors(await res.text())).toEqual([])
    })

    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 375, height: 740 },
    ]) {
      test(`axe-core reports no violations at ${viewport.width} px, before and after using the carousels`, async ({ page }) => {
        test.setTimeout(90_000)
        await page.setViewportSize(viewport)
        await page.goto(path)
        await expect(page.locator('.partners[data-enhanced]')).toBeAttached({ timeout: 20_000 })
        await expect(page.locator('.banners[data-ready]')).toBeAttached()
        expect(await axeViolations(page)).toEqual([])

        await page.locator('.banners__indicator').nth(1).click()
        await page.locator('#partners [role="tab"]').nth(1).click()
        await expect(page.locator('#partners [role="tab"]').nth(1)).toHaveAttribute('aria-selected', 'true')
        expect(await axeViolations(page, 'main')).toEqual([])
      })
    }

    test('axe-core reads the partner tabs’ colours at rest, though their transition is still running', async ({ page }) => {
      test.setTimeout(90_000)
      await page.goto(path)
      await expect(page.locator('.partners[data-enhanced]')).toBeAttached({ timeout: 20_000 })
      // The tabs' colour transitions held halfway, between white and the brand colour, where the text is unreadable.
      await page.addStyleTag({ content: '.partners__tab { transition-duration: 30s !important }' })
      await page.locator('#partners [role="tab"]').nth(1).click()
      await expect(page.locator('#partners [role="tab"]').nth(1)).toHaveAttribute('aria-selected', 'true')
      const held = await page.locator('#partners').evaluate((partners) => {
        const transitions = partners.getAnimations({ subtree: true })
        for (const transition of transitions) {
          transition.pause()
          transition.currentTime = 15_000
        }
        return transitions.length
      })
      expect(held).toBeGreaterThan(0)
      expect(await axeViolations(page, '#partners')).toEqual([])
    })
  })
}
