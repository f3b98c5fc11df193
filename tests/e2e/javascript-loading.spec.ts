import type { Page } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { expect, test } from './fixtures.ts'

/** Every script a page loads before the visitor does anything: its status, the script paths (sorted) and their gzip size in KB. */
async function scriptsOf(page: Page, path: string): Promise<{ status: number | undefined; paths: string[]; gzipKB: number }> {
  const bodies: Promise<Buffer>[] = []
  const paths: string[] = []
  const record = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return
    paths.push(new URL(response.url()).pathname)
    bodies.push(response.body())
  }
  page.on('response', record)
  const response = await page.goto(path)
  await page.waitForLoadState('networkidle')
  page.off('response', record)
  const gzip = (await Promise.all(bodies)).reduce((n, body) => n + gzipSync(body, { level: 9 }).length, 0)
  return { status: response?.status(), paths: paths.sort(), gzipKB: gzip / 1024 }
}

test.describe('JavaScript loads only for what a page uses', () => {
  test('the 404 page, which wears the full layout, loads what a layout-only page loads and nothing more', async ({ page }) => {
    const notFound = await scriptsOf(page, '/en/pdf/Not_A_Brochure')
    expect(notFound.status).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const layoutOnly = await scriptsOf(page, '/en/File')
    expect(layoutOnly.status).toBe(200)
    expect(notFound.paths).toEqual(layoutOnly.paths)
  })

  for (const path of ['/en/File', '/product']) {
    test(`a page whose only widgets are the layout's (${path}) loads at most 20 KB gzip and no React`, async ({ page }) => {
      const { paths, gzipKB } = await scriptsOf(page, path)
      expect(paths.some((s) => /^\/assets\/main-[\w-]+\.js$/.test(s))).toBe(true)
      expect(paths.filter((s) => /hydrate-islands|react/i.test(s))).toEqual([])
      expect(gzipKB).toBeLessThanOrEqual(20)
      // The layout works: the language list opens.
      await page.locator('.lang-switcher__button').click()
      await expect(page.locator('.lang-switcher__list')).toBeVisible()
    })
  }

  for (const path of ['/', '/en/']) {
    test(`the home page (${path}) loads at most 90 KB gzip: the layout, React and its islands`, async ({ page }) => {
      const { paths, gzipKB } = await scriptsOf(page, path)
      expect(paths.some((s) => /hydrate-islands/.test(s))).toBe(true)
      expect(gzipKB).toBeLessThanOrEqual(90)
    })
  }

  test('a failed island chunk reloads the page once, and not again within 60 seconds', async ({ page }) => {
    await page.route(/\/assets\/HomeBanners-[\w-]+\.js$/, (route) => route.abort())
    // The aborted chunk is expected to log; this test is about the reload, not a clean console.
    page.removeAllListeners('console')
    // Counted by the document requests: the reload may come before the first load event.
    let loads = 0
    page.on('request', (request) => {
      if (request.resourceType() === 'document') loads++
    })
    // Each page logs the failure just before the guard decides; after the second, the network goes quiet.
    let failures = 0
    page.on('console', (message) => {
      if (message.text().startsWith('island failed to load')) failures++
    })
    await page.goto('/en/')
    await expect.poll(() => failures, { timeout: 10_000 }).toBe(2)
    await page.waitForLoadState('networkidle')
    expect(loads).toBe(2)
  })
})
