import {
  test as playwrightTest,
  expect,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from '@playwright/test'
import { readFileSync } from 'node:fs'
import { WarmPages, type Warm } from './warm-pages.ts'

/** Playwright's test, with its own (untyped) fixture of the options it would create a test's context with. */
const base = playwrightTest as unknown as TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & { _combinedContextOptions: BrowserContextOptions },
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
>

/**
 * Every test's `context` and `page` come warm from the worker's last test with the same options, cleared
 * (warm-pages.ts). And every browser test fails if the page reports a CSP violation, an uncaught error or a
 * console error: the site must run clean under its own Content-Security-Policy.
 */
export const test = base.extend<{ problems: string[]; warm: Warm }, { warmPages: WarmPages }>({
  warmPages: [
    async ({ browser }, use) => {
      const pages = new WarmPages(browser)
      await use(pages)
      await pages.close()
    },
    { scope: 'worker' },
  ],
  warm: async ({ warmPages, _combinedContextOptions }, use, testInfo) => {
    const warm = await warmPages.take(_combinedContextOptions)
    await use(warm)
    // What a failed test left (an open dialog, a half-done navigation) is not worth knowing: a new page follows.
    if (testInfo.status !== testInfo.expectedStatus) warm.spent = true
    await warmPages.give(warm)
  },
  context: async ({ warm }, use) => use(warm.context),
  page: async ({ warm }, use) => use(warm.page),
  problems: [
    async ({ page }, use) => {
      const problems: string[] = []
      page.on('pageerror', (error) => {
        // Chromium's own cross-document view transition (site.css), skipped when the new page was shown before
        // it could start (a busy machine: seen once in CI after a search sent from the phone drawer): the page
        // arrives whole, and the rejection is the browser's, raised on no promise of the site's.
        if (error.message === 'Transition was aborted because of invalid state. Page already revealed') return
        problems.push(`pageerror: ${error.message}`)
      })
      page.on('console', (message) => {
        // A document answered 404 on purpose logs its own status; tests assert that status directly.
        const documentStatus = /^Failed to load resource/.test(message.text()) && message.location().url === page.url()
        if (documentStatus) return
        if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) {
          problems.push(`console: ${message.text()} (${message.location().url})`)
        }
      })
      await use(problems)
      expect(problems).toEqual([])
    },
    { auto: true },
  ],
})

/** Clicks until the island reacts: a click that lands before hydration does nothing. */
export async function clickWhenHydrated(page: Page, selector: string, hydrated: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.locator(selector).click()
    await hydrated()
  }).toPass({ timeout: 15_000 })
}

/** The operator token of the server under test (`npm start` writes it into .dev.vars before serving). */
export function opsToken(): string {
  const token = /^OPS_TOKEN=(.+)$/m.exec(readFileSync('.dev.vars', 'utf8'))?.[1]?.trim()
  if (!token) throw new Error('no OPS_TOKEN in .dev.vars')
  return token
}

/** The operator's headers: with them a page renders afresh (never from the page cache). */
export const asOperator = () => ({ Authorization: `Bearer ${opsToken()}` })

/**
 * How much of an element's width its carousel shows: the part inside both the nearest ancestor that clips
 * sideways and the window, as a fraction of its width. A carousel keeps a card "in view" sideways; how far
 * down the page the carousel sits depends on the text above it (and the machine's fonts), so the page may
 * scroll to it.
 */
export function shownInCarousel(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect()
    let left = Math.max(0, box.left)
    let right = Math.min(innerWidth, box.right)
    for (let up = el.parentElement; up; up = up.parentElement) {
      if (getComputedStyle(up).overflowX === 'visible') continue
      const clip = up.getBoundingClientRect()
      left = Math.max(left, clip.left)
      right = Math.min(right, clip.right)
    }
    return Math.max(0, right - left) / box.width
  })
}

/**
 * The text (of `part`) of the slide a carousel `root` shows at the start of its window: the slide whose start
 * is the track's, along the track's axis (what a visitor sees, however the carousel got there); '' while none
 * is (the carousel moving).
 */
export function slideAtStart(root: Locator, part: string): Promise<string> {
  return root.evaluate((el, selector) => {
    const track = el.querySelector('.carousel__track')!
    const vertical = getComputedStyle(track).scrollSnapType.startsWith('y')
    const style = getComputedStyle(track)
    const frame = track.getBoundingClientRect()
    const start = vertical ? frame.top + parseFloat(style.paddingTop) : frame.left + parseFloat(style.paddingLeft)
    const slides = [...track.children].map((slide) => {
      const box = slide.getBoundingClientRect()
      return { slide, distance: Math.abs((vertical ? box.top : box.left) - start) }
    })
    const nearest = slides.reduce((a, b) => (b.distance < a.distance ? b : a))
    return nearest.distance < 2 ? (nearest.slide.querySelector(selector)?.textContent?.trim() ?? '') : ''
  }, part)
}

let nextIp = 0
/**
 * A client address of its own (TEST-NET ranges, sent as CF-Connecting-IP), so that tests which send
 * messages do not share the rate limit of 5 a minute per client.
 */
export function freshIp(): string {
  nextIp++
  return `198.51.${(process.pid + Math.floor(nextIp / 250)) % 256}.${(nextIp % 250) + 1}`
}

export { expect }
