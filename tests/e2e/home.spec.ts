import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * The home page in Chromium (spec §2 Home, §9): banners with their indicators and video, the concept,
 * product and news carousels, the solution cards, the partner tabs and logos per view, in both languages,
 * on touch, mouse and keyboard. The fixture fails any test with a console error or a CSP violation.
 */

// Each test loads the whole home page (and some several times): room for a slow, busy machine.
test.describe.configure({ timeout: 60_000 })

const LANGS = [
  { lang: 'zh-CN', path: '/', prefix: '' },
  { lang: 'en', path: '/en/', prefix: '/en' },
] as const

/** Until the banners' and the partner tabs' scripts have started, hovering and clicking do nothing: wait for them. */
async function openHome(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.locator('.banners[data-ready]')).toBeAttached({ timeout: 20_000 })
  await expect(page.locator('.partners[data-enhanced]')).toBeAttached()
}

/** A carousel's buttons start working when it comes near the viewport: bring it there and wait for it. */
async function carouselReady(track: Locator): Promise<void> {
  await track.scrollIntoViewIfNeeded()
  await expect(track.locator('xpath=ancestor::*[@data-carousel][1]')).toHaveAttribute('data-ready', '')
}

/** How many of `items` lie wholly inside `frame` (the slides or logos a visitor sees at once). */
async function countInside(frame: Locator, items: Locator): Promise<number> {
  const box = await frame.boundingBox()
  if (!box) return 0
  const boxes = await items.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect()
      return { x: r.x, y: r.y, width: r.width, height: r.height, shown: el.checkVisibility() }
    }),
  )
  return boxes.filter((b) => b.shown && b.width > 0 && b.x >= box.x - 1 && b.x + b.width <= box.x + box.width + 1 && b.y >= box.y - 1 && b.y + b.height <= box.y + box.height + 1).length
}

/** The index of the banner slide showing in the carousel's window. */
async function shownBanner(page: Page): Promise<number> {
  return page.evaluate(() => {
    const frame = document.querySelector('.banners__frame')!.getBoundingClientRect()
    const slides = [...document.querySelectorAll('#banners-track .banner')]
    return slides.findIndex((s) => Math.abs(s.getBoundingClientRect().top - frame.top) < 2)
  })
}

const current = (page: Page) => page.locator('.banners__indicator[aria-current="true"]')

