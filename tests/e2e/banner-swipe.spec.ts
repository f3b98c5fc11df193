import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * The home banners move under a finger and a dragging mouse, as every other carousel (issue 35): sideways on a
 * phone (up and down stay the page's scrolling), either way with a mouse; a short gesture is still a click.
 */
const current = (page: Page) => page.locator('.banners__indicator[aria-current="true"] .banners__number')

async function ready(page: Page): Promise<{ x: number; y: number }> {
  await page.goto('/')
  await expect(page.locator('.banners[data-ready]')).toBeAttached({ timeout: 20_000 })
  const box = (await page.locator('.banners__frame').boundingBox())!
  return { x: box.x + box.width / 2, y: box.y + box.height / 3 }
}

test.describe('with a mouse (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a drag to the left or up shows the next banner, to the right or down the previous; a click stays', async ({ page }) => {
    const { x, y } = await ready(page)
    await expect(current(page)).toHaveText('01')
    const drag = async (dx: number, dy: number) => {
      await page.mouse.move(x, y)
      await page.mouse.down()
      await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 })
      await page.mouse.move(x + dx, y + dy, { steps: 4 })
      await page.mouse.up()
    }
    await drag(-200, 0)
    await expect(current(page)).toHaveText('02')
    await drag(0, -150)
    await expect(current(page)).toHaveText('03')
    await drag(200, 0)
    await expect(current(page)).toHaveText('02')
    await drag(-10, 5)
    await expect(current(page)).toHaveText('02')
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('with a finger (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true })

  test('a swipe to the left shows the next banner, to the right the previous', async ({ page }) => {
    const { x, y } = await ready(page)
    const cdp = await page.context().newCDPSession(page)
    const swipe = async (dx: number) => {
      const point = (at: number) => [{ x: x + at, y }]
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0) })
      for (let step = 1; step <= 6; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point((dx * step) / 6) })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    }
    await expect(current(page)).toHaveText('01')
    await swipe(-150)
    await expect(current(page)).toHaveText('02')
    await swipe(150)
    await expect(current(page)).toHaveText('01')
  })
})
