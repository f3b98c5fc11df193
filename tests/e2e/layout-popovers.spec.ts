import type { Locator, Page } from '@playwright/test'
import { instantTransitions } from './at-rest.ts'
import { expect, test } from './fixtures.ts'

test.use({ viewport: { width: 1280, height: 800 } })

const link = (page: Page, section: string) => page.locator(`[data-section="${section}"] > .site-nav__link`)
const toggle = (page: Page, section: string) => page.locator(`[data-section="${section}"] > .site-nav__toggle`)
const panel = (page: Page, section: string) => page.locator(`#mega-${section}`)
const isOpen = (popover: Locator) => popover.evaluate((el) => el.matches(':popover-open'))

/** Loads the page and waits for the menu script; the mouse rests on the page body, away from the menu. */
async function ready(page: Page, path = '/en/product') {
  await page.goto(path)
  await expect(page.locator('[data-site-nav][data-enhanced]')).toBeAttached()
  await page.mouse.move(640, 600)
}

async function expectOpen(page: Page, section: string) {
  await expect(toggle(page, section)).toHaveAttribute('aria-expanded', 'true')
  await expect.poll(() => isOpen(panel(page, section))).toBe(true)
  await expect(panel(page, section)).toBeVisible()
}

async function expectClosed(page: Page, section: string) {
  await expect(toggle(page, section)).toHaveAttribute('aria-expanded', 'false')
  await expect.poll(() => isOpen(panel(page, section))).toBe(false)
}

/** Opens a popover by resting the mouse on its entry. */
async function hoverOpen(page: Page, section: string) {
  await link(page, section).hover()
  await expectOpen(page, section)
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = (await locator.boundingBox())!
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/**
 * Moves the mouse in a straight line at a hand's pace: a move event every 16 ms of the page's clock, `ms` in
 * all. The clock is paused (`page.clock.pauseAt`) and moved by the test, so the page's timers see exactly that
 * pace however slowly a busy machine delivers the events.
 */
async function glide(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, ms = 350) {
  const steps = Math.round(ms / 16)
  await page.mouse.move(from.x, from.y)
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps)
    await page.clock.runFor(16)
  }
}

test.describe('header popovers open after 200 ms of hover', () => {
  test('the Products popover is closed 100 ms into a hover and open by 400 ms', async ({ page }) => {
    await page.clock.install()
    await ready(page)
    await page.clock.pauseAt(Date.now() + 10_000)
    await link(page, 'products').hover()
    await page.clock.runFor(100)
    expect(await toggle(page, 'products').getAttribute('aria-expanded')).toBe('false')
    expect(await isOpen(panel(page, 'products'))).toBe(false)
    await page.clock.runFor(300)
    expect(await toggle(page, 'products').getAttribute('aria-expanded')).toBe('true')
    expect(await isOpen(panel(page, 'products'))).toBe(true)
    await expect(panel(page, 'products')).toBeVisible()
  })

  test('a hover shorter than 200 ms opens nothing', async ({ page }) => {
    await page.clock.install()
    await ready(page)
    await page.clock.pauseAt(Date.now() + 10_000)
    await link(page, 'solutions').hover()
    await page.clock.runFor(150)
    await page.mouse.move(640, 600)
    await page.clock.runFor(500)
    expect(await isOpen(panel(page, 'solutions'))).toBe(false)
  })

  test('the popovers animate in over 500 ms and out over 800 ms', async ({ page }) => {
    await ready(page)
    const popover = panel(page, 'company')
    expect(await popover.evaluate((el) => getComputedStyle(el).transitionDuration.split(', ')[0])).toBe('0.8s')
    await hoverOpen(page, 'company')
    expect(await popover.evaluate((el) => getComputedStyle(el).transitionDuration.split(', ')[0])).toBe('0.5s')
  })

  test('each popover shows its contents from the bundle: product grid, company columns, solutions', async ({ page }) => {
    await ready(page)
    await hoverOpen(page, 'products')
    const products = panel(page, 'products')
    await expect(products.getByRole('link', { name: 'Venturi Valves' })).toBeVisible()
    await expect(products.getByRole('link', { name: /VV-S100/ })).toBeVisible()
    await expect(products.getByRole('link', { name: 'Contact us' })).toBeVisible()
    // Hovering another category shows its grid instead.
    await products.getByRole('link', { name: 'Sensors' }).hover()
    await expect(products.getByRole('link', { name: /SN-P100/ })).toBeVisible()
    await expect(products.getByRole('link', { name: /VV-S100/ })).toBeHidden()

    await hoverOpen(page, 'company')
    await expect(panel(page, 'company').getByRole('link', { name: 'Craftsmanship' })).toBeVisible()
    await expect(panel(page, 'company').locator('.mega-history li span:first-child')).toHaveText(['2024', '2023', '2022', '2021', '2020'])

    await hoverOpen(page, 'solutions')
    await expect(panel(page, 'solutions').getByRole('link', { name: 'All solutions' })).toBeVisible()
  })
})

