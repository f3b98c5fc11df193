import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

test.use({ viewport: { width: 1280, height: 800 } })

const trigger = (page: Page, section: string) => page.locator(`[data-section="${section}"] > .site-nav__link`)
const panel = (page: Page, section: string) => page.locator(`#mega-${section}`)
const isOpen = (popover: Locator) => popover.evaluate((el) => el.matches(':popover-open'))

/** Loads the page and waits for the menu script; the mouse rests on the page body, away from the menu. */
async function ready(page: Page, path = '/en/product') {
  await page.goto(path)
  await expect(page.locator('[data-site-nav][data-enhanced]')).toBeAttached()
  await page.mouse.move(640, 600)
}

async function expectOpen(page: Page, section: string) {
  await expect(trigger(page, section)).toHaveAttribute('aria-expanded', 'true')
  await expect.poll(() => isOpen(panel(page, section))).toBe(true)
  await expect(panel(page, section)).toBeVisible()
}

async function expectClosed(page: Page, section: string) {
  await expect(trigger(page, section)).toHaveAttribute('aria-expanded', 'false')
  await expect.poll(() => isOpen(panel(page, section))).toBe(false)
}

/** Opens a popover by resting the mouse on its entry. */
async function hoverOpen(page: Page, section: string) {
  await trigger(page, section).hover()
  await expectOpen(page, section)
}

test.describe('header popovers open after 200 ms of hover', () => {
  test('the Products popover is closed 100 ms into a hover and open by 400 ms', async ({ page }) => {
    await page.clock.install()
    await ready(page)
    await page.clock.pauseAt(Date.now() + 10_000)
    await trigger(page, 'products').hover()
    await page.clock.runFor(100)
    expect(await trigger(page, 'products').getAttribute('aria-expanded')).toBe('false')
    expect(await isOpen(panel(page, 'products'))).toBe(false)
    await page.clock.runFor(300)
    expect(await trigger(page, 'products').getAttribute('aria-expanded')).toBe('true')
    expect(await isOpen(panel(page, 'products'))).toBe(true)
    await expect(panel(page, 'products')).toBeVisible()
  })

  test('a hover shorter than 200 ms opens nothing', async ({ page }) => {
    await page.clock.install()
    await ready(page)
    await page.clock.pauseAt(Date.now() + 10_000)
    await trigger(page, 'solutions').hover()
    await page.clock.runFor(150)
    await page.mouse.move(640, 600)
    await page.clock.runFor(500)
    expect(await isOpen(panel(page, 'solutions'))).toBe(false)
  })

  test('the popovers animate in over 500 ms and out over 800 ms', async ({ page }) => {
    await ready(page)
    const popover = panel(page, 'company')
    expect(await popover.evaluate((el) => getComputedStyle(el).transitionDuration.split(', ')[0])).toBe('0.8s')
    await hoverOpen(page, 'company')
    expect(await popover.evaluate((el) => getComputedStyle(el).transitionDuration.split(', ')[0])).toBe('0.5s')
  })

  test('each popover shows its contents from the bundle: product grid, company columns, solutions', async ({ page }) => {
    await ready(page)
    await hoverOpen(page, 'products')
    const products = panel(page, 'products')
    await expect(products.getByRole('link', { name: 'Venturi Valves' })).toBeVisible()
    await expect(products.getByRole('link', { name: /VV-S100/ })).toBeVisible()
    await expect(products.getByRole('link', { name: 'Contact us' })).toBeVisible()
    // Hovering another category shows its grid instead.
    await products.getByRole('link', { name: 'Sensors' }).hover()
    await expect(products.getByRole('link', { name: /SN-P100/ })).toBeVisible()
    await expect(products.getByRole('link', { name: /VV-S100/ })).toBeHidden()

    await hoverOpen(page, 'company')
    await expect(panel(page, 'company').getByRole('link', { name: 'Craftsmanship' })).toBeVisible()
    await expect(panel(page, 'company').locator('.mega-history__year')).toHaveText(['2024', '2023', '2022', '2021', '2020'])

    await hoverOpen(page, 'solutions')
    await expect(panel(page, 'solutions').getByRole('link', { name: 'All solutions' })).toBeVisible()
  })
})

