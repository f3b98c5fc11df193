import { clickWhenHydrated, expect, test } from './fixtures.ts'

test.describe('the language switcher island', () => {
  test('hydrates, writes the i18n_redirected cookie and lands on the same page in English', async ({ page, context }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    const button = page.locator('.lang-switcher__button')
    await clickWhenHydrated(page, '.lang-switcher__button', () => expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 }))

    await page.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/en\/$/)
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
    const button = page.locator('.lang-switcher__button')
    await clickWhenHydrated(page, '.lang-switcher__button', () => expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 }))
    await page.getByRole('link', { name: '简体中文' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    expect(new URL(page.url()).pathname).toBe('/')
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('zh-CN')
  })

  test('Escape closes the open list', async ({ page }) => {
    await page.goto('/en/')
    const button = page.locator('.lang-switcher__button')
    await clickWhenHydrated(page, '.lang-switcher__button', () => expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 }))
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})
