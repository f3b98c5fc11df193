/**
 * The part of a long list the list-and-selected-item pattern shows (issue 34): a category of 144 products is
 * one page of 12 cards (the page's window holding the selected item), not 144, and the windows before and after
 * are one link away (their first item's page), so every item stays reachable by links. Pure.
 */
export const SELECTION_WINDOW = 12

export interface SelectionWindow<T> {
  items: T[]
  /** The 1-based positions of the first and last item shown, and how many there are. */
  from: number
  to: number
  total: number
  /** The first item of the window before and of the window after, when there is one. */
  earlier?: T
  later?: T
}

/** The window of `items` that holds `selected` (its index; the first window when -1). */
export function selectionWindow<T>(items: readonly T[], selected: number, size = SELECTION_WINDOW): SelectionWindow<T> {
  const start = Math.floor(Math.max(0, selected) / size) * size
  const shown = items.slice(start, start + size)
  return {
    items: shown,
    from: start + 1,
    to: start + shown.length,
    total: items.length,
    ...(start > 0 ? { earlier: items[start - size] } : {}),
    ...(start + size < items.length ? { later: items[start + size] } : {}),
  }
}