for (const { lang, path, prefix } of LANGS) {
  test.describe(`home page (${lang})`, () => {
    test.use({ viewport: { width: 1440, height: 900 } })

    test('the sections come in order and the first banner picture is the high-priority LCP', async ({ page }) => {
      await openHome(page, path)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      const ids = await page.locator('main section[id]').evaluateAll((els) => els.map((el) => el.id))
      expect(ids).toEqual(['banners', 'concepts', 'products', 'solutions', 'partners', 'news'])
      const lcp = page.locator('#banners .banner').first().locator('img')
      await expect(lcp).toHaveAttribute('fetchpriority', 'high')
      await expect(lcp).toHaveAttribute('width', /\d+/)
      await expect(lcp).toHaveAttribute('height', /\d+/)
      expect(await lcp.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      // One preload per shape of the picture; the one for this window's shape offers the file the picture chose.
      const preloaded = await page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]').evaluateAll((links) =>
        links.filter((link) => !link.getAttribute('media') || matchMedia(link.getAttribute('media')!).matches).map((link) => link.getAttribute('imagesrcset')!),
      )
      expect(preloaded).toHaveLength(1)
      const chosen = await lcp.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)
      expect(preloaded[0]!.split(', ').map((candidate) => candidate.split(' ')[0])).toContain(chosen)
    })

    test('hovering an indicator reveals its banner; the active index follows indicators and the carousel', async ({ page }) => {
      await openHome(page, path)
      const indicators = page.locator('.banners__indicator')
      await expect(indicators).toHaveCount(4)
      await expect(indicators.nth(0)).toHaveAttribute('aria-current', 'true')

      await indicators.nth(2).hover()
      await expect(indicators.nth(2)).toHaveAttribute('aria-current', 'true')
      await expect(current(page)).toHaveCount(1)
      await expect.poll(() => shownBanner(page)).toBe(2)

      // Click (what touch does) and focus (what the keyboard does) reveal too; the link does not navigate.
      await indicators.nth(3).click()
      await expect(indicators.nth(3)).toHaveAttribute('aria-current', 'true')
      await expect.poll(() => shownBanner(page)).toBe(3)
      expect(new URL(page.url()).hash).toBe('')
      await indicators.nth(1).focus()
      await expect(indicators.nth(1)).toHaveAttribute('aria-current', 'true')
      await expect.poll(() => shownBanner(page)).toBe(1)

      // The previous/next buttons move the carousel, and the indicators follow it.
      await page.mouse.move(10, 10)
      await page.locator('#banners [data-carousel-next]').click()
      await expect(indicators.nth(2)).toHaveAttribute('aria-current', 'true')
      await expect.poll(() => shownBanner(page)).toBe(2)
      await page.locator('#banners [data-carousel-prev]').click()
      await expect(indicators.nth(1)).toHaveAttribute('aria-current', 'true')

      // Arrow keys move between the indicators, and the banner with them.
      await indicators.nth(1).focus()
      await page.keyboard.press('ArrowDown')
      await expect(indicators.nth(2)).toBeFocused()
      await expect(indicators.nth(2)).toHaveAttribute('aria-current', 'true')
    })

    test('a pointer resting still never switches banners, even when the indicators move under it', async ({ page }) => {
      await openHome(page, path)
      const indicators = page.locator('.banners__indicator')
      await indicators.nth(1).hover()
      await expect(indicators.nth(1)).toHaveAttribute('aria-current', 'true')
      // The rail moves down by one indicator's pitch, so that the resting pointer is now over the first one.
      const pitch = await indicators.evaluateAll(([a, b]) => b!.getBoundingClientRect().top - a!.getBoundingClientRect().top)
      await page.locator('.banners__indicators').evaluate((list, pitch) => (list.style.translate = `0 ${pitch}px`), pitch)
      await expect.poll(() => indicators.nth(0).evaluate((el) => el.matches(':hover'))).toBe(true)
      await expect(indicators.nth(1)).toHaveAttribute('aria-current', 'true')
      // Moving on it reveals it.
      const box = (await indicators.nth(0).boundingBox())!
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 2)
      await expect(indicators.nth(0)).toHaveAttribute('aria-current', 'true')
    })

    test('the video banner has its poster, a full screen button and its tool links', async ({ page }) => {
      await openHome(page, path)
      const slide = page.locator('#banners .banner', { has: page.locator('video') })
      await expect(slide).toHaveCount(1)
      const index = await slide.evaluate((el) => [...el.parentElement!.children].indexOf(el))
      await page.locator('.banners__indicator').nth(index).click()
      await expect(slide).not.toHaveAttribute('inert')

      const video = slide.locator('video')
      await expect(video).toHaveAttribute('poster', /\.(webp|jpg|png|svg)$/)
      await expect(video).toHaveAttribute('preload', 'none')
      const fullscreen = slide.locator('.banner__fullscreen')
      await expect(fullscreen).toBeVisible()
      await expect(fullscreen).toHaveAccessibleName(lang === 'en' ? 'Watch the video full screen' : '全屏观看视频')
      await fullscreen.click()
      await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName)).toBe('VIDEO')
      await page.evaluate(() => document.exitFullscreen())
      await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull()

      const tools = slide.locator('a.banner__tool')
      await expect(tools).toHaveCount(2)
      await expect(tools.nth(0)).toHaveAttribute('href', `${prefix}/pdf/Corporate_Brochure`)
      await expect(tools.nth(0)).not.toHaveAttribute('target', /./)
      await expect(tools.nth(1)).toHaveAttribute('target', '_blank')
      await expect(tools.nth(1)).toHaveAttribute('rel', 'noopener')
    })

    test('concept, product, solution and news links point where spec §2 says, in this language', async ({ page }) => {
      await openHome(page, path)
      const hrefs = (selector: string) => page.locator(selector).evaluateAll((els) => els.map((el) => el.getAttribute('href')))
      expect(await hrefs('#concepts .card h3 a')).toEqual(['anchor2', 'anchor3', 'anchor4'].map((a) => `${prefix}/concepts/?id=${a}`))
      expect(await hrefs('#products a.home-section__more')).toEqual([`${prefix}/product`])
      for (const href of await hrefs('#products .card h3 a')) expect(href).toMatch(new RegExp(`^${prefix}/productCategory/\\w+/\\?id=`))
      const solutions = await hrefs('#solutions .card h3 a')
      expect(solutions).toHaveLength(5)
      for (const href of solutions) expect(href).toMatch(new RegExp(`^${prefix}/SolutionCategory/\\w+/$`))
      expect(await hrefs('#news a.home-section__more')).toEqual([`${prefix}/industryTrends/`])
      const news = await hrefs('#news .news-card h3 a')
      expect(news).toHaveLength(8)
      for (const href of news) expect(href).toMatch(new RegExp(`^${prefix}/newDetail/\\w+/\\d{19}$`))

      // The links lead to pages that exist.
      for (const href of [solutions[0]!, news[0]!, `${prefix}/concepts/?id=anchor2`, `${prefix}/product`]) {
        expect((await page.request.get(href)).status(), href).toBe(200)
      }
      // A card is one link: clicking anywhere on it opens its page.
      await page.locator('#solutions .card').first().click({ position: { x: 20, y: 20 } })
      await expect(page).toHaveURL(new RegExp(`${prefix}/SolutionCategory/\\w+/$`))
    })

    test('partner tabs: the first is active, a click shows that category, the arrow keys move between tabs', async ({ page }) => {
      await openHome(page, path)
      const tabs = page.locator('#partners [role="tab"]')
      await expect(tabs).toHaveCount(6)
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
      const panels = page.locator('#partners [role="tabpanel"]')
      await expect(panels.nth(0)).toBeVisible()
      await expect(panels.nth(2)).toBeHidden()

      await tabs.nth(2).click()
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false')
      await expect(panels.nth(2)).toBeVisible()
      await expect(panels.nth(0)).toBeHidden()
      const id = await tabs.nth(2).getAttribute('aria-controls')
      await expect(page.locator(`#${id}`)).toBeVisible()
      await expect(page.locator(`#${id} .partners__grid > img`).first()).toBeVisible()
      expect(new URL(page.url()).hash).toBe('')

      await tabs.nth(2).focus()
      await page.keyboard.press('ArrowRight')
      await expect(tabs.nth(3)).toBeFocused()
      await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true')
      await expect(panels.nth(3)).toBeVisible()
      await page.keyboard.press('Home')
      await expect(tabs.nth(0)).toBeFocused()
      await page.keyboard.press('ArrowLeft')
      await expect(tabs.nth(5)).toBeFocused()
      await expect(tabs.nth(5)).toHaveAttribute('aria-selected', 'true')
      // Only the selected tab is in the tab order.
      await expect(tabs.nth(5)).toHaveAttribute('tabindex', '0')
      await expect(tabs.nth(0)).toHaveAttribute('tabindex', '-1')
    })

    test('partner tabs: the one pair of buttons under the panels pages the panel shown, from its own start', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 })
      await openHome(page, path)
      const tabs = page.locator('#partners [role="tab"]')
      const prev = page.locator('#partners [data-carousel-prev]')
      const next = page.locator('#partners [data-carousel-next]')
      await expect(prev).toHaveCount(1)
      await expect(next).toHaveCount(1)
      const track = (n: number) => page.locator('#partners [role="tabpanel"]').nth(n).locator('.carousel__track')
      const first = track(0)
      await first.scrollIntoViewIfNeeded()
      await expect(next).toBeEnabled()
      await next.click()
      await expect.poll(() => first.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)

      await tabs.nth(2).click()
      const third = track(2)
      await expect(next).toHaveAttribute('aria-controls', (await third.getAttribute('id'))!)
      await expect(prev).toHaveAttribute('aria-controls', (await third.getAttribute('id'))!)
      // The third panel stands at its start: back is disabled until next moves it.
      await expect(prev).toBeDisabled()
      await next.click()
      await expect.poll(() => third.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
      await expect(prev).toBeEnabled()

      // Back on the first tab, the pair moves that panel again.
      await tabs.nth(0).click()
      await expect(next).toHaveAttribute('aria-controls', (await first.getAttribute('id'))!)
      const firstAt = await first.evaluate((el) => el.scrollLeft)
      await next.click()
      await expect.poll(() => first.evaluate((el) => el.scrollLeft)).toBeGreaterThan(firstAt)
    })

    test('the carousel buttons move the carousels and the keyboard reaches them, with a visible focus', async ({ page }) => {
      await openHome(page, path)
      const products = page.locator('#products')
      await carouselReady(products.locator('.carousel__track'))
      const next = products.locator('[data-carousel-next]')
      const prev = products.locator('[data-carousel-prev]')
      await expect(prev).toBeDisabled()
      await expect(next).toBeEnabled()
      await expect(next).toHaveAccessibleName(lang === 'en' ? 'Next products' : '下一组产品')
      const firstSlide = products.locator('.carousel__slide').first()
      await next.click()
      await expect.poll(async () => (await firstSlide.boundingBox())!.x).toBeLessThan((await products.locator('.carousel__track').boundingBox())!.x)
      await expect(prev).toBeEnabled()
      await prev.click()
      await expect(prev).toBeDisabled()

      // Keyboard: the header's "all products" link, then the buttons, then the slides; the arrow keys move them.
      await products.locator('a.home-section__more').focus()
      await page.keyboard.press('Tab')
      await expect(next).toBeFocused()
      await page.keyboard.press('Tab')
      const focused = page.locator(':focus')
      expect(await focused.evaluate((el) => el.matches('.card h3 a'))).toBe(true)
      const outline = await focused.evaluate((el) => getComputedStyle(el.closest('.card')!).outlineStyle)
      expect(outline).not.toBe('none')
      await page.keyboard.press('ArrowRight')
      await expect(prev).toBeEnabled()

      await prev.focus()
      await page.keyboard.press('Tab')
      await expect(next).toBeFocused()
      expect(await next.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none')
      await page.keyboard.press('Enter')
      await expect(prev).toBeEnabled()
    })
  })
}

