import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { axeViolations } from './axe.ts'

/**
 * axe-core on the layout alone (an inner page), in each of its states: the whole page at rest, then only the
 * part a state changes (`include`).
 */
async function violations(page: Page, include?: string): Promise<string[]> {
  const violations = await axeViolations(page, include)
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test.describe('the layout passes axe-core', () => {
  for (const lang of ['zh-CN', 'en'] as const) {
    test(`${lang}, 1280 px: at rest, with each popover open, and scrolled`, async ({ page }) => {
      test.setTimeout(60_000)
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(lang === 'en' ? '/en/product' : '/product')
      await expect(page.locator('[data-site-nav][data-enhanced]')).toBeAttached()
      expect(await violations(page)).toEqual([])
      for (const section of ['products', 'company', 'solutions']) {
        await page.locator(`[data-section="${section}"] > a`).hover()
        await expect(page.locator(`[data-section="${section}"] > .site-nav__toggle`)).toHaveAttribute('aria-expanded', 'true')
        // Measured once the 500 ms fade-in is over: contrast mid-fade is not the popover's.
        await page.locator(`#mega-${section}`).evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
        expect(await violations(page, '.site-header')).toEqual([])
      }
      await page.mouse.move(640, 780)
      await expect(page.locator('[data-section="solutions"] > .site-nav__toggle')).toHaveAttribute('aria-expanded', 'false')
      // Its closing transition ends finished or cancelled (a popover hidden mid-way cancels it): either way it has ended.
      await page.locator('#mega-solutions').evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined))))
      await page.setViewportSize({ width: 1280, height: 500 })
      await page.evaluate(() => window.scrollTo(0, 200))
      await expect(page.locator('header.site-header')).toHaveAttribute('data-scrolled', '')
      expect(await violations(page, '.site-header')).toEqual([])
    })

    test(`${lang}, 375 px: at rest and with the drawer open`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 })
      await page.goto(lang === 'en' ? '/en/product' : '/product')
      await expect(page.locator('[data-site-nav][data-enhanced]')).toBeAttached()
      expect(await violations(page)).toEqual([])
      await page.locator('.menu-button').click()
      await expect(page.locator('dialog#site-drawer')).toBeVisible()
      await page.locator('dialog#site-drawer summary').first().click()
      expect(await violations(page, 'dialog#site-drawer')).toEqual([])
    })
  }

  test('footer form messages keep their contrast', async ({ page }) => {
    await page.goto('/en/product')
    await expect(page.locator('form[data-subscribe][data-enhanced]')).toBeAttached()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('status')).toHaveText('Submission Failed')
    expect(await violations(page, '.site-footer')).toEqual([])
  })
})
