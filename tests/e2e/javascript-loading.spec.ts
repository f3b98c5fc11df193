import type { Page } from '@playwright/test'
import { isReactScript, JAVASCRIPT_BUDGETS } from '../../scripts/lib/javascript-budgets.ts'
import { expect, test } from './fixtures.ts'
import { recordScripts } from './scripts-size.ts'

/** Every script a page loads before the visitor does anything: its status, the script paths (sorted) and their gzip size in KB. */
async function scriptsOf(page: Page, path: string): Promise<{ status: number | undefined; paths: string[]; gzipKB: number }> {
  const scripts = recordScripts(page)
  const response = await page.goto(path)
  await page.waitForLoadState('networkidle')
  scripts.stop()
  return { status: response?.status(), paths: scripts.paths.sort(), gzipKB: (await scripts.gzipBytes()) / 1024 }
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
    test(`a page whose only widgets are the layout's (${path}) loads main.js and its layout works`, async ({ page }) => {
      const { paths } = await scriptsOf(page, path)
      expect(paths.some((s) => /^\/assets\/main-[\w-]+\.js$/.test(s))).toBe(true)
      // The layout works: the language list opens.
      await page.locator('.lang-switcher__button').click()
      await expect(page.locator('.lang-switcher__list')).toBeVisible()
    })
  }

  for (const { type, path, maxKB, react } of JAVASCRIPT_BUDGETS) {
    test(`${type} (${path}) loads at most ${maxKB} KB gzip, and ${react ? 'React for its island' : 'no React'}`, async ({ page }) => {
      const { status, paths, gzipKB } = await scriptsOf(page, path)
      expect(status).toBe(type.startsWith('not found') ? 404 : 200)
      expect(gzipKB).toBeLessThanOrEqual(maxKB)
      expect(paths.some(isReactScript)).toBe(react)
      expect(await page.locator('[data-island]').count() > 0).toBe(react)
    })
  }

  test('a failed island chunk reloads the page once, and not again within 60 seconds', async ({ page }) => {
    await page.route(/\/assets\/SelectionList-[\w-]+\.js$/, (route) => route.abort())
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
    await page.goto('/en/productCategory/Venturi_valve/')
    await expect.poll(() => failures, { timeout: 10_000 }).toBe(2)
    await page.waitForLoadState('networkidle')
    expect(loads).toBe(2)
  })

  test('a form’s rules load when the visitor first uses the form, not with the page', async ({ page }) => {
    const atIdle = await scriptsOf(page, '/en/product')
    const later = recordScripts(page)
    const form = page.locator('form[data-subscribe]')
    await form.getByPlaceholder('Please enter your name').focus()
    await form.getByPlaceholder('Please enter your name').blur()
    await expect(form.locator('[data-error-for="contactPerson"]')).toHaveText('Please enter your name')
    later.stop()
    // Loaded now, and none of them with the page.
    expect(later.paths.length).toBeGreaterThan(0)
    for (const path of later.paths) expect(atIdle.paths).not.toContain(path)
  })

  test('when a form’s rules cannot be had, the form posts as it does without JavaScript', async ({ page }) => {
    const { paths } = await scriptsOf(page, '/en/product')
    // Every script the page did not load with it fails from here on: the rules' among them.
    await page.route(/\/assets\/[\w-]+\.js$/, (route) => (paths.includes(new URL(route.request().url()).pathname) ? route.continue() : route.abort()))
    // The failed file is logged; and the post's navigation may leave Chromium's own view transition unsettled
    // ("ViewTransition opt-in disabled", raised on no promise of the site's). This test is about the post.
    page.removeAllListeners('console')
    page.removeAllListeners('pageerror')
    const form = page.locator('form[data-subscribe]')
    await form.getByPlaceholder('Please enter your name').fill('Rules Unreachable')
    await form.getByPlaceholder('Please enter your email').fill('rules.unreachable@example.com')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(/\/en\/product#subscribe-sent$/)
    await expect(page.locator('#subscribe-sent')).toBeVisible()
  })
})
