import type { Page } from '@playwright/test'
import { instantTransitions } from './at-rest.ts'

/**
 * Texts laid out at many widths in the page, to find where their lines would break badly at some width whatever
 * the fonts (heading-words.spec, last-lines.spec). Swept together, each at widths of its own: the texts of a
 * batch do not contain one another, so each one's lines depend on its own width alone, and the page is laid out
 * once a step, not once a text. Put in the page as `window.sweepWidths` (page.evaluate runs only what the page
 * has); each text's style is as it was afterwards.
 */
declare global {
  interface Window {
    /**
     * `check` each of `blocks` at `steps` + 1 widths from the narrowest its unbreakable pieces allow (or `floor`
     * times its own width, if more) to its own.
     */
    sweepWidths(blocks: readonly HTMLElement[], steps: number, check: (block: HTMLElement) => void, floor?: number): void
  }
}

/** Puts `sweepWidths` in the page's current document. */
export async function withWidthSweep(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.sweepWidths = (blocks, steps, check, floor = 0) => {
      const batches: HTMLElement[][] = []
      for (const block of blocks) {
        const batch = batches.find((b) => b.every((other) => !other.contains(block) && !block.contains(other)))
        if (batch) batch.push(block)
        else batches.push([block])
      }
      for (const batch of batches) {
        const styles = batch.map((block) => block.getAttribute('style'))
        const own = batch.map((block) => block.getBoundingClientRect().width)
        for (const block of batch) block.style.setProperty('width', 'min-content')
        // A pixel more than the narrowest: at the fraction itself, rounding can leave a piece a hair too wide.
        const narrowest = batch.map((block, i) => Math.max(block.getBoundingClientRect().width + 1, own[i]! * floor))
        for (const block of batch) {
          block.style.setProperty('max-width', 'none')
          block.style.setProperty('min-width', '0')
        }
        for (let step = 0; step <= steps; step++) {
          batch.forEach((block, i) => block.style.setProperty('width', `${narrowest[i]! + ((own[i]! - narrowest[i]!) * step) / steps}px`))
          for (const block of batch) check(block)
        }
        batch.forEach((block, i) => {
          const style = styles[i]
          if (style === null || style === undefined) block.removeAttribute('style')
          else block.setAttribute('style', style)
        })
      }
    }
  })
}

/**
 * `path` opened at the first of `widths`, its fonts in and its transitions instant (lines are read where the text
 * comes to rest), then laid out at each width in turn for `check`: the server's HTML does not depend on the width.
 */
export async function atEachWidth(page: Page, path: string, widths: readonly number[], check: (width: number) => Promise<void>): Promise<void> {
  await page.setViewportSize({ width: widths[0]!, height: 900 })
  await page.goto(path)
  await page.evaluate(() => document.fonts.ready)
  await instantTransitions(page)
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 })
    await check(width)
  }
}
