import { expect, test } from './fixtures.ts'

test.describe('JavaScript loads only for the islands on a page', () => {
  test('a page with no island requests no .js at all', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(request.url())
    })
    const response = await page.goto('/pdf/Not_A_Brochure')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(scripts).toEqual([])
  })

  test('a page with the language switcher loads the entry and that island chunk only', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/en/')
    await page.waitForLoadState('networkidle')
    expect(scripts.some((s) => /^\/assets\/main-[\w-]+\.js$/.test(s))).toBe(true)
    expect(scripts.filter((s) => /LanguageSwitcher/.test(s))).toHaveLength(1)
  })

  test('a failed island chunk reloads the page once, and not again within 60 seconds', async ({ page }) => {
    await page.route(/\/assets\/LanguageSwitcher-[\w-]+\.js$/, (route) => route.abort())
    // The aborted chunk is expected to log; this test is about the reload, not a clean console.
    page.removeAllListeners('console')
    let loads = 0
    page.on('load', () => loads++)
    await page.goto('/en/')
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(2)
    await page.waitForTimeout(1500)
    expect(loads).toBe(2)
  })
})
