import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { atEachWidth, withWidthSweep } from './width-sweep.ts'

/**
 * A Chinese name, title, caption, label or short cell breaks only between words or after punctuation, on every
 * page type (issue 35; src/ui/render/text-pass.ts puts <wbr> there, site.css keeps the rest whole). Where
 * lines break is read from each character's box: a character whose box starts below the middle of the one
 * before starts a new line; a break is wrong between two Han characters of one word (as the browser's own ICU
 * reads the words), or beside a word of one character (文|丘里|阀: the dictionary's pieces of a name it does not
 * know), unless the page put a <wbr> there. No font size or line count is assumed. What is checked is found without asking the
 * mechanism: every element laid out as a block (or a flex or grid item, a cell, a caption) whose text has Han
 * characters and is short (SHORT characters; longer is running text, which breaks as Chinese prose does), in the
 * page, in each header menu panel opened in turn, and in the phone drawer.
 */

const PAGES = [
  '/',
  '/product',
  '/productCategory/Venturi_valve/?id=VV-H200',
  '/productCategory/panel/',
  '/solution',
  '/SolutionCategory/biosafety/',
  '/SolutionCategory/Medical/',
  '/AccessHcs',
  '/concepts',
  '/Case',
  '/industryTrends/',
  '/newDetail/1/1790000000000120111',
  '/newDetail/2/1790000000000120213',
  '/contact/',
  '/File',
  '/pdf/Corporate_Brochure',
  '/activity',
  '/search?q=%E9%98%80',
  '/privacy',
]
const WIDTHS = [360, 375, 1024, 1440, 2560]
/** The longest text taken for a name, title, caption, label or cell rather than running text (which also ends a
 * sentence with 。！？). */
const SHORT = 40

/**
 * Every line break inside a short Chinese text of the page, as laid out now, that is neither at a <wbr> nor at a
 * space, as "before / after". With `sweep`, each is also laid out at eleven widths from the narrowest its words
 * allow (min-content) to its own, so every place a break can fall is tried, whatever the fonts.
 */
async function wrongBreaks(page: Page, sweep: boolean): Promise<string[]> {
  if (sweep) await withWidthSweep(page)
  return page.evaluate(([sweep, SHORT]) => {
    const HAN = /\p{Script=Han}/u
    const PROSE_END = /[。！？]/u
    const segmenter = new Intl.Segmenter('zh-CN', { granularity: 'word' })
    const wrong = new Set<string>()
    /** The element a text's lines are made in: its nearest ancestor not laid out inline. */
    const lineBox = (node: Node): Element | null => {
      let element = node.parentElement
      while (element && getComputedStyle(element).display.startsWith('inline') && element !== document.body) element = element.parentElement
      return element
    }
    const check = (heading: HTMLElement) => {
      type Char = { ch: string; top: number; height: number; wbr: boolean; space: boolean; box: Element | null; at: number }
      const chars: Char[] = []
      let wbr = false
      let space = false
      let text = ''
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element) {
          if (node.localName === 'wbr') wbr = true
          continue
        }
        const box = lineBox(node)
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
          const rect = [...range.getClientRects()].find((r) => r.width > 0 && r.height > 0)
          if (!rect) continue
          chars.push({ ch, top: rect.top, height: rect.height, wbr, space, box, at: text.length })
          text += ch
          wbr = false
          space = false
        }
      }
      // Where the words of the text (as the browser's ICU reads them) begin and end, and its one-character words.
      const bounds = new Set<number>()
      const singles = new Set<number>()
      for (const { segment, index } of segmenter.segment(text)) {
        bounds.add(index)
        bounds.add(index + segment.length)
        if ([...segment].length === 1 && HAN.test(segment)) singles.add(index)
      }
      chars.forEach((c, i) => {
        const before = chars[i - 1]
        if (!before || c.top <= before.top + before.height / 2 || c.wbr || c.space) return
        // Another element's line (a flex item, a block): not a break inside this text.
        if (c.box !== before.box) return
        // Latin letters and digits break by their own rules (after a hyphen); a word of Han text never.
        if (!HAN.test(before.ch) || !HAN.test(c.ch)) return
        const insideWord = !bounds.has(c.at)
        const besideOneCharacter = singles.has(before.at) || singles.has(c.at)
        if (insideWord || besideOneCharacter) wrong.add(`${text.slice(0, c.at)} / ${text.slice(c.at)}`)
      })
    }
    // The nearest element around each short Chinese text that is not laid out inline: where its lines are made.
    const blocks = new Set<HTMLElement>()
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!HAN.test(node.nodeValue ?? '')) continue
      const block = lineBox(node) as HTMLElement | null
      const text = block?.textContent?.trim() ?? ''
      if (!block || text.length > SHORT || PROSE_END.test(text) || block.closest('.visually-hidden, script, style, svg, [hidden]')) continue
      if (block.getBoundingClientRect().width > 1) blocks.add(block)
    }
    const headings = [...blocks]
    for (const heading of headings) check(heading)
    if (!sweep) return [...wrong]
    window.sweepWidths(headings, 10, check)
    return [...wrong]
  }, [sweep, SHORT] as const)
}

