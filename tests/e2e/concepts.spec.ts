import type { Page } from '@playwright/test'
import { expect, slideAtStart, test } from './fixtures.ts'

/**
 * The Concepts page in Chromium (spec §2 Concepts): the home page's concept cards land on their chapters,
 * the craft items, and the chapters' carousels (vertical from 1024 px, sideways on a phone).
 */

test.describe.configure({ timeout: 60_000 })

async function openConcepts(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.locator('nav[data-section-tabs][data-enhanced]')).toBeAttached({ timeout: 20_000 })
}

const topOf = (page: Page, id: string) => page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, id)
const landing = (page: Page) => page.evaluate(() => parseFloat(getComputedStyle(document.getElementById('anchor1')!).scrollMarginTop))

for (const { lang, home } of [
  { lang: 'zh-CN', home: '/' },
  { lang: 'en', home: '/en/' },
] as const) {
  test.describe(`Concepts page (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 800 } })

    test("the home page's concept cards land on chapters 2, 3 and 4, under their marked tabs", async ({ page }) => {
      await page.goto(home)
      const hrefs = await page.locator('#concepts a[href*="concepts"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
      expect(hrefs.map((href) => new URL(href, 'http://x').searchParams.get('id'))).toEqual(['anchor2', 'anchor3', 'anchor4'])
      for (const href of hrefs) {
        const id = new URL(href, 'http://x').searchParams.get('id')!
        await openConcepts(page, href)
        await expect.poll(() => topOf(page, id), { message: href }).toBeCloseTo(await landing(page), -1)
        await expect(page.locator('.section-tabs a[aria-current="true"]')).toHaveAttribute('href', `#${id}`)
        await expect(page.locator(`#${id} h2`)).toBeInViewport()
      }
    })

    test('the craftsmanship chapter shows its eight craft items, each with its figure', async ({ page }) => {
      await openConcepts(page, `${home}concepts?id=anchor1`)
      await expect(page.locator('#anchor1 .craft-item')).toHaveCount(8)
      for (const figure of await page.locator('#anchor1 .craft-item__figure').allTextContents()) expect(figure).toMatch(/\d/)
    })

    test('chapters 2, 3 and 5 each have a vertical carousel of three slides that their years and buttons move', async ({ page }) => {
      await openConcepts(page, `${home}concepts?id=anchor2`)
      for (const id of ['anchor2', 'anchor3', 'anchor5']) {
        await expect(page.locator(`#${id} .slides__year`)).toHaveText(['2006', '2014', '2018'])
        await expect(page.locator(`#${id} .slide`)).toHaveCount(3)
      }
      const slides = page.locator('#anchor2 .slides[data-ready]')
      // Vertical: each slide below the one before.
      const [first, second] = [(await slides.locator('.slide').nth(0).boundingBox())!, (await slides.locator('.slide').nth(1).boundingBox())!]
      expect(second.y).toBeGreaterThan(first.y + first.height / 2)
      expect(second.x).toBeCloseTo(first.x, 0)
      const shownYear = () => slideAtStart(slides, '.slide__year')
      await expect.poll(shownYear).toBe('2006')

      await slides.locator('.slides__year', { hasText: '2018' }).click()
      await expect.poll(shownYear).toBe('2018')
      await expect(slides.locator('.slides__year[aria-current="true"]')).toHaveText('2018')
      // The others are above it, out of the carousel's window.
      await expect(slides.locator('.slide', { hasText: '2006' })).not.toBeInViewport()

      await slides.locator('[data-carousel-prev]').click()
      await expect.poll(shownYear).toBe('2014')
      await expect(slides.locator('[data-carousel-next]')).toBeEnabled()
      // The arrow keys of its direction, from its years.
      await slides.locator('.slides__year', { hasText: '2014' }).focus()
      await page.keyboard.press('ArrowUp')
      await expect.poll(shownYear).toBe('2006')
      await expect(slides.locator('[data-carousel-prev]')).toBeDisabled()
    })
  })
}

test.describe('Concepts page on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

  test('the chapter carousels run sideways and swipe', async ({ page }) => {
    await openConcepts(page, '/en/concepts?id=anchor3')
    const slides = page.locator('#anchor3 .slides[data-ready]')
    // Sideways: the second slide beside the first.
    const [first, second] = [(await slides.locator('.slide').nth(0).boundingBox())!, (await slides.locator('.slide').nth(1).boundingBox())!]
    expect(second.x).toBeGreaterThan(first.x + first.width / 2)
    const box = (await slides.locator('.carousel__track').boundingBox())!
    const y = box.y + 80
    // A swipe from right to left moves to the next year.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width - 30, y }] })
    for (let step = 1; step <= 8; step++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + box.width - 30 - step * 30, y }] })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await expect(slides.locator('.slides__year[aria-current="true"]')).toHaveText('2014')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
