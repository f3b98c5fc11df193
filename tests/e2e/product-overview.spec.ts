import type { Page } from '@playwright/test'
import { cutStream } from './cut-stream.ts'
import { expect, test } from './fixtures.ts'
import { settled, shifts, watchShifts } from './layout-shifts.ts'

/**
 * The product overview in Chromium (spec §2 Product overview, §9): the CSS ring turns once in 30 s, pauses
 * and raises an item under the pointer or focus, stands still for reduced motion, and every product link on
 * the page (ring, category list, header menu) lands on its product. Nothing in it moves while it streams in,
 * wherever the network cuts its markup.
 */

test.describe.configure({ timeout: 90_000 })

const LANGS = [
  { lang: 'zh-CN', prefix: '' },
  { lang: 'en', prefix: '/en' },
] as const

/** The ring's and an item's animation state. */
function ringState(page: Page) {
  return page.evaluate(() => {
    const track = getComputedStyle(document.querySelector('.ring__track')!)
    const item = getComputedStyle(document.querySelector('.ring__item')!)
    return {
      trackName: track.animationName,
      trackDuration: track.animationDuration,
      trackIterations: track.animationIterationCount,
      trackState: track.animationPlayState,
      itemDuration: item.animationDuration,
      itemDirection: item.animationDirection,
      itemState: item.animationPlayState,
    }
  })
}

/** Whether the track's turning animation stays at the same point over several frames (it is paused). */
const trackStandsStill = (page: Page) =>
  page.evaluate(async () => {
    const [turn] = document.querySelector('.ring__track')!.getAnimations()
    const start = turn!.currentTime
    for (let i = 0; i < 5; i++) await new Promise(requestAnimationFrame)
    return turn!.currentTime === start
  })