/**
 * The wrong breaks in what opens over the page: each header menu panel in turn (a manual popover), and the phone
 * drawer with its sub-menus open. Opened directly, as a click would, so the check does not depend on the pointer.
 */
async function wrongBreaksInPanels(page: Page): Promise<string[]> {
  const wrong: string[] = []
  const panels = await page.locator('header .mega[popover]').evaluateAll((all) => all.map((panel) => panel.id))
  for (const id of panels) {
    const shown = await page.evaluate((id) => {
      const panel = document.getElementById(id)!
      if (getComputedStyle(panel.closest('li') ?? panel).display === 'none') return false
      panel.showPopover()
      return true
    }, id)
    if (!shown) continue
    wrong.push(...(await wrongBreaks(page, false)).map((w) => `#${id}: ${w}`))
    await page.evaluate((id) => document.getElementById(id)!.hidePopover(), id)
  }
  const drawer = page.locator('dialog#site-drawer')
  if ((await drawer.count()) > 0 && (await page.locator('header [aria-controls="site-drawer"]').isVisible())) {
    await drawer.evaluate((dialog: HTMLDialogElement) => {
      dialog.showModal()
      for (const details of dialog.querySelectorAll('details')) details.open = true
    })
    wrong.push(...(await wrongBreaks(page, false)).map((w) => `drawer: ${w}`))
    await drawer.evaluate((dialog: HTMLDialogElement) => dialog.close())
  }
  return wrong
}

test.describe('a Chinese name, title, caption, label or short cell never breaks inside a word', () => {
  // A page a test, spread over the workers; each page is loaded once and laid out at every width in turn
  // (the server's HTML does not depend on the width: the layout is CSS's).
  test.describe.configure({ mode: 'parallel' })
  for (const path of PAGES) {
    test(`${path} at ${WIDTHS.join(', ')} px, as it lays them out, and at every width its words allow`, async ({ page }) => {
      test.setTimeout(90_000)
      // Each panel is opened and closed at once, not faded in and out.
      await atEachWidth(page, path, WIDTHS, async (width) => {
        expect(await wrongBreaks(page, false), `${width} px`).toEqual([])
        expect(await wrongBreaksInPanels(page), `${width} px: menus`).toEqual([])
      })
      // Each heading narrowed step by step, at 1440 px.
      await page.setViewportSize({ width: 1440, height: 900 })
      expect(await wrongBreaks(page, true), 'swept').toEqual([])
    })
  }

  test('the check sees a break inside a word (the same heading without its <wbr> and keep-all)', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    // Once the banners are hydrated: React would otherwise put the <wbr>s back, and report the difference.
    await expect(page.locator('.banners[data-ready]')).toBeAttached()
    await page.evaluate(() => {
      for (const words of document.querySelectorAll<HTMLElement>('.banner__title k-w')) {
        words.querySelectorAll('wbr').forEach((wbr) => wbr.remove())
        words.style.setProperty('word-break', 'normal')
      }
    })
    expect((await wrongBreaks(page, true)).length).toBeGreaterThan(0)
  })
})