const VIEWPORTS = [
  { width: 1440, height: 900, logos: 24, products: 4, news: 4, concepts: 3 },
  { width: 900, height: 900, logos: 12, products: 3, news: 3, concepts: 2 },
  { width: 375, height: 740, logos: 6, products: 1, news: 2, concepts: 1 },
] as const

for (const { lang, path } of LANGS) {
  for (const view of VIEWPORTS) {
    test.describe(`home page (${lang}) at ${view.width} px`, () => {
      test.use({ viewport: { width: view.width, height: view.height } })

      test(`shows ${view.logos} partner logos per view and the slides per view of spec §9`, async ({ page }) => {
        await openHome(page, path)
        const panel = page.locator('#partners [role="tabpanel"]:visible')
        const track = panel.locator('.carousel__track')
        await carouselReady(track)
        const logos = panel.locator('.partners__grid > img')
        await expect.poll(() => countInside(track, logos)).toBe(view.logos)
        // Paging moves by a whole view: the next view starts with the logo after the last one shown.
        const firstHidden = logos.nth(view.logos)
        await page.locator('#partners [data-carousel-next]').click()
        await expect.poll(() => countInside(track, firstHidden)).toBe(1)

        for (const [id, expected] of [
          ['products', view.products],
          ['news', view.news],
          ['concepts', view.concepts],
        ] as const) {
          const track = page.locator(`#${id}-track`)
          // The server's layout already shows them; it stays the same once the buttons run.
          await track.scrollIntoViewIfNeeded()
          expect(await countInside(track, track.locator('.carousel__slide')), id).toBe(expected)
          await carouselReady(track)
          expect(await countInside(track, track.locator('.carousel__slide')), id).toBe(expected)
        }
      })

      test('nothing moves when the scripts start (CLS 0)', async ({ page }) => {
        await page.addInitScript(() => {
          const w = window as unknown as { __cls: number }
          w.__cls = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) w.__cls += entry.value
            }
          }).observe({ type: 'layout-shift', buffered: true })
        })
        await openHome(page, path)
        await page.waitForLoadState('networkidle')
        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
        expect(cls).toBe(0)
      })
    })
  }
}

