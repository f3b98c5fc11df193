import { describe, expect, it } from 'vitest'
import { SELECTION_WINDOW, selectionWindow } from '../../src/ui/selection/selection-window.ts'

const items = Array.from({ length: 30 }, (_, i) => `p${i}`)

describe(`a long list shows the ${SELECTION_WINDOW} items around the selected one, and the way to the rest`, () => {
  it('the first item selected (or none): the first window, a link to the next', () => {
    for (const selected of [0, -1, SELECTION_WINDOW - 1]) {
      expect(selectionWindow(items, selected)).toEqual({ items: items.slice(0, SELECTION_WINDOW), from: 1, to: SELECTION_WINDOW, total: 30, later: items[SELECTION_WINDOW] })
    }
  })
  it('an item of the middle: its window, links to the first items of the windows around it', () => {
    expect(selectionWindow(items, SELECTION_WINDOW + 3)).toEqual({
      items: items.slice(SELECTION_WINDOW, 2 * SELECTION_WINDOW),
      from: SELECTION_WINDOW + 1,
      to: 2 * SELECTION_WINDOW,
      total: 30,
      earlier: items[0],
      later: items[2 * SELECTION_WINDOW],
    })
  })
  it('the last window may be short, and has no link after it; a short list is one window', () => {
    expect(selectionWindow(items, 29)).toMatchObject({ items: items.slice(2 * SELECTION_WINDOW), from: 2 * SELECTION_WINDOW + 1, to: 30, earlier: items[SELECTION_WINDOW] })
    expect(selectionWindow(items, 29).later).toBeUndefined()
    expect(selectionWindow(items.slice(0, 4), 2)).toEqual({ items: items.slice(0, 4), from: 1, to: 4, total: 4 })
  })
  it('following "next" from the first window reaches every item', () => {
    const seen: string[] = []
    for (let part = selectionWindow(items, 0); ; part = selectionWindow(items, items.indexOf(part.later!))) {
      seen.push(...part.items)
      if (!part.later) break
    }
    expect(seen).toEqual(items)
  })
})
