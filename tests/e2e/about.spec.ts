import type { Locator, Page } from '@playwright/test'
import { expect, slideAtStart, test } from './fixtures.ts'

/**
 * The About page in Chromium (spec §2 About): the section tabs (links, marking as the page scrolls,
 * `?id=anchorN` on load, the header's company links), the certificate groups and their dialog, and the
 * history timeline (autoplay, pausing, previous/next), in both languages, by mouse and keyboard.
 */

test.describe.configure({ timeout: 60_000 })

const LANGS = [
  { lang: 'zh-CN', prefix: '' },
  { lang: 'en', prefix: '/en' },
] as const

/** The sticky header and tabs' height: where a section's top lands (its scroll-margin-top). */
async function landingLine(page: Page): Promise<number> {
  return page.evaluate(() => parseFloat(getComputedStyle(document.getElementById('anchor1')!).scrollMarginTop))
}

async function topOf(page: Page, id: string): Promise<number> {
  return page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, id)
}

async function openAbout(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.locator('nav[data-section-tabs][data-enhanced]')).toBeAttached({ timeout: 20_000 })
}

/** The marked tab and where the page is scrolled to: its top, its bottom, or the scroll offset between. */
function markAndPlace(page: Page): Promise<{ marked: string | null; place: string }> {
  return page.evaluate(() => {
    const { scrollHeight } = document.documentElement
    const place = scrollY === 0 ? 'top' : Math.ceil(scrollY + innerHeight) >= scrollHeight - 2 ? 'bottom' : `${Math.round(scrollY)} of ${scrollHeight - innerHeight}`
    const focused = document.activeElement?.closest('[id]')?.id ?? document.activeElement?.tagName
    return { marked: document.querySelector('.section-tabs a[aria-current="true"]')?.getAttribute('href') ?? null, place: place === 'top' || place === 'bottom' ? place : `${place} (focus in ${focused})` }
  })
}

/**
 * Moves the page's clock (installed with `page.clock.install()`) an interval at a time until the timeline's
 * active year is `year`: its timer starts once the timeline is seen on screen, a frame or two after load.
 */
async function playsOn(page: Page, active: () => Locator, year: string, interval: number): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(interval)
    await expect(active()).toHaveText(year, { timeout: 1000 })
  }).toPass()
}

const marked = (page: Page) => page.locator('.section-tabs a[aria-current="true"]')

/** Resolves once the page has stopped scrolling (a wheel scroll is animated): 5 frames without moving. */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1
        let still = 0
        const check = () => {
          still = scrollY === last ? still + 1 : 0
          last = scrollY
          if (still >= 5) resolve()
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }),
  )
}