test.describe('each way of closing a header popover', () => {
  test('the close icon closes it and gives focus back to the trigger', async ({ page }) => {
    await ready(page)
    await hoverOpen(page, 'products')
    await panel(page, 'products').getByRole('button', { name: 'Close' }).click()
    await expectClosed(page, 'products')
    await expect(trigger(page, 'products')).toBeFocused()
  })

  test('the mouse leaving the entry and its popover closes it', async ({ page }) => {
    await ready(page)
    await hoverOpen(page, 'company')
    await page.mouse.move(100, 36) // the logo
    await expectClosed(page, 'company')
  })

  test('a click outside closes it', async ({ page }) => {
    await page.clock.install()
    await ready(page)
    await page.locator('[data-section="home"] > a').focus()
    await page.keyboard.press('Tab')
    await expectOpen(page, 'products')
    // No timer runs from here: only the click itself can close it.
    await page.clock.pauseAt(Date.now() + 10_000)
    await page.mouse.click(1200, 760)
    expect(await trigger(page, 'products').getAttribute('aria-expanded')).toBe('false')
    expect(await isOpen(panel(page, 'products'))).toBe(false)
  })

  test('Escape closes it', async ({ page }) => {
    await page.clock.install()
    await ready(page)
    await hoverOpen(page, 'solutions')
    await page.clock.pauseAt(Date.now() + 10_000)
    await page.keyboard.press('Escape')
    expect(await trigger(page, 'solutions').getAttribute('aria-expanded')).toBe('false')
    expect(await isOpen(panel(page, 'solutions'))).toBe(false)
  })

  test('resting on a menu entry without a popover closes it at once', async ({ page }) => {
    await page.clock.install()
    await ready(page)
    await trigger(page, 'products').hover()
    await expectOpen(page, 'products')
    await page.clock.pauseAt(Date.now() + 10_000)
    // No timer runs from here: the leave grace cannot be what closes it.
    await page.locator('[data-section="home"] > a').hover()
    expect(await trigger(page, 'products').getAttribute('aria-expanded')).toBe('false')
    expect(await isOpen(panel(page, 'products'))).toBe(false)
  })

  test('moving to another entry with a popover switches to that popover', async ({ page }) => {
    await ready(page)
    await hoverOpen(page, 'products')
    await trigger(page, 'solutions').hover()
    await expectOpen(page, 'solutions')
    await expectClosed(page, 'products')
  })
})

test.describe('the popovers from the keyboard', () => {
  test('focus opens a popover, Tab walks into it, Escape closes it and returns focus to the trigger', async ({ page }) => {
    await ready(page)
    await page.locator('[data-section="home"] > a').focus()
    await page.keyboard.press('Tab')
    await expect(trigger(page, 'products')).toBeFocused()
    await expectOpen(page, 'products')
    await page.keyboard.press('Tab')
    await expect(panel(page, 'products').getByRole('link', { name: 'Venturi Valves' })).toBeFocused()
    await expectOpen(page, 'products')
    await page.keyboard.press('Escape')
    await expectClosed(page, 'products')
    await expect(trigger(page, 'products')).toBeFocused()
  })

  test('focus leaving the entry closes its popover', async ({ page }) => {
    await ready(page)
    await page.locator('[data-section="solutions"] > a').focus()
    await page.keyboard.press('Shift+Tab')
    await expect(trigger(page, 'company')).toBeFocused()
    await expectOpen(page, 'company')
    await page.keyboard.press('Shift+Tab')
    await expect(trigger(page, 'products')).toBeFocused()
    await expectClosed(page, 'company')
    await expectOpen(page, 'products')
  })

  test('Enter on an open trigger follows its link', async ({ page }) => {
    await ready(page, '/en/contact/')
    await page.locator('[data-section="home"] > a').focus()
    await page.keyboard.press('Tab')
    await expectOpen(page, 'products')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/product$/)
  })
})

test.describe('the popovers by touch', () => {
  test.use({ hasTouch: true })

  test('a tap opens the popover without leaving the page; a second tap follows the link', async ({ page }) => {
    await ready(page, '/en/contact/')
    await trigger(page, 'solutions').tap()
    await expectOpen(page, 'solutions')
    await expect(page).toHaveURL(/\/en\/contact\/$/)
    await trigger(page, 'solutions').tap()
    await expect(page).toHaveURL(/\/en\/solution$/)
  })

  test('a tap outside closes it', async ({ page }) => {
    await ready(page, '/en/contact/')
    await trigger(page, 'products').tap()
    await expectOpen(page, 'products')
    await page.touchscreen.tap(1200, 700)
    await expectClosed(page, 'products')
  })
})

test.describe('the current section', () => {
  test('is marked with aria-current="page" in both languages', async ({ page }) => {
    await page.goto('/SolutionCategory/biosafety/')
    await expect(page.locator('.site-nav__link[aria-current="page"]')).toHaveText('解决方案')
    await page.goto('/en/Case/1')
    await expect(page.locator('.site-nav__link[aria-current="page"]')).toHaveText('About us')
  })
})
