import type { Page, Request } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/** The .js files a page requests, by path, in order. */
async function scriptsOf(page: Page, path: string): Promise<{ status: number | undefined; scripts: string[] }> {
  const scripts: string[] = []
  const record = (request: Request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname)
  }
  page.on('request', record)
  const response = await page.goto(path)
  await page.waitForLoadState('networkidle')
  page.off('request', record)
  return { status: response?.status(), scripts: scripts.sort() }
}

test.describe('JavaScript loads only for the layout and the islands on a page', () => {
  test('the 404 page, which wears the full layout, loads what a layout-only page loads and nothing more', async ({ page }) => {
    const notFound = await scriptsOf(page, '/en/pdf/Not_A_Brochure')
    expect(notFound.status).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const layoutOnly = await scriptsOf(page, '/en/File')
    expect(layoutOnly.status).toBe(200)
    expect(notFound.scripts).toEqual(layoutOnly.scripts)
    expect(notFound.scripts.some((s) => /^\/assets\/main-[\w-]+\.js$/.test(s))).toBe(true)
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
    await page.route(/\/assets\/HomeBanners-[\w-]+\.js$/, (route) => route.abort())
    // The aborted chunk is expected to log; this test is about the reload, not a clean console.
    page.removeAllListeners('console')
    // Counted by the document requests: the reload may come before the first load event.
    let loads = 0
    page.on('request', (request) => {
      if (request.resourceType() === 'document') loads++
    })
    await page.goto('/en/')
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(2)
    await page.waitForTimeout(1500)
    expect(loads).toBe(2)
  })
})
