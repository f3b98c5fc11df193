import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * A Chinese heading breaks only between words or after punctuation (src/ui/text/words.ts puts <wbr> there,
 * site.css keeps the rest whole). Where lines break is read from each character's box: a character whose box
 * starts below the middle of the one before starts a new line. No font size or line count is assumed.
 */

const PAGES = ['/', '/product', '/AccessHcs', '/concepts', '/SolutionCategory/biosafety/', '/productCategory/Venturi_valve/', '/industryTrends/', '/newDetail/1/1790000000000120111']
const WIDTHS = [375, 1024, 1440, 2560]
/** Headings, and what reads as one: the home banners' subtitles and the names on cards. */
const TITLES = 'h1, h2, h3, h4, .banner__subtitle, .selection-card__name, .product-tile__name, .case-card__name, .concept-card__title'

/**
 * Every line break inside a Chinese heading (or title: TITLES) of the page that is neither at a <wbr> nor at a space, as
 * "before / after". With `sweep`, each heading is also laid out at eleven widths from the narrowest its words
 * allow (min-content) to its own, so every place a break can fall is tried, whatever the fonts.
 */
function wrongBreaks(page: Page, sweep: boolean): Promise<string[]> {
  return page.evaluate(([sweep, TITLES]) => {
    const HAN = /\p{Script=Han}/u
    const wrong = new Set<string>()
    const check = (heading: HTMLElement) => {
      const chars: { ch: string; top: number; height: number; wbr: boolean; space: boolean }[] = []
      let wbr = false
      let space = false
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element) {
          if (node.localName === 'wbr') wbr = true
          continue
        }
        let offset = 0
        for (const ch of node.nodeValue ?? '') {
          const range = document.createRange()
          range.setStart(node, offset)
          range.setEnd(node, offset + ch.length)
          offset += ch.length
          if (/\s/.test(ch)) {
            space = true
            continue
          }
          const box = [...range.getClientRects()].find((r) => r.width > 0 && r.height > 0)
          if (!box) continue
          chars.push({ ch, top: box.top, height: box.height, wbr, space })
          wbr = false
          space = false
        }
      }
      const text = chars.map((c) => c.ch)
      chars.forEach((c, i) => {
        const before = chars[i - 1]
        if (!before || c.top <= before.top + before.height / 2 || c.wbr || c.space) return
        // Latin letters and digits break by their own rules (after a hyphen); Han text only where the page says.
        if (!HAN.test(before.ch) && !HAN.test(c.ch) && /[\p{Script=Latin}\p{N}-]/u.test(before.ch + c.ch)) return
        wrong.add(`${text.slice(0, i).join('')} / ${text.slice(i).join('')}`)
      })
    }
    const headings = [...document.querySelectorAll<HTMLElement>(TITLES)].filter(
      (h) => HAN.test(h.textContent ?? '') && !h.closest('.visually-hidden') && h.getBoundingClientRect().width > 1,
    )
    for (const heading of headings) {
      check(heading)
      if (!sweep) continue
      const style = heading.getAttribute('style')
      const own = heading.getBoundingClientRect().width
      heading.style.setProperty('width', 'min-content')
      const narrowest = heading.getBoundingClientRect().width
      heading.style.setProperty('max-width', 'none')
      heading.style.setProperty('min-width', '0')
      for (let step = 0; step <= 10; step++) {
        heading.style.setProperty('width', `${narrowest + ((own - narrowest) * step) / 10}px`)
        check(heading)
      }
      if (style === null) heading.removeAttribute('style')
      else heading.setAttribute('style', style)
    }
    return [...wrong]
  }, [sweep, TITLES] as const)
}

test.describe('a Chinese heading never breaks inside a word', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px, as the pages lay them out`, async ({ page }) => {
      test.setTimeout(90_000)
      await page.setViewportSize({ width, height: 900 })
      for (const path of PAGES) {
        await page.goto(path)
        await page.evaluate(() => document.fonts.ready)
        expect(await wrongBreaks(page, false), path).toEqual([])
      }
    })
  }

  test('at every width its words allow (each heading narrowed step by step)', async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 1440, height: 900 })
    for (const path of PAGES) {
      await page.goto(path)
      await page.evaluate(() => document.fonts.ready)
      expect(await wrongBreaks(page, true), path).toEqual([])
    }
  })

  test('the check sees a break inside a word (the same heading without its <wbr> and keep-all)', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    // Once the banners are hydrated: React would otherwise put the <wbr>s back, and report the difference.
    await expect(page.locator('.banners[data-ready]')).toBeAttached()
    await page.evaluate(() => {
      for (const words of document.querySelectorAll<HTMLElement>('.banner__title .words')) {
        words.querySelectorAll('wbr').forEach((wbr) => wbr.remove())
        words.style.setProperty('word-break', 'normal')
      }
    })
    expect((await wrongBreaks(page, true)).length).toBeGreaterThan(0)
  })
})
