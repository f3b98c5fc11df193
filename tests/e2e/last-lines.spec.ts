import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { atEachWidth, withWidthSweep } from './width-sweep.ts'

/**
 * Chinese text never ends on a line of one character ("…领⏎域。", issue 49): the page's text pass keeps a text's
 * last word whole (src/ui/render/text-pass.ts). And the catalogue's own compounds (生物安全, 房间面板) are never
 * broken in a name, title or lead (src/content/bundle/catalogue-words.ts). Read from each character's box, in every
 * element of the page's main part laid out as a block, at a phone's, a laptop's and a desktop's width.
 */

const PAGES = ['/', '/concepts', '/AccessHcs', '/industryTrends/', '/SolutionCategory/biosafety/', '/productCategory/panel/', '/newDetail/1/1790000000000120111']
const WIDTHS = [375, 1024, 1440]
const COMPOUNDS = ['生物安全', '房间面板']

/**
 * What ends badly in the page as laid out now, and with each text laid out at forty widths up to its own, from the
 * narrowest its pieces allow or half its own (some text would end on one character at one of them, whatever the
 * fonts): a last line of one Han character, or a compound broken.
 */
async function badEnds(page: Page, compounds: readonly string[]): Promise<string[]> {
  await withWidthSweep(page)
  return page.evaluate((compounds) => {
    const HAN = /\p{Script=Han}/u
    const bad = new Set<string>()
    const blocks = new Set<HTMLElement>()
    const texts = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT)
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!HAN.test(node.nodeValue ?? '')) continue
      let block = node.parentElement
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement
      if (!block || block.getBoundingClientRect().width <= 1 || block.closest('.visually-hidden, [hidden], [aria-hidden="true"], svg')) continue
      // A clamped text shows its first lines only; its end is not seen.
      if (getComputedStyle(block).webkitLineClamp !== 'none') continue
      blocks.add(block)
    }
    const check = (block: HTMLElement) => {
      const chars: { ch: string; top: number; height: number }[] = []
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        let offset = 0
        for (const ch of node.nodeValue ?? '') {
          const range = document.createRange()
          range.setStart(node, offset)
          range.setEnd(node, offset + ch.length)
          offset += ch.length
          const rect = [...range.getClientRects()].find((r) => r.width > 0 && r.height > 0)
          chars.push({ ch, top: rect?.top ?? NaN, height: rect?.height ?? 0 })
        }
      }
      const text = chars.map((c) => c.ch).join('')
      const wraps = (i: number) => chars[i]!.top > chars[i - 1]!.top + chars[i - 1]!.height / 2
      // The last line: a text ending in two Han characters (and punctuation) whose last stands alone on its line.
      const end = /\p{Script=Han}\p{Script=Han}[\p{P}\s]*$/u.exec(text)
      if (end && wraps(end.index + 1)) bad.add(`one character on the last line: ${text.slice(-12)}`)
      // Names, titles and leads keep their words; running text breaks as Chinese prose does.
      const wordsKept = block.closest('[data-words]') || (text.trim().length <= 40 && !/[。！？]/u.test(text))
      if (!wordsKept) return
      for (const compound of compounds) {
        for (let at = text.indexOf(compound); at !== -1; at = text.indexOf(compound, at + 1)) {
          for (let i = at + 1; i < at + compound.length; i++) if (wraps(i)) bad.add(`${compound} broken: ${text.slice(Math.max(0, at - 6), at + compound.length + 6)}`)
        }
      }
    }
    for (const block of blocks) check(block)
    window.sweepWidths([...blocks], 40, check, 0.5)
    return [...bad]
  }, compounds)
}

test.describe('Chinese text ends on a line of two characters at least, and the catalogue’s compounds stay whole', () => {
  test.describe.configure({ mode: 'parallel' })
  for (const path of PAGES) {
    test(`${path} at ${WIDTHS.join(', ')} px, and each text at forty widths of its own`, async ({ page }) => {
      await atEachWidth(page, path, WIDTHS, async (width) => expect(await badEnds(page, COMPOUNDS), `${width} px`).toEqual([]))
    })
  }

  test('the check sees a last line of one character (the same texts with their last words set free)', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 })
    await page.goto('/')
    await page.evaluate(() => document.fonts.ready)
    await page.evaluate(() => {
      for (const end of document.querySelectorAll('main k-w')) if (end.previousSibling?.nodeType === Node.TEXT_NODE && !end.querySelector('wbr')) end.replaceWith(end.textContent!)
    })
    const found: string[] = []
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      found.push(...(await badEnds(page, COMPOUNDS)))
    }
    expect(found.length).toBeGreaterThan(0)
  })
})
