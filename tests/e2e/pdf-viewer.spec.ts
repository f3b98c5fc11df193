import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * The brochure viewer (spec §2 Pdf) in Chromium: every page renders onto a canvas as wide as the container at
 * the device pixel ratio, lazily as it scrolls into view, again when the width changes, with a text layer;
 * the download works; without JavaScript or when rendering fails the download and the embedded view remain.
 */

const BROCHURE = '/pdf/Corporate_Brochure'
/** How long pdf.js may take to draw a page: seconds on a slow machine busy with other tests (CI failed at 10 and 20 s). */
const DRAWN_MS = 40_000
const catalog = JSON.parse(readFileSync(new URL('../../src/content/documents/catalog.json', import.meta.url), 'utf8')) as { id: string; editions: { bytes: number; fileName: string }[] }[]

/** Each page box: its CSS width, its canvas's CSS and pixel widths, whether it has rendered. */
function boxes(page: Page) {
  return page.locator('.pdf-page').evaluateAll((all) =>
    all.map((box) => {
      const canvas = box.querySelector('canvas')
      return { box: box.getBoundingClientRect().width, css: canvas?.getBoundingClientRect().width ?? 0, pixels: canvas?.width ?? 0, rendered: !box.hasAttribute('aria-busy') }
    }),
  )
}

for (const width of [1200, 375]) {
  test(`at ${width} px every page renders as it comes into view, its canvas as wide as the container`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: 800 })
    await page.goto(BROCHURE)
    const pages = page.locator('.pdf-page')
    await expect(pages).toHaveCount(7)
    await expect(pages.first()).not.toHaveAttribute('aria-busy', { timeout: DRAWN_MS })
    // Lazy: the last page waits until it is scrolled to.
    await expect(pages.last()).toHaveAttribute('aria-busy', 'true')
    for (let n = 0; n < 7; n++) {
      await pages.nth(n).scrollIntoViewIfNeeded()
      await expect(pages.nth(n)).not.toHaveAttribute('aria-busy', { timeout: DRAWN_MS })
    }
    const container = await page.locator('[data-pdf-viewer]').evaluate((el) => el.clientWidth)
    for (const b of await boxes(page)) {
      expect(b.rendered).toBe(true)
      expect(b.box).toBeCloseTo(container, 0)
      expect(b.css).toBeCloseTo(container, 0)
      expect(b.pixels).toBe(Math.floor(container))
    }
  })
}

test('on a 2x screen the canvas has twice the pixels; a narrower window renders the pages again', async ({ browser }) => {
  test.setTimeout(90_000)
  const context = await browser.newContext({ viewport: { width: 1200, height: 800 }, deviceScaleFactor: 2 })
  const page = await context.newPage()
  await page.goto(BROCHURE)
  const first = page.locator('.pdf-page').first()
  await expect(first).not.toHaveAttribute('aria-busy', { timeout: DRAWN_MS })
  const wide = await page.locator('[data-pdf-viewer]').evaluate((el) => el.clientWidth)
  expect((await boxes(page))[0]?.pixels).toBe(Math.floor(wide * 2))
  await page.setViewportSize({ width: 700, height: 800 })
  const narrow = await page.locator('[data-pdf-viewer]').evaluate((el) => el.clientWidth)
  await expect(first).toHaveAttribute('data-rendered', String(narrow), { timeout: DRAWN_MS })
  expect((await boxes(page))[0]).toMatchObject({ pixels: Math.floor(narrow * 2) })
  await context.close()
})