for (const { lang, prefix } of LANGS) {
  test.describe(`About page (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 800 } })

    test('the tabs link to the sections of anchors 1, 2, 3, 4, 6 and 7, and the tab of the section in view is marked as the page scrolls', async ({ page }) => {
      await openAbout(page, `${prefix}/AccessHcs`)
      const tabs = page.locator('.section-tabs a')
      expect(await tabs.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['#anchor1', '#anchor2', '#anchor3', '#anchor4', '#anchor6', '#anchor7'])
      await expect(marked(page)).toHaveCount(0)

      // Following a tab scrolls its section below the sticky bars and marks it.
      await tabs.nth(2).click()
      await expect(marked(page)).toHaveAttribute('href', '#anchor3')
      await expect.poll(() => topOf(page, 'anchor3')).toBeCloseTo(await landingLine(page), -1)
      await expect(page).toHaveURL(/#anchor3$/)
      // The tab's smooth scroll ends before the wheel turns: under load its last frames could land after the
      // wheel's scroll and carry the page back to anchor 3 (1 CI run of 27 November).
      await scrollSettled(page)

      // Scrolling by wheel moves the mark with the sections.
      const historyTop = await page.evaluate(() => document.getElementById('anchor6')!.getBoundingClientRect().top + scrollY)
      await page.mouse.move(640, 500)
      await page.mouse.wheel(0, historyTop - (await page.evaluate(() => scrollY)) - 150)
      await expect(marked(page)).toHaveAttribute('href', '#anchor6')
      await page.mouse.wheel(0, -2500)
      await expect(marked(page)).not.toHaveAttribute('href', '#anchor6')
    })

    // Home is pressed once the page has come to rest at the bottom. Pressed in the last frames of End's smooth
    // scroll (the page already within 2 px of the bottom), Chromium under load sometimes dropped it: 1 of 6
    // repeats beside another suite, the intermittent of 2 of 5 CI runs on 25 November; 0 of 20 with the wait.
    test('End and Home go to the bottom and the top, and the mark follows', async ({ page }) => {
      await openAbout(page, `${prefix}/AccessHcs`)
      const tabs = page.locator('.section-tabs a')
      await tabs.nth(2).click()
      await expect(marked(page)).toHaveAttribute('href', '#anchor3')
      // As in the test above: the tab's smooth scroll comes to rest before End, which it could otherwise undo.
      await scrollSettled(page)
      // The page's scroll position is part of what is polled, so that a failure shows where the page stood.
      await page.keyboard.press('End')
      await expect.poll(() => markAndPlace(page)).toEqual({ marked: '#anchor7', place: 'bottom' })
      await scrollSettled(page)
      // Pressed again while the page has not moved: Chromium under load still drops a Home now and then (1 of the
      // CI runs of 27 November, after the wait); at the top a second Home does nothing.
      await expect(async () => {
        await page.keyboard.press('Home')
        await expect.poll(() => markAndPlace(page), { timeout: 3000 }).toEqual({ marked: null, place: 'top' })
      }).toPass({ timeout: 15_000 })
    })

    test('the bar stays in view on a long page and works from the keyboard', async ({ page }) => {
      await openAbout(page, `${prefix}/AccessHcs`)
      await page.mouse.wheel(0, 4000)
      await scrollSettled(page)
      const bar = page.locator('.section-tabs')
      await expect.poll(async () => (await bar.boundingBox())?.y).toBeCloseTo(await page.evaluate(() => document.querySelector('.site-header')!.getBoundingClientRect().bottom), -1)
      await page.locator('.section-tabs a[href="#anchor7"]').focus()
      await page.keyboard.press('Enter')
      await expect(marked(page)).toHaveAttribute('href', '#anchor7')
      await expect.poll(() => topOf(page, 'anchor7')).toBeLessThan(800)

      // Going back up by keyboard, no focused link hides under the sticky header and bar.
      const barBottom = (await bar.boundingBox())!.y + (await bar.boundingBox())!.height
      await page.locator('#anchor6 .timeline__year').last().focus()
      for (let step = 0; step < 12; step++) {
        await page.keyboard.press('Shift+Tab')
        await scrollSettled(page)
        const top = await page.evaluate(() => document.activeElement!.getBoundingClientRect().top)
        expect(top, `step ${step}`).toBeGreaterThanOrEqual(barBottom - 1)
      }
    })

    test('?id=anchor6 lands on the history section; ?id=anchor5 on the global strategy, inside the references; an unknown id is ignored', async ({ page }) => {
      await openAbout(page, `${prefix}/AccessHcs?id=anchor6`)
      await expect(marked(page)).toHaveAttribute('href', '#anchor6')
      await expect.poll(() => topOf(page, 'anchor6')).toBeCloseTo(await landingLine(page), -1)
      await expect(page.locator('#anchor6 h2')).toBeInViewport()

      await openAbout(page, `${prefix}/AccessHcs?id=anchor5`)
      await expect(marked(page)).toHaveAttribute('href', '#anchor4')
      await expect.poll(() => topOf(page, 'anchor5')).toBeCloseTo(await landingLine(page), -1)

      for (const id of ['anchor9', 'footer', 'main']) {
        await openAbout(page, `${prefix}/AccessHcs?id=${id}`)
        expect(await page.evaluate(() => scrollY)).toBe(0)
        await expect(marked(page)).toHaveCount(0)
      }
    })

    test("the header's company links land on their sections", async ({ page }) => {
      await openAbout(page, `${prefix}/AccessHcs`)
      const hrefs = await page.locator('.site-header a[href*="AccessHcs?id="]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))])
      expect(hrefs.length).toBeGreaterThanOrEqual(3)
      for (const href of hrefs) {
        const id = new URL(href, 'http://x').searchParams.get('id')!
        await openAbout(page, href)
        await expect.poll(() => topOf(page, id), { message: href }).toBeCloseTo(await landingLine(page), -1)
      }
    })

    test('hovering or focusing a certificate group shows its images; an image opens larger in a dialog that Escape closes', async ({ page }) => {
      await openAbout(page, `${prefix}/AccessHcs?id=anchor3`)
      const certs = page.locator('.certs[data-enhanced]')
      await expect(certs).toBeAttached()
      const shown = () => certs.locator('.certs__panel:visible')
      await expect(shown()).toHaveAttribute('id', 'certs-patents')
      await expect(shown().locator('img')).toHaveCount(4)

      await page.locator('#certs-tab-honors').hover()
      await expect(shown()).toHaveAttribute('id', 'certs-honors')
      await expect(page.locator('#certs-tab-honors')).toHaveAttribute('aria-selected', 'true')

      await page.locator('#certs-tab-certifications').focus()
      await expect(shown()).toHaveAttribute('id', 'certs-certifications')
      await page.keyboard.press('ArrowRight')
      await expect(page.locator('#certs-tab-honors')).toBeFocused()
      await expect(shown()).toHaveAttribute('id', 'certs-honors')

      // Into the panel by keyboard, and the first picture opens the dialog.
      const first = shown().locator('a.zoomable').first()
      await first.focus()
      await page.keyboard.press('Enter')
      const dialog = page.locator('dialog[data-lightbox]')
      await expect(dialog).toBeVisible()
      await expect(dialog.locator('img')).toHaveAttribute('src', (await first.getAttribute('href'))!)
      await expect(dialog.locator('figcaption')).toHaveText((await first.getAttribute('data-caption'))!)
      await expect(dialog.locator('button')).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(first).toBeFocused()

      // The close button and a click beside the picture close it too.
      await first.click()
      await dialog.locator('button').click()
      await expect(dialog).toBeHidden()
      await first.click()
      await page.mouse.click(10, 400)
      await expect(dialog).toBeHidden()
    })

    test('every history entry from 1997 to 2024 is in the HTML with its year, title and text', async ({ request }) => {
      const html = await (await request.get(`${prefix}/AccessHcs`)).text()
      const years = [...html.matchAll(/class="timeline__entry-year">(\d{4})</g)].map((m) => m[1])
      expect(years[0]).toBe('1997')
      expect(years.at(-1)).toBe('2024')
      expect(years.length).toBeGreaterThanOrEqual(10)
      expect([...html.matchAll(/class="timeline__text">[^<]+</g)]).toHaveLength(years.length)
    })

    test('the timeline plays by itself, pauses while the pointer is over it, and previous/next move by one entry naming the neighbouring years', async ({ page }) => {
      // The page's timers run on a clock the test moves: an interval passes at once, not in real seconds.
      await page.clock.install()
      await openAbout(page, `${prefix}/AccessHcs?id=anchor6`)
      const timeline = page.locator('.timeline[data-ready]')
      await expect(timeline).toHaveAttribute('data-playing', '')
      const interval = Number(await timeline.getAttribute('data-autoplay-ms'))
      const active = () => timeline.locator('.timeline__year[aria-current="true"]')
      await page.mouse.move(5, 5)
      await expect(active()).toHaveText('1997')
      await playsOn(page, active, '2001', interval)

      // Over the timeline it stays put for well over its interval.
      await timeline.locator('.carousel__track').hover()
      await page.clock.runFor(interval * 2)
      await expect(active()).toHaveText('2001')

      // Previous and next: one entry at a time, labelled with the years they lead to.
      await timeline.locator('.timeline__year', { hasText: '2009' }).click()
      await expect(active()).toHaveText('2009')
      const prev = timeline.locator('[data-carousel-prev]')
      const next = timeline.locator('[data-carousel-next]')
      await expect(prev).toContainText('2006')
      await expect(next).toContainText('2012')
      await expect(next).toHaveAccessibleName(/2012/)
      await next.click()
      await expect(active()).toHaveText('2012')
      await expect(prev).toContainText('2009')
      // Two quick presses move two entries, even when the end of the scroll the first one cut short comes
      // between them (as it does on a busy machine).
      await prev.click()
      await timeline.locator('.carousel__track').dispatchEvent('scrollend')
      await prev.click()
      await expect(active()).toHaveText('2006')
      await expect.poll(() => slideAtStart(timeline, '.timeline__entry-year')).toBe('2006')
    })

    test('focus in the timeline pauses it, and its button stops and restarts it', async ({ page }) => {
      await page.clock.install()
      await openAbout(page, `${prefix}/AccessHcs?id=anchor6`)
      const timeline = page.locator('.timeline[data-ready]')
      await expect(timeline).toHaveAttribute('data-playing', '')
      const active = () => timeline.locator('.timeline__year[aria-current="true"]')
      const interval = Number(await timeline.getAttribute('data-autoplay-ms'))
      await page.mouse.move(5, 5)

      await timeline.locator('.timeline__year').first().focus()
      await page.clock.runFor(interval * 2)
      await expect(active()).toHaveText('1997')

      const toggle = timeline.locator('[data-autoplay-toggle]')
      await toggle.focus()
      await page.keyboard.press('Enter')
      await expect(timeline).not.toHaveAttribute('data-playing')
      await expect(toggle).toHaveAccessibleName(/.+/)
      await page.locator('body').click({ position: { x: 5, y: 5 } })
      await page.clock.runFor(interval * 2)
      await expect(active()).toHaveText('1997')
      await toggle.click()
      await page.mouse.move(5, 5)
      await expect(timeline).toHaveAttribute('data-playing', '')
      await playsOn(page, active, '2001', interval)
    })
  })
}

test.describe('About page under reduced motion', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' })

  test('the timeline does not play by itself', async ({ page }) => {
    await page.clock.install()
    await openAbout(page, '/en/AccessHcs?id=anchor6')
    const timeline = page.locator('.timeline[data-ready]')
    await expect(timeline).toBeAttached()
    await expect(timeline).not.toHaveAttribute('data-playing')
    await page.mouse.move(5, 5)
    await page.clock.runFor(Number(await timeline.getAttribute('data-autoplay-ms')) * 2)
    await expect(timeline.locator('.timeline__year[aria-current="true"]')).toHaveText('1997')
  })
})

test.describe('About page on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

  test('the tab bar scrolls sideways to keep the marked tab in view', async ({ page }) => {
    await openAbout(page, '/en/AccessHcs?id=anchor7')
    const tab = marked(page)
    await expect(tab).toHaveAttribute('href', '#anchor7')
    await expect(tab).toBeInViewport({ ratio: 1 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })

  test('back at the top of the page, the bar shows its first tab again', async ({ page }) => {
    await openAbout(page, '/en/AccessHcs?id=anchor7')
    const bar = page.locator('.section-tabs__list')
    await expect.poll(() => bar.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    // The visitor scrolls back up by themselves (a wheel here; a swipe on a phone).
    await page.mouse.move(180, 400)
    await page.mouse.wheel(0, -100_000)
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
    await expect(marked(page)).toHaveCount(0)
    await expect.poll(() => bar.evaluate((el) => el.scrollLeft)).toBe(0)
    await expect(page.locator('.section-tabs a').first()).toBeInViewport({ ratio: 1 })
  })
})

test.describe('About page without JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false })

  test('a group tab shows its pictures, a year shows its entry, and a picture is a link to its file', async ({ page }) => {
    await page.goto('/en/AccessHcs')
    const shown = () => page.locator('.certs__panel:visible')
    await expect(shown()).toHaveAttribute('id', 'certs-patents')
    await page.locator('#certs-tab-honors').click()
    await expect(shown()).toHaveAttribute('id', 'certs-honors')
    await expect(shown().locator('a.zoomable').first()).toHaveAttribute('href', /^\/img\/certificates\/honors-1\.webp$/)

    const entry = page.locator('#history-2016')
    await expect(entry).not.toBeInViewport()
    await page.locator('.timeline__year', { hasText: '2016' }).click()
    await expect(entry).toBeInViewport({ ratio: 0.9 })
  })
})
