import { expect, type Locator } from '@playwright/test'

export interface CardRows {
  /** The cards in each row, top to bottom. */
  counts: number[]
  /** How far the first row's first card starts from the list's left edge and its last card ends before its right edge. */
  firstRowGaps: { left: number; right: number }
  /** The same of the last row. */
  lastRowGaps: { left: number; right: number }
  /** The narrowest and the widest card. */
  widths: { min: number; max: number }
}

/** The rows a list's cards fall into (by their tops) and how much of the list's width its first row leaves empty. */
export async function cardRows(list: Locator): Promise<CardRows> {
  return list.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    const left = box.left + parseFloat(style.paddingLeft)
    const right = box.right - parseFloat(style.paddingRight)
    const cards = [...el.children].map((child) => child.getBoundingClientRect()).filter((r) => r.width > 0)
    const tops = [...new Set(cards.map((r) => Math.round(r.top)))].sort((a, b) => a - b)
    const rows = tops.map((top) => cards.filter((r) => Math.abs(Math.round(r.top) - top) < 2))
    const gaps = (row: DOMRect[]) => ({ left: Math.min(...row.map((r) => r.left)) - left, right: right - Math.max(...row.map((r) => r.right)) })
    return {
      counts: rows.map((row) => row.length),
      firstRowGaps: gaps(rows[0] ?? []),
      lastRowGaps: gaps(rows.at(-1) ?? []),
      widths: { min: Math.min(...cards.map((r) => r.width)), max: Math.max(...cards.map((r) => r.width)) },
    }
  })
}

/**
 * The cards of `list` use its width: the first row runs from its left edge to its right edge (no empty band),
 * no row holds fewer than one card less than another (5 cards are 3 + 2, never 4 + 1), and a shorter last row
 * stands in the middle, its cards as wide as the others.
 */
export async function expectBalancedRows(list: Locator, what: string): Promise<void> {
  const { counts, firstRowGaps, lastRowGaps, widths } = await cardRows(list)
  expect(Math.abs(lastRowGaps.left - lastRowGaps.right), `${what}: the last row in the middle (cards per row ${counts.join(' + ')})`).toBeLessThanOrEqual(2)
  expect(widths.max - widths.min, `${what}: every card as wide`).toBeLessThanOrEqual(1)
  expect(counts.length, `${what}: rows`).toBeGreaterThan(0)
  expect(firstRowGaps.left, `${what}: the first row's left edge`).toBeLessThanOrEqual(1)
  expect(firstRowGaps.right, `${what}: the first row's right edge (cards per row ${counts.join(' + ')})`).toBeLessThanOrEqual(1)
  expect(Math.max(...counts) - Math.min(...counts), `${what}: cards per row ${counts.join(' + ')}`).toBeLessThanOrEqual(1)
}