test.describe('on a phone the pages can be enlarged, and are drawn sharp at their new size', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 })

  // Every step on the brochure; on a datasheet, in English, the first step and back (each step draws the pages in
  // view again, up to four times as wide on a 2x screen: the datasheet took 38 s of CI's time for the whole sequence).
  for (const { path, labels, steps } of [
    { path: BROCHURE, labels: { group: '页面缩放', in: '放大', out: '缩小', fit: '适合宽度' }, steps: 'all' },
    { path: '/en/File/sensor_Datasheet', labels: { group: 'Zoom', in: 'Zoom in', out: 'Zoom out', fit: 'Fit width' }, steps: 'first' },
  ] as const) {
    test(`${path}: the zoom buttons widen the pages inside the viewer, which scrolls sideways, and back to the page width`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.goto(path)
      const first = page.locator('.pdf-page').first()
      await expect(first).not.toHaveAttribute('aria-busy', { timeout: DRAWN_MS })
      const zoom = page.getByRole('group', { name: labels.group })
      const zoomIn = zoom.getByRole('button', { name: labels.in, exact: true })
      const zoomOut = zoom.getByRole('button', { name: labels.out, exact: true })
      const fit = zoom.getByRole('button', { name: labels.fit, exact: true })
      const level = zoom.locator('output')
      await expect(zoom).toBeInViewport()
      await expect(level).toHaveText('100%')
      await expect(zoomOut).toBeDisabled()
      await expect(fit).toBeDisabled()
      const viewer = page.locator('[data-pdf-viewer]')
      const container = await viewer.evaluate((el) => el.clientWidth)

      const sequence = [
        [zoomIn, 1.5],
        [zoomIn, 2],
        [zoomIn, 3],
        [zoomOut, 2],
      ] as const
      for (const [press, zoomed] of steps === 'all' ? sequence : sequence.slice(0, 1)) {
        await press.click()
        await expect(level).toHaveText(`${zoomed * 100}%`)
        const width = Math.round(container * zoomed)
        // Drawn again at the new width, with the screen's two pixels to each (as slow as a first drawing).
        await expect(first).toHaveAttribute('data-rendered', String(width), { timeout: DRAWN_MS })
        expect((await boxes(page))[0]).toMatchObject({ pixels: Math.floor(width * 2), rendered: true })
        expect((await boxes(page))[0]!.box).toBeCloseTo(container * zoomed, 0)
        // The viewer scrolls sideways; the page does not.
        expect(await viewer.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      }
      if (steps === 'all') {
        await zoomIn.click()
        await expect(zoomIn).toBeDisabled()
      }
      await fit.click()
      await expect(level).toHaveText('100%')
      await expect(first).toHaveAttribute('data-rendered', String(container), { timeout: DRAWN_MS })
      expect(await viewer.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    })
  }

  test('a pinch zoom draws the pages in view again with as many more pixels', async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto(BROCHURE)
    const first = page.locator('.pdf-page').first()
    await expect(first).not.toHaveAttribute('aria-busy', { timeout: DRAWN_MS })
    const container = await page.locator('[data-pdf-viewer]').evaluate((el) => el.clientWidth)
    expect((await boxes(page))[0]?.pixels).toBe(Math.floor(container * 2))
    const box = (await first.boundingBox())!
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.synthesizePinchGesture', { x: box.x + box.width / 2, y: box.y + box.height / 2, scaleFactor: 2 })
    await expect.poll(() => page.evaluate(() => window.visualViewport!.scale)).toBeCloseTo(2, 1)
    await expect.poll(async () => (await boxes(page))[0]?.pixels, { timeout: DRAWN_MS }).toBeGreaterThanOrEqual(Math.floor(container * 4) - 1)
  })
})

test('the text layer holds the page’s text, selectable', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto(BROCHURE)
  const second = page.locator('.pdf-page').nth(1)
  await second.scrollIntoViewIfNeeded()
  await expect(second.locator('.textLayer')).toContainText('About Ventaura')
  await expect(second.locator('.textLayer')).toContainText('Founded in 1997')
  const selected = await second.locator('.textLayer').evaluate((layer) => {
    getSelection()?.selectAllChildren(layer)
    return getSelection()?.toString() ?? ''
  })
  expect(selected).toContain('About Ventaura')
})

test('the page count and the download: the file saves under its name, whole', async ({ page }) => {
  await page.goto(BROCHURE)
  await expect(page.locator('.pdf-viewer .document-facts')).toContainText('7 页')
  const brochure = catalog.find((d) => d.id === 'Corporate_Brochure')!.editions[0]!
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.pdf-viewer__bar a[download]').click()])
  expect(download.suggestedFilename()).toBe(brochure.fileName)
  expect(readFileSync((await download.path())!).length).toBe(brochure.bytes)
})

