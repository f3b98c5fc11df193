import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * A test's page is the page the worker's previous test used, with nothing of that test left in it
 * (warm-pages.ts); what cannot be undone, such as a clock, gets the next test a new page.
 */

// In order, in one worker: each test looks at what the one before it left.
test.describe.configure({ mode: 'serial' })

let previous: Page | undefined
let requestsSeen = 0

test.describe('a test’s page comes from the test before it, cleared', () => {
  test('a test leaves behind all it can', async ({ page, context }) => {
    previous = page
    await page.goto('/en/contact/')
    await context.addCookies([{ name: 'left-behind', value: '1', url: page.url() }])
    await page.evaluate(() => {
      localStorage.setItem('left-behind', '1')
      sessionStorage.setItem('left-behind', '1')
    })
    await page.route('**/*.css', (route) => route.abort())
    page.on('request', () => requestsSeen++)
    await page.setViewportSize({ width: 333, height: 444 })
    await page.mouse.move(200, 20)
    await context.newPage()
  })

  test('the next test gets the same page, at its own size, with none of that', async ({ page, context }) => {
    expect(page).toBe(previous)
    expect(context.pages()).toEqual([page])
    expect(page.viewportSize()).toEqual({ width: 1280, height: 720 })
    expect(await context.cookies()).toEqual([])
    const seen = requestsSeen
    await page.goto('/en/contact/')
    expect(requestsSeen).toBe(seen)
    // The style sheets arrive (the route is gone), from the network (the cache is empty).
    const sheets = await page.evaluate(() =>
      performance.getEntriesByType('resource').flatMap((entry) => (entry.name.endsWith('.css') ? [(entry as PerformanceResourceTiming).transferSize] : [])),
    )
    expect(sheets.length).toBeGreaterThan(0)
    for (const transferred of sheets) expect(transferred).toBeGreaterThan(0)
    expect(await page.evaluate(() => [localStorage.getItem('left-behind'), sessionStorage.getItem('left-behind')])).toEqual([null, null])
    // The pointer is off the page: pressing it there clicks nothing of the page.
    await page.evaluate(() =>
      document.addEventListener('mousedown', (event) => {
        if (document.body.contains(event.target as Node)) document.documentElement.setAttribute('data-pressed', '')
      }),
    )
    await page.mouse.down()
    await page.mouse.up()
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-pressed'))).toBe(false)
  })

  test('a test that writes its page without navigating', async ({ page }) => {
    expect(page).toBe(previous)
    await page.setContent('<p id="left-behind">left behind</p>')
  })

  test('the next test finds an empty page, and its first visit is not interrupted', async ({ page }) => {
    expect(page).toBe(previous)
    expect(page.url()).toBe('about:blank')
    await expect(page.locator('#left-behind')).toHaveCount(0, { timeout: 1 })
    await page.goto('/en/contact/')
  })

  test('a test that installs a clock spends its page', async ({ page }) => {
    expect(page).toBe(previous)
    await page.clock.install()
    await page.goto('/en/contact/')
  })

  test('the next test gets a new page', async ({ page }) => {
    expect(page).not.toBe(previous)
    await page.goto('/en/contact/')
  })
})
