import type { Page } from '@playwright/test'
import { axeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { vnuErrors } from './vnu.ts'

/**
 * Site search: the header's form (a popover at 768 px and wider, the drawer below) sends a plain GET to the
 * results page of the page's language, with JavaScript and without; the results link to the pages found.
 */

const headerButton = (page: Page) => page.locator('.header-search__button')
const headerField = (page: Page) => page.locator('#header-search-q')

async function searchFromHeader(page: Page, path: string, query: string) {
  await page.goto(path)
  await headerButton(page).click()
  await expect(headerField(page)).toBeVisible()
  await expect(headerField(page)).toBeFocused()
  await page.keyboard.type(query)
  await page.keyboard.press('Enter')
}

const results = (page: Page) => page.locator('.search-hit__title')

test.describe('the header search at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a model code typed in another spelling finds the product first; its link opens the product', async ({ page }) => {
    await searchFromHeader(page, '/en/product', 'vvs100')
    await expect(page).toHaveURL(/\/en\/search\?q=vvs100$/)
    await expect(page.locator('#search-page-q')).toHaveValue('vvs100')
    await expect(results(page).first()).toHaveText('VV-S100 Standard Venturi Valve')
    await expect(results(page).first().locator('mark')).toHaveText('VV-S100')
    await results(page).first().click()
    await expect(page).toHaveURL(/\/en\/productCategory\/Venturi_valve\/\?id=VV-S100$/)
  })

  test('a Chinese word finds pages in Chinese, grouped by kind', async ({ page }) => {
    await searchFromHeader(page, '/', '文丘里')
    await expect(page).toHaveURL(/\/search\?q=%E6%96%87%E4%B8%98%E9%87%8C$/)
    await expect(page.locator('.search-group__heading').first()).toContainText('产品')
    await expect(page.locator('.search-hit mark').first()).toHaveText('文丘里')
  })

  test('Escape closes the popover and gives the focus back to its button', async ({ page }) => {
    await page.goto('/en/')
    await headerButton(page).click()
    await expect(headerField(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(headerField(page)).toBeHidden()
    await expect(headerButton(page)).toBeFocused()
  })

  test('nothing found: the page says so and offers the products and the contact page', async ({ page }) => {
    await searchFromHeader(page, '/en/', 'quxzzy')
    await expect(page.getByText('Nothing on the site matches "quxzzy".')).toBeVisible()
    await page.getByRole('link', { name: 'Browse all products' }).click()
    await expect(page).toHaveURL(/\/en\/product$/)
  })

  test('markup and quotes in the query are shown as text and never run', async ({ page }) => {
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs++
      void dialog.dismiss()
    })
    const query = `<img src=x onerror=alert(1)>"'`
    await page.goto(`/en/search?q=${encodeURIComponent(query)}`)
    await expect(page.locator('.search-empty__message')).toHaveText(`Nothing on the site matches "${query}".`)
    await expect(page.locator('#search-page-q')).toHaveValue(query)
    await expect(page.locator('main img[src="x"]')).toHaveCount(0)
    expect(dialogs).toBe(0)
  })
})

test.describe('the header at 768 px, its narrowest desktop width', () => {
  test.use({ viewport: { width: 768, height: 800 } })

  for (const path of ['/product', '/en/product']) {
    test(`${path}: the menu, the search button and the language switcher do not overlap; the button opens the form`, async ({ page }) => {
      await page.goto(path)
      const box = async (selector: string) => (await page.locator(selector).boundingBox())!
      const lastItem = await box('.site-nav__item:last-child')
      const button = await box('.header-search__button')
      const language = await box('.lang-switcher')
      const logo = await box('.site-header__inner > .logo')
      const firstItem = await box('.site-nav__item:first-child')
      expect(logo.x + logo.width).toBeLessThanOrEqual(firstItem.x)
      expect(lastItem.x + lastItem.width).toBeLessThanOrEqual(button.x)
      expect(button.x + button.width).toBeLessThanOrEqual(language.x)
      await headerButton(page).click()
      await expect(headerField(page)).toBeFocused()
    })
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1024, height: 768 } })

  test('the header popover opens and its form sends the query', async ({ page }) => {
    await searchFromHeader(page, '/en/contact/', 'biosafety valves')
    await expect(page).toHaveURL(/\/en\/search\?q=biosafety\+valves$/)
    await expect(page.locator('.search-group__heading').first()).toBeVisible()
    await expect(page.locator('.search-hit mark').first()).toBeVisible()
  })
})

for (const javaScriptEnabled of [true, false]) {
  test.describe(`on a phone (375 px), JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 375, height: 740 } })

    test('the drawer has the form; the results fit the screen', async ({ page }) => {
      await page.goto('/en/')
      await expect(headerButton(page)).toBeHidden()
      await page.locator('.menu-button').click()
      const field = page.locator('#drawer-search-q')
      await expect(field).toBeVisible()
      await field.fill('datasheets')
      await field.press('Enter')
      await expect(page).toHaveURL(/\/en\/search\?q=datasheets$/)
      await expect(page.locator('.search-group__heading', { hasText: 'Downloads' })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)
    })
  })
}

const PAGES = ['/search?q=%E6%96%87%E4%B8%98%E9%87%8C%E9%98%80', '/en/search?q=venturi+valves', '/en/search?q=quxzzy', '/search']

test('results pages pass the Nu Html Checker and axe-core', async ({ page, request }) => {
  test.setTimeout(180_000)
  for (const path of PAGES) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    expect(await vnuErrors(await res.text()), path).toEqual([])
  }
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 800 })
    for (const path of PAGES) {
      await page.goto(path)
      expect(await axeViolations(page), `${path} at ${width} px`).toEqual([])
    }
  }
})