test.describe('each way of closing a header popover', () => {
  test('the close icon closes it and gives focus back to its toggle', async ({ page }) => {
    await ready(page)
    await hoverOpen(page, 'products')
    await panel(page, 'products').getByRole('button', { name: 'Close' }).click()
    await expectClosed(page, 'products')
    await expect(toggle(page, 'products')).toBeFocused()
  })

  test('the mouse leaving the entry and its popover closes it', async ({ page }) => {
    await ready(page)
    await hoverOpen(page, 'company')
    await page.mouse.move(100, 36) // the logo
    await expectClosed(page, 'company')
  })

  test('a click outside closes it', async ({ page }) => {
    await page.clock.install()
    await ready(page)
    await toggle(page, 'products').focus()
    await page.keyboard.press('Enter')
    await expectOpen(page, 'products')
    // No timer runs from here: only the click itself can close it.
    await page.clock.pauseAt(Date.now() + 10_000)
    await page.mouse.click(1200, 760)
    expect(await toggle(page, 'products').getAttribute('aria-expanded')).toBe('false')
    expect(await isOpen(panel(page, 'products'))).toBe(false)
  })

  test('Escape closes it', async ({ page }) => {
    await page.clock.install()
    await ready(page)
    await hoverOpen(page, 'solutions')
    await page.clock.pauseAt(Date.now() + 10_000)
    await page.keyboard.press('Escape')
    expect(await toggle(page, 'solutions').getAttribute('aria-expanded')).toBe('false')
    expect(await isOpen(panel(page, 'solutions'))).toBe(false)
  })

  test('sliding along the menu onto an entry without a popover closes it at once', async ({ page }) => {
    await page.clock.install()
    await ready(page)
    await link(page, 'products').hover()
    await expectOpen(page, 'products')
    await page.clock.pauseAt(Date.now() + 10_000)
    // No timer runs from here: the rest delay cannot be what closes it.
    await page.locator('[data-section="home"] > a').hover()
    expect(await toggle(page, 'products').getAttribute('aria-expanded')).toBe('false')
    expect(await isOpen(panel(page, 'products'))).toBe(false)
  })

  test('moving to another entry with a popover switches to that popover', async ({ page }) => {
    await ready(page)
    await hoverOpen(page, 'products')
    await link(page, 'solutions').hover()
    await expectOpen(page, 'solutions')
    await expectClosed(page, 'products')
  })
})