for (const { lang, prefix } of LANGS) {
  test.describe(`product overview (${lang})`, () => {
    test.use({ viewport: { width: 1440, height: 900 } })

    test('the ring turns once in 30 s, items turning back to stay upright, evenly placed', async ({ page }) => {
      await page.goto(`${prefix}/product`)
      expect(await ringState(page)).toMatchObject({
        trackDuration: '30s',
        trackIterations: 'infinite',
        trackState: 'running',
        itemDuration: '30s',
        itemDirection: 'reverse',
        itemState: 'running',
      })
      // Evenly placed: the items' centres lie on one circle, one step of 360°/n apart.
      const geometry = await page.evaluate(() => {
        document.querySelectorAll<HTMLElement>('.ring__track, .ring__item').forEach((el) => (el.style.animationPlayState = 'paused'))
        const ring = document.querySelector('.ring')!.getBoundingClientRect()
        const cx = ring.x + ring.width / 2
        const cy = ring.y + ring.height / 2
        return [...document.querySelectorAll('.ring__slot')].map((slot) => {
          const r = slot.getBoundingClientRect()
          const x = r.x + r.width / 2 - cx
          const y = r.y + r.height / 2 - cy
          return { radius: Math.hypot(x, y), angle: (Math.atan2(y, x) * 180) / Math.PI }
        })
      })
      const step = 360 / geometry.length
      for (const [i, slot] of geometry.entries()) {
        expect(Math.abs(slot.radius - geometry[0]!.radius)).toBeLessThan(2)
        const apart = (((slot.angle - geometry[0]!.angle) % 360) + 360) % 360
        expect(Math.abs(apart - i * step)).toBeLessThan(1)
      }
      // On the orbit, a dashed circle of the ring's own that stays still: drawn on the turning track, the
      // whole ring would be redrawn turned every frame.
      const orbit = await page.evaluate(() => {
        const circle = getComputedStyle(document.querySelector('.ring')!, '::before')
        return { border: circle.borderTopStyle, radius: parseFloat(circle.width) / 2, onTrack: getComputedStyle(document.querySelector('.ring__track')!, '::before').content }
      })
      expect(orbit).toMatchObject({ border: 'dashed', onTrack: 'none' })
      expect(Math.abs(orbit.radius - geometry[0]!.radius)).toBeLessThan(2)
    })

    test('the ring does not move while it arrives in pieces cut inside its texts (CLS 0)', async ({ page, baseURL }) => {
      // Each piece ends halfway through one of the ring's texts: the hub's title and lead, and every name.
      const stream = await cutStream(baseURL!, `${prefix}/product`, (html) =>
        [...html.matchAll(/class="ring__(?:title|lead|name)"[^>]*>/g)].map((tag) => {
          const start = tag.index + tag[0].length
          return start + Math.ceil((html.indexOf('<', start) - start) / 2)
        }),
      )
      try {
        await watchShifts(page)
        await page.goto(stream.url)
        await settled(page)
        expect(await shifts(page)).toEqual([])
      } finally {
        await stream.close()
      }
    })

    test('hovering an item pauses the ring and raises the item; leaving resumes it', async ({ page }) => {
      await page.goto(`${prefix}/product`)
      const item = page.locator('.ring__item').nth(2)
      // The item moves: hover it where it is now, without waiting for it to stand still.
      await item.hover({ force: true })
      await expect.poll(async () => (await ringState(page)).trackState).toBe('paused')
      expect((await ringState(page)).itemState).toBe('paused')
      await expect.poll(() => item.locator('.ring__image').evaluate((img) => getComputedStyle(img).transform)).not.toBe('none')
      expect(await trackStandsStill(page)).toBe(true)
      await page.mouse.move(5, 5)
      await expect.poll(async () => (await ringState(page)).trackState).toBe('running')
    })

    test('focusing an item with the keyboard pauses the ring too', async ({ page }) => {
      await page.goto(`${prefix}/product`)
      await page.locator('.ring__item').first().focus()
      await expect.poll(async () => (await ringState(page)).trackState).toBe('paused')
      await page.keyboard.press('Tab')
      await expect(page.locator('.ring__item').nth(1)).toBeFocused()
      expect((await ringState(page)).trackState).toBe('paused')
    })

    test('every product link on the page (ring, category list, header menu) lands on that product', async ({ page, request }) => {
      await page.goto(`${prefix}/product`)
      const links = await page.locator('a[href*="/productCategory/"][href*="?id="]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))])
      const ring = await page.locator('.ring__item').evaluateAll((as) => as.map((a) => [a.getAttribute('href')!, a.querySelector('.ring__name')!.textContent!]))
      expect(ring.length).toBeGreaterThan(2)
      expect(links.length).toBeGreaterThanOrEqual(ring.length)
      for (const href of links) {
        const res = await request.get(href)
        expect(res.status(), href).toBe(200)
        const html = await res.text()
        expect(html, href).toContain(`data-selected-item="${new URL(href, 'http://x').searchParams.get('id')}"`)
      }
      // The ring's names are the names the product pages show.
      for (const [href, name] of ring) {
        const html = await (await request.get(href!)).text()
        // The heading's text, without the <wbr> and span of its word breaks (src/ui/text/words.ts).
        const heading = /data-selection-heading="">([^]*?)<\/h2>/.exec(html)?.[1]?.replace(/<[^>]*>/g, '')
        expect(heading, href).toBe(name!.replaceAll('&', '&amp;'))
      }
    })

    test('a ring item opens its product page', async ({ page }) => {
      await page.goto(`${prefix}/product`)
      const item = page.locator('.ring__item').nth(1)
      const href = (await item.getAttribute('href'))!
      await item.click({ force: true })
      await page.waitForURL((url) => url.pathname + url.search === href)
      await expect(page.locator('#selected-product')).toHaveAttribute('data-selected-item', new URL(href, 'http://x').searchParams.get('id')!)
    })
  })
}

test.describe('product overview with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the ring stands still', async ({ page }) => {
    await page.goto('/en/product')
    expect((await ringState(page)).trackName).toBe('none')
    expect(await page.locator('.ring__track').evaluate((el) => el.getAnimations().length)).toBe(0)
  })
})

