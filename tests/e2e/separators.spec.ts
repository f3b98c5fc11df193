import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * A short list joined by spaced separators ("Venturi valves · Room panels · Sensors") never wraps so that a
 * line starts with a separator, at any width: the banner subtitles of the home page and the Contact page's
 * public-relations note, in both languages.
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

test.describe('no line starts with a list separator', () => {
  for (const { lang, prefix } of LANGS) {
    test(`${lang}: the home banners' subtitles`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(`${prefix}/`)
      const subtitles = page.locator('.banner__subtitle').filter({ hasText: /[·•|]/ })
      expect(await subtitles.count()).toBeGreaterThan(0)
      for (const subtitle of await subtitles.all()) expect(await widthsWithSeparatorFirst(subtitle)).toEqual([])
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