test.describe('the way from an entry to its open panel', () => {
  for (const { path, width, categories } of [
    { path: '/', width: 1440, categories: ['文丘里阀', '传感器'] },
    { path: '/', width: 1024, categories: ['文丘里阀'] },
    { path: '/en/', width: 1024, categories: ['Venturi Valves'] },
    { path: '/en/', width: 1440, categories: ['Venturi Valves', 'Sensors'] },
  ]) {
    for (const category of categories) {
      test(`${path} at ${width} px: a diagonal move at a hand's pace from Products to ${category} reaches the panel`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.clock.install()
        await ready(page, path)
        await hoverOpen(page, 'products')
        await page.clock.pauseAt(Date.now() + 10_000)
        const target = panel(page, 'products').getByRole('link', { name: category, exact: true })
        const to = await centre(target)
        const from = await centre(link(page, 'products'))
        // The straight line leaves the Products entry well above the panel and crosses the header (and Home) first.
        const entry = (await page.locator('[data-section="products"]').boundingBox())!
        const panelTop = (await panel(page, 'products').boundingBox())!.y
        const xAtPanelTop = from.x + ((to.x - from.x) * (panelTop - from.y)) / (to.y - from.y)
        expect(xAtPanelTop).toBeLessThan(entry.x)
        await glide(page, from, to)
        // Well past the rest delay: the panel is still open and the category under the mouse is the active one.
        await page.clock.runFor(800)
        await expectOpen(page, 'products')
        await expect(target.locator('xpath=..')).toHaveAttribute('data-active', '')
      })
    }
  }

  // The mouse moves as Playwright's `steps` move it: a dozen events from the entry to the target, the first of
  // them already off the entry (a hand moving briskly, or events the browser merged into one).
  for (const { path, width } of [
    { path: '/', width: 1024 },
    { path: '/', width: 1440 },
    { path: '/en/', width: 1440 },
    { path: '/', width: 2560 },
  ]) {
    for (const section of ['products', 'company', 'solutions']) {
      test(`${path} at ${width} px: a brisk straight move from the ${section} entry towards any corner of its panel keeps it open`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.clock.install()
        await ready(page, path)
        // Where the panel ends up is what the pointer aims at; its fading in and out is not what is tested.
        await instantTransitions(page)
        const corners = async () => {
          // The corners of the panel's content (inside its padding), just inside them.
          const inner = panel(page, section).locator('.mega__inner')
          const { x, y, width: w, height: h, pad } = await inner.evaluate((el) => {
            const r = el.getBoundingClientRect()
            const s = getComputedStyle(el)
            const pad = { top: parseFloat(s.paddingTop), right: parseFloat(s.paddingRight), bottom: parseFloat(s.paddingBottom), left: parseFloat(s.paddingLeft) }
            return { x: r.x, y: r.y, width: r.width, height: r.height, pad }
          })
          const left = x + pad.left + 4
          const right = x + w - pad.right - 4
          const top = y + pad.top + 4
          const bottom = Math.min(y + h - pad.bottom - 4, 900 - 4)
          return { 'top left': { x: left, y: top }, 'top right': { x: right, y: top }, 'bottom left': { x: left, y: bottom }, 'bottom right': { x: right, y: bottom } }
        }
        for (const corner of ['top left', 'top right', 'bottom left', 'bottom right'] as const) {
          await hoverOpen(page, section)
          // The panel's own way in has ended: its box is where it stays.
          await expect.poll(() => panel(page, section).evaluate((el) => el.getAnimations().length)).toBe(0)
          await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
          const to = (await corners())[corner]
          await page.mouse.move(to.x, to.y, { steps: 12 })
          // Well past the rest delay: the panel is still open.
          await page.clock.runFor(800)
          await expect(toggle(page, section), corner).toHaveAttribute('aria-expanded', 'true')
          expect(await isOpen(panel(page, section)), corner).toBe(true)
          await page.keyboard.press('Escape')
          await expectClosed(page, section)
          await page.clock.resume()
          await page.mouse.move(width / 2, 880)
        }
      })
    }
  }

  test('resting on 首页 on purpose closes the panel, even when the mouse came down towards it', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.clock.install()
    await ready(page, '/')
    await hoverOpen(page, 'products')
    await page.clock.pauseAt(Date.now() + 10_000)
    const home = (await link(page, 'home').boundingBox())!
    await glide(page, await centre(link(page, 'products')), { x: home.x + home.width / 2, y: home.y + home.height - 6 }, 200)
    await page.clock.runFor(800)
    await expectClosed(page, 'products')
    await expect(toggle(page, 'products')).toHaveAttribute('aria-expanded', 'false')
  })

  for (const width of [1024, 1440]) {
    test(`one entry looks active at a time at ${width} px: the hovered or open one, else the current page's`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await ready(page, '/')
      /** The sections whose entry shows the active colour and underline (once the transitions are over). */
      const active = () =>
        page.locator('.site-nav__item').evaluateAll((items) =>
          items
            .filter((li) => {
              const link = li.querySelector('.site-nav__link')!
              const underline = new DOMMatrix(getComputedStyle(li, '::after').transform).a
              return getComputedStyle(link).color === 'rgb(10, 74, 143)' && underline > 0.99
            })
            .map((li) => (li as HTMLElement).dataset.section),
        )
      await expect.poll(active).toEqual(['home'])
      await link(page, 'products').hover()
      await expect.poll(active).toEqual(['products'])
      await expectOpen(page, 'products')
      await expect.poll(active).toEqual(['products'])
      await link(page, 'company').hover()
      await expectOpen(page, 'company')
      await expect.poll(active).toEqual(['company'])
      await page.mouse.move(width / 2, 880)
      await expectClosed(page, 'company')
      await expect.poll(active).toEqual(['home'])
    })
  }
})

