import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

test.use({ viewport: { width: 375, height: 740 } })

const menuButton = (page: Page) => page.locator('.menu-button')
const drawer = (page: Page) => page.locator('dialog#site-drawer')

async function openDrawer(page: Page, path = '/en/product') {
  await page.goto(path)
  await expect(page.locator('[data-site-nav][data-enhanced]')).toBeAttached()
  await menuButton(page).click()
  await expect(drawer(page)).toBeVisible()
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
}

test.describe('the mobile drawer (below 768 px)', () => {
  test('the desktop menu hides and the menu icon shows', async ({ page }) => {
    await page.goto('/en/')
    await expect(page.locator('.site-nav')).toBeHidden()
    await expect(menuButton(page)).toBeVisible()
    await expect(menuButton(page)).toHaveAccessibleName('Open menu')
  })

  test('opens from the left, 60% of a 375 px window wide, as a modal dialog', async ({ page }) => {
    await openDrawer(page)
    // Once it has slid in: its left edge on the window's, 225 px (60% of 375) wide.
    await expect.poll(async () => Math.round((await drawer(page).boundingBox())!.x)).toBe(0)
    expect(Math.round((await drawer(page).boundingBox())!.width)).toBe(225)
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toHaveAttribute('aria-modal', 'true')
  })

  test('holds the menu tree with expandable groups', async ({ page }) => {
    await openDrawer(page, '/en/contact/')
    const dialog = drawer(page)
    await expect(dialog.getByRole('link', { name: 'Home' })).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Venturi Valves' })).toBeHidden()
    await dialog.locator('summary', { hasText: 'Products' }).click()
    await dialog.locator('summary', { hasText: 'Venturi Valves' }).click()
    await expect(dialog.getByRole('link', { name: /VV-S100/ })).toBeVisible()
    await dialog.locator('summary', { hasText: 'About us' }).click()
    await expect(dialog.getByRole('link', { name: 'Our history' })).toBeVisible()
  })

  test('keeps the focus inside while open', async ({ page }) => {
    await openDrawer(page)
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab')
      expect(await page.evaluate(() => document.querySelector('dialog#site-drawer')!.contains(document.activeElement))).toBe(true)
    }
  })

  test('Escape closes it and the focus goes back to the menu button', async ({ page }) => {
    await openDrawer(page)
    await page.keyboard.press('Escape')
    await expect(drawer(page)).toBeHidden()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(menuButton(page)).toBeFocused()
  })

  test('a tap on the backdrop closes it', async ({ page }) => {
    await openDrawer(page)
    await page.mouse.click(340, 400)
    await expect(drawer(page)).toBeHidden()
  })

  test('its close button closes it', async ({ page }) => {
    await openDrawer(page)
    await drawer(page).getByRole('button', { name: 'Close menu' }).click()
    await expect(drawer(page)).toBeHidden()
  })

  test('following a link closes it before the page is left', async ({ page }) => {
    await openDrawer(page)
    // What the old page looked like as it was left, kept across the navigation.
    await page.evaluate(() =>
      addEventListener('pagehide', () => sessionStorage.setItem('drawerOpenWhenLeft', String(document.querySelector('dialog')!.open))),
    )
    await drawer(page).getByRole('link', { name: 'Contact us' }).click()
    await expect(page).toHaveURL(/\/en\/contact\/$/)
    expect(await page.evaluate(() => sessionStorage.getItem('drawerOpenWhenLeft'))).toBe('false')
    await expect(drawer(page)).toBeHidden()
  })

  test('the language switch works on the small screen and keeps the page', async ({ page, context }) => {
    await page.goto('/product')
    const button = page.locator('.lang-switcher__button')
    await expect(async () => {
      await button.click()
      await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    await page.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/en\/product$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(menuButton(page)).toHaveAccessibleName('Open menu')
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en')
  })
})