test.describe('product overview on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('each picture of the ring is labelled with its model, no label over another or over a picture', async ({ page }) => {
    await page.goto('/product')
    const items = page.locator('.ring__item')
    await expect(items.first().locator('.ring__image')).toBeVisible()
    const { labels, pictures } = await page.evaluate(() => {
      document.querySelectorAll<HTMLElement>('.ring__track, .ring__item').forEach((el) => (el.style.animationPlayState = 'paused'))
      const box = (el: Element) => {
        const r = el.getBoundingClientRect()
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, text: el.textContent ?? '', shown: getComputedStyle(el).display !== 'none' }
      }
      return { labels: [...document.querySelectorAll('.ring__code')].map(box), pictures: [...document.querySelectorAll('.ring__image')].map(box) }
    })
    // The model each name begins with.
    const names = await page.locator('.ring__name').allTextContents()
    expect(labels).toHaveLength(names.length)
    labels.forEach((label, n) => expect(names[n]!.startsWith(`${label.text} `), `${label.text} / ${names[n]}`).toBe(true))
    type Box = (typeof labels)[number]
    const overlap = (a: Box, b: Box) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1
    labels.forEach((label, n) => {
      expect(label.shown, label.text).toBe(true)
      expect(label.left, label.text).toBeGreaterThanOrEqual(0)
      expect(label.right, label.text).toBeLessThanOrEqual(375)
      expect(labels.filter((other, m) => m !== n && overlap(label, other)).map((other) => other.text), label.text).toEqual([])
      expect(pictures.filter((picture, m) => m !== n && overlap(label, picture)).length, label.text).toBe(0)
    })
  })

  test('the ring fits the screen and keeps turning; the names are in the list below', async ({ page }) => {
    await page.goto('/product')
    const ring = (await page.locator('.ring').boundingBox())!
    expect(ring.x).toBeGreaterThanOrEqual(0)
    expect(ring.x + ring.width).toBeLessThanOrEqual(375)
    // Whatever the angle the ring has turned to (an eighth of a turn at a time), the page never scrolls sideways.
    const widths = await page.evaluate(async () => {
      const animations = [...document.querySelectorAll('.ring__track, .ring__item')].flatMap((el) => el.getAnimations())
      const seen: number[] = []
      for (let eighth = 0; eighth < 8; eighth++) {
        for (const animation of animations) animation.currentTime = eighth * 3750
        await new Promise(requestAnimationFrame)
        seen.push(document.documentElement.scrollWidth)
      }
      return seen
    })
    expect(Math.max(...widths)).toBeLessThanOrEqual(375)
    expect((await ringState(page)).trackDuration).toBe('30s')
    await expect(page.locator('.product-tile').first()).toBeVisible()
  })
})

/**
 * The ring's and the tiles' pictures come from a product's file at half its drawing's width (`-half`, 400 px)
 * where that covers their box, and from the 800 px file on denser screens: Chromium picks by their `sizes`, so
 * those must bound the boxes, or a half file would be drawn enlarged.
 */
for (const { width, scale } of [
  { width: 375, scale: 3 },
  { width: 639, scale: 2 },
  { width: 1440, scale: 1 },
  { width: 1440, scale: 2 },
  { width: 2560, scale: 1 },
]) {
  test.describe(`the product overview's pictures at ${width} px, ${scale}×`, () => {
    test.use({ viewport: { width, height: 900 }, deviceScaleFactor: scale })

    test('each is drawn from a file at least as many pixels wide as its box, the half file where that is enough', async ({ page }) => {
      await page.goto('/en/product')
      // The ring stands still while its boxes are read (a turning box is never stable for Playwright).
      await page.evaluate(() => document.querySelectorAll<HTMLElement>('.ring__track, .ring__item').forEach((el) => (el.style.animationPlayState = 'paused')))
      const pictures = page.locator('.ring__image, .product-tile__image')
      // The tiles load lazily: each is brought into view and waited for.
      for (const picture of await pictures.all()) {
        await picture.scrollIntoViewIfNeeded()
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      }
      const drawn = await pictures.evaluateAll((images: HTMLImageElement[]) =>
        images.map((img) => ({ file: new URL(img.currentSrc).pathname, box: img.getBoundingClientRect().width * devicePixelRatio })),
      )
      expect(drawn.length).toBeGreaterThan(10)
      for (const { file, box } of drawn) {
        const pixels = file.endsWith('-half.webp') ? 400 : 800
        expect(pixels, `${file} for a box of ${box.toFixed(0)} px`).toBeGreaterThanOrEqual(box)
        // Where the half file covers the box, the 800 px file is not fetched.
        if (box <= 400 && scale === 1) expect(file, `a box of ${box.toFixed(0)} px`).toMatch(/-half\.webp$/)
      }
    })
  })
}