test.describe('the popovers from the keyboard', () => {
  for (const path of ['/', '/en/']) {
    test(`on ${path} Tab walks the menu entry by entry: closed panels are out of the tab order and the accessibility tree`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await ready(page, path)
      const stops: string[] = []
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab')
        const stop = await page.evaluate(() => {
          const el = document.activeElement!
          return el.closest('main') ? 'main' : el.closest('.mega') ? 'panel' : el.className || el.tagName
        })
        if (stop === 'main') break
        stops.push(stop)
      }
      // Skip link, logo, five links, three toggles, the search button (its closed popover is out of the order), the language button.
      expect(stops).toEqual(['skip-link', 'logo', 'site-nav__link', 'site-nav__link', 'site-nav__toggle', 'site-nav__link', 'site-nav__toggle', 'site-nav__link', 'site-nav__toggle', 'site-nav__link', 'header-search__button', 'lang-switcher__button'])
      for (const section of ['products', 'company', 'solutions']) await expectClosed(page, section)
      expect(await page.locator('.site-nav').ariaSnapshot()).not.toMatch(/VV-S100|BSL-3/)
    })
  }

  test('Enter on a toggle opens its panel, whose links come right after it; Escape closes it and focus returns to the toggle', async ({ page }) => {
    await ready(page)
    await link(page, 'products').focus()
    await expectClosed(page, 'products')
    await page.keyboard.press('Tab')
    await expect(toggle(page, 'products')).toBeFocused()
    await expect(toggle(page, 'products')).toHaveAccessibleName('Products menu')
    await expectClosed(page, 'products')
    await page.keyboard.press('Enter')
    await expectOpen(page, 'products')
    await page.keyboard.press('Tab')
    await expect(panel(page, 'products').getByRole('link', { name: 'Venturi Valves' })).toBeFocused()
    await expectOpen(page, 'products')
    await page.keyboard.press('Escape')
    await expectClosed(page, 'products')
    await expect(toggle(page, 'products')).toBeFocused()
    // The toggle closes what it opened.
    await page.keyboard.press('Space')
    await expectOpen(page, 'products')
    await page.keyboard.press('Space')
    await expectClosed(page, 'products')
  })

  test('focus leaving the entry closes its popover', async ({ page }) => {
    await ready(page)
    await toggle(page, 'company').focus()
    await page.keyboard.press('Enter')
    await expectOpen(page, 'company')
    await page.keyboard.press('Shift+Tab')
    await expect(link(page, 'company')).toBeFocused()
    await expectOpen(page, 'company')
    await page.keyboard.press('Shift+Tab')
    await expect(toggle(page, 'products')).toBeFocused()
    await expectClosed(page, 'company')
    await expectClosed(page, 'products')
  })

  test("Enter on an entry's link follows it", async ({ page }) => {
    // Not about page transitions: without them a busy machine cannot abort one mid-navigation.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await ready(page, '/en/contact/')
    await link(page, 'products').focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/product$/)
  })
})

test.describe('the popovers by touch', () => {
  test.use({ hasTouch: true })

  test('a tap opens the popover without leaving the page; a second tap follows the link', async ({ page }) => {
    await ready(page, '/en/contact/')
    await link(page, 'solutions').tap()
    await expectOpen(page, 'solutions')
    await expect(page).toHaveURL(/\/en\/contact\/$/)
    await link(page, 'solutions').tap()
    await expect(page).toHaveURL(/\/en\/solution$/)
  })

  test('a tap outside closes it', async ({ page }) => {
    await ready(page, '/en/contact/')
    await link(page, 'products').tap()
    await expectOpen(page, 'products')
    await page.touchscreen.tap(1200, 700)
    await expectClosed(page, 'products')
  })
})

test.describe('the current section', () => {
  test('is marked with aria-current="page" in both languages', async ({ page }) => {
    await page.goto('/SolutionCategory/biosafety/')
    await expect(page.locator('.site-nav__link[aria-current="page"]')).toHaveText('解决方案')
    await page.goto('/en/Case/1')
    await expect(page.locator('.site-nav__link[aria-current="page"]')).toHaveText('About us')
  })
})
