import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * A short list joined by spaced separators ("Venturi valves · Room panels · Sensors") never wraps so that a line
 * starts with a separator, at any width: the Contact page's public-relations note; the home page's banner
 * subtitles, set as separated lists, neither start nor end a line with one. In both languages.
 */

const LANGS = [
  { lang: 'zh-CN', prefix: '' },
  { lang: 'en', prefix: '/en' },
] as const

/** The widths (px, from 200, narrower than any phone gives it, to 720 in steps of 2) at which some line of `element` starts with a separator. */
async function widthsWithSeparatorFirst(element: Locator): Promise<number[]> {
  return element.evaluate((el: HTMLElement) => {
    const separators: Range[] = []
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent!.matchAll(/[·•|]/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + 1)
        separators.push(range)
      }
    }
    if (separators.length === 0) throw new Error('no separator in the text')
    el.style.display = 'block'
    el.style.maxWidth = 'none'
    const failing: number[] = []
    for (let width = 200; width <= 720; width += 2) {
      el.style.width = `${width}px`
      const left = el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft)
      if (separators.some((range) => range.getBoundingClientRect().left - left < 2)) failing.push(width)
    }
    return failing
  })
}

/**
 * The widths (px, 200 to 720 in steps of 2) at which a line of the separated list in `element` shows a separator
 * at its start (one not hidden by the list's clip) or ends with one (an item's separator on a line its item is not on).
 */
async function widthsWithSeparatorAtAnEdge(element: Locator): Promise<number[]> {
  return element.evaluate((el: HTMLElement) => {
    const list = el.querySelector('.separated')
    if (!list) throw new Error('no separated list')
    el.style.display = 'block'
    el.style.maxWidth = 'none'
    const failing: number[] = []
    for (let width = 200; width <= 720; width += 2) {
      el.style.width = `${width}px`
      const left = list.getBoundingClientRect().left
      for (const item of list.querySelectorAll('.separated__item')) {
        const mark = item.querySelector('.separated__mark')!.getBoundingClientRect()
        const lines = item.getClientRects()
        // Seen at a line's start, or torn from its item.
        if ((mark.right > left + 0.5 && mark.left - left < 2) || lines.length !== 1 || Math.abs(lines[0]!.top - mark.top) > 4) failing.push(width)
      }
      // Every line after the first starts with an item whose separator the clip hides.
      const tops = [...list.querySelectorAll('.separated__item')].map((item) => [item.getBoundingClientRect().top, item.querySelector('.separated__mark')!.getBoundingClientRect().right] as const)
      for (const [i, [top, right]] of tops.entries()) if (i > 0 && top > tops[i - 1]![0] + 4 && right > left + 0.5) failing.push(width)
    }
    return [...new Set(failing)]
  })
}

test.describe('no line starts or ends with a list separator', () => {
  for (const { lang, prefix } of LANGS) {
    test(`${lang}: the home banners' subtitles, set as separated lists (issue 49)`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(`${prefix}/`)
      const subtitles = page.locator('.banner__subtitle').filter({ has: page.locator('.separated') })
      expect(await subtitles.count()).toBeGreaterThan(0)
      for (const subtitle of await subtitles.all()) expect(await widthsWithSeparatorAtAnEdge(subtitle)).toEqual([])
    })

    test(`${lang}: the Contact page's notes`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(`${prefix}/contact/`)
      const notes = page.locator('.contact-list__note').filter({ hasText: /[·•|]/ })
      expect(await notes.count()).toBeGreaterThan(0)
      for (const note of await notes.all()) expect(await widthsWithSeparatorFirst(note)).toEqual([])
    })
  }
})
