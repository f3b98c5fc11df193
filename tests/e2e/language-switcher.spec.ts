import { expect, test } from './fixtures.ts'

const button = '.lang-switcher__button'

test.describe('the language switcher', () => {
  test('writes the i18n_redirected cookie (365 days, SameSite=Lax) and lands on the same page in English', async ({ page, context }) => {
    await page.goto('/product')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    await expect(page.locator('[data-lang-switcher][data-enhanced]')).toBeAttached()
    await page.locator(button).click()
    await expect(page.locator(button)).toHaveAttribute('aria-expanded', 'true')

    await page.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/en\/product$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax', httpOnly: false })
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThanOrEqual(365)
  })

  test('with the cookie saved, the root path opens the English home page', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }])
    await page.goto('/')
    await expect(page).toHaveURL(/\/en\/$/)
  })

  test('choosing 简体中文 on an English page goes back and saves zh-CN', async ({ page, context }) => {
    await page.goto('/en/')
    await expect(page.locator('[data-lang-switcher][data-enhanced]')).toBeAttached()
    await page.locator(button).click()
    await page.getByRole('link', { name: '简体中文' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    expect(new URL(page.url()).pathname).toBe('/')
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('zh-CN')
  })

  for (const path of ['/product', '/en/product']) {
    test(`keyboard on ${path}: Enter opens the list, Escape closes it and focus goes back to the button`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(path)
      await expect(page.locator('[data-lang-switcher][data-enhanced]')).toBeAttached()
      const list = page.locator('.lang-switcher__list')
      // Contact, then the search button, then the language button (the header's order).
      await page.locator('[data-section="contact"] > a').focus()
      await page.keyboard.press('Tab')
      await expect(page.locator('.header-search__button')).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(page.locator(button)).toBeFocused()
      await expect(list).toBeHidden()
      await page.keyboard.press('Enter')
      await expect(page.locator(button)).toHaveAttribute('aria-expanded', 'true')
      await expect(list).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(list).toBeHidden()
      await expect(page.locator(button)).toHaveAttribute('aria-expanded', 'false')
      await expect(page.locator(button)).toBeFocused()

      // From inside the list as well.
      await page.keyboard.press('Enter')
      await page.keyboard.press('Tab')
      await expect(list.getByRole('link').first()).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(list).toBeHidden()
      await expect(page.locator(button)).toBeFocused()
    })
  }

  test('a click outside closes the open list', async ({ page }) => {
    await page.goto('/en/product')
    await expect(page.locator('[data-lang-switcher][data-enhanced]')).toBeAttached()
    await page.locator(button).click()
    await expect(page.locator('.lang-switcher__list')).toBeVisible()
    await page.mouse.click(20, 500)
    await expect(page.locator('.lang-switcher__list')).toBeHidden()
  })
})