test.describe('the banners from the keyboard: Tab reaches the shown banner’s controls', () => {
  for (const { lang, path } of LANGS) {
    for (const [width, height] of [
      [1440, 900],
      [375, 740],
    ] as const) {
      test.describe(`${lang} at ${width} px`, () => {
        test.use({ viewport: { width, height } })

        /** Focuses the shown banner's indicator and chooses the video banner with the arrow keys. */
        async function chooseVideo(page: Page): Promise<Locator> {
          await openHome(page, path)
          const slide = page.locator('#banners .banner', { has: page.locator('video') })
          const index = await slide.evaluate((el) => [...el.parentElement!.children].indexOf(el))
          expect(index).toBeGreaterThan(0)
          const indicators = page.locator('.banners__indicator')
          await current(page).focus()
          for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown')
          await expect(indicators.nth(index)).toBeFocused()
          await expect(indicators.nth(index)).toHaveAttribute('aria-current', 'true')
          return slide
        }

        test('after choosing the video banner, Tab goes on to its play, full screen and link buttons', async ({ page }) => {
          const slide = await chooseVideo(page)
          const indicator = page.locator('.banners__indicator[aria-current="true"]')
          const play = slide.locator('.banner__play')
          // The indicators are one Tab stop; then come the previous and next buttons, then the banner.
          for (let presses = 0; presses < 4 && !(await play.evaluate((el) => el === document.activeElement)); presses++) {
            await page.keyboard.press('Tab')
            await expect(indicator, 'Tab shows no other banner').toHaveAttribute('aria-current', 'true')
          }
          await expect(play).toBeFocused()
          await page.keyboard.press('Tab')
          await expect(slide.locator('.banner__fullscreen')).toBeFocused()
          await page.keyboard.press('Tab')
          await expect(slide.locator('a.banner__tool').nth(0)).toBeFocused()
          await page.keyboard.press('Tab')
          await expect(slide.locator('a.banner__tool').nth(1)).toBeFocused()
          // Back to the full screen button, which works from the keyboard.
          await page.keyboard.press('Shift+Tab')
          await page.keyboard.press('Shift+Tab')
          await expect(slide.locator('.banner__fullscreen')).toBeFocused()
          await page.keyboard.press('Enter')
          await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName)).toBe('VIDEO')
          await page.evaluate(() => document.exitFullscreen())
        })

        test('Enter on an indicator moves focus to its banner, and Tab to the banner’s first control', async ({ page }) => {
          const slide = await chooseVideo(page)
          await page.keyboard.press('Enter')
          await expect(slide).toBeFocused()
          expect(new URL(page.url()).hash).toBe('')
          await page.keyboard.press('Tab')
          await expect(slide.locator('.banner__play')).toBeFocused()
        })
      })
    }
  }
})