test('a datasheet opens in the same viewer: portrait pages, rendered', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/en/File/panel_Datasheet')
  const pages = page.locator('.pdf-page')
  await expect(pages).toHaveCount(4)
  await expect(pages.first()).not.toHaveAttribute('aria-busy', { timeout: DRAWN_MS })
  await expect(pages.first().locator('.textLayer')).toContainText('Room Panels')
  const [b] = await boxes(page)
  expect(b!.css).toBeCloseTo(b!.box, 0)
})

test('pdf.js and its workers load on the viewer pages only, from the site itself', async ({ page, baseURL }) => {
  test.setTimeout(90_000)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (['script', 'other', 'fetch'].includes(request.resourceType()) || request.url().endsWith('.mjs')) scripts.push(request.url())
  })
  for (const path of ['/', '/File', '/en/contact/']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  expect(scripts.filter((url) => /pdf/.test(url))).toEqual([])
  await page.goto(BROCHURE)
  await expect(page.locator('.pdf-page').first()).not.toHaveAttribute('aria-busy', { timeout: DRAWN_MS })
  const pdf = scripts.filter((url) => /pdf/.test(url))
  expect(pdf.some((url) => /\/assets\/pdf\.worker\.min-[\w-]+\.mjs$/.test(url))).toBe(true)
  expect(pdf.every((url) => url.startsWith(baseURL!))).toBe(true)
})

test('when the PDF cannot be rendered the error is logged and the download and the embedded view remain', async ({ page, problems }) => {
  // pdf.js fetches the file; the embedded view loads it as a document. Only pdf.js's fetch fails.
  await page.route('**/pdf/Corporate_Brochure.pdf', (route) => (route.request().resourceType() === 'document' ? route.continue() : route.abort()))
  await page.goto(BROCHURE)
  const frame = page.locator('[data-pdf-viewer] iframe.pdf-viewer__embed')
  await expect(frame).toHaveAttribute('src', '/pdf/Corporate_Brochure.pdf')
  await expect(frame).toHaveAttribute('title', '企业画册（PDF）')
  await expect(page.locator('[data-pdf-viewer] [role="status"]')).toContainText('无法在页面中显示')
  await expect(page.locator('.pdf-page')).toHaveCount(0)
  await expect(page.locator('.pdf-viewer__bar a[download]')).toBeVisible()
  await expect(page.locator('[data-pdf-zoom]')).toBeHidden()
  // The logged error is the expected one (spec §8); nothing else went wrong.
  expect(problems.some((p) => p.includes('pdf viewer: /pdf/Corporate_Brochure.pdf could not be shown'))).toBe(true)
  problems.splice(0, problems.length, ...problems.filter((p) => !/pdf viewer:|Failed to load resource/.test(p)))
})

test('without JavaScript: no page boxes, the note, the embedded view and the download', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(BROCHURE)
  await expect(page.locator('[data-pdf-viewer]')).toBeHidden()
  await expect(page.locator('iframe.pdf-viewer__embed')).toBeVisible()
  await expect(page.locator('.pdf-viewer__note')).toBeVisible()
  await expect(page.locator('[data-pdf-zoom]')).toBeHidden()
  await expect(page.locator('.pdf-viewer__bar a[download]')).toHaveAttribute('href', '/pdf/Corporate_Brochure.pdf')
  await context.close()
})

test('the PDFs may be framed by the site (the embedded view), other assets not at all', async ({ request }) => {
  const pdf = await request.get('/pdf/Corporate_Brochure.pdf')
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect(pdf.headers()['x-frame-options']).toBeUndefined()
  expect(pdf.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(pdf.headers()['content-security-policy']).not.toContain("frame-ancestors 'none'")
  const image = await request.get('/favicon.svg')
  expect(image.headers()['x-frame-options']).toBe('DENY')
  expect(image.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
})