test.describe('home page with reduced motion', () => {
  test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' })

  test('carousels move without animation', async ({ page }) => {
    await openHome(page, '/en/')
    const track = page.locator('#products-track')
    await carouselReady(track)
    // An instant scroll has moved by the time the click returns; a smooth one would still be at the start.
    const movedAtOnce = await track.evaluate((el) => {
      document.querySelector<HTMLButtonElement>('#products [data-carousel-next]')!.click()
      return el.scrollLeft
    })
    expect(movedAtOnce).toBeGreaterThan(0)
    await page.locator('.banners__indicator').nth(2).hover()
    expect(await page.locator('#banners-track').evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s')
    await expect.poll(() => shownBanner(page)).toBe(2)
  })
})

test.describe('home page on a touch screen', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

  test('a tap on an indicator reveals its banner; a swipe moves the products', async ({ page }) => {
    await openHome(page, '/')
    await page.locator('.banners__indicator').nth(1).tap()
    await expect(page.locator('.banners__indicator').nth(1)).toHaveAttribute('aria-current', 'true')
    await expect.poll(() => shownBanner(page)).toBe(1)

    const track = page.locator('#products-track')
    await carouselReady(track)
    const box = (await track.boundingBox())!
    const y = box.y + box.height / 3
    const cdp = await page.context().newCDPSession(page)
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] })
    await touch('touchStart', box.x + box.width * 0.8)
    for (let step = 1; step <= 8; step++) await touch('touchMove', box.x + box.width * (0.8 - step * 0.08))
    await touch('touchEnd', box.x + box.width * 0.1)
    await expect(page.locator('#products [data-carousel-prev]')).toBeEnabled()
  })
})

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } })

  test('every section is there; a partner tab still shows its logos', async ({ page }) => {
    await page.goto('/en/')
    for (const id of ['banners', 'concepts', 'products', 'solutions', 'partners', 'news']) await expect(page.locator(`#${id}`)).toBeVisible()
    await expect(page.locator('#banners .banner__title').first()).toBeVisible()
    const tab = page.locator('#partners [role="tab"]').nth(3)
    await tab.click()
    const panel = page.locator(`#${await tab.getAttribute('aria-controls')}`)
    await expect(panel).toBeVisible()
    await expect(page.locator('#partners [role="tabpanel"]').first()).toBeHidden()
  })
})
