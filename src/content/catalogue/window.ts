/**
 * The part of a category's list a page shows (issue 34): a category of 144 products is one page of 12 cards
 * (the window holding the item shown), not 144, and the windows before and after are one link away (their first
 * item's page), so every item stays reachable by links. A page asks its source for this window alone (issue 50:
 * D1 counts and reads just these rows); `categoryWindowOf` makes it from a whole list. Pure.
 */

/** The products and solutions of one category, and the column holding each one's code. */
export const CATEGORY_ITEMS = { products: 'productCode', solutions: 'solutionCode' } as const
export type CategoryItemKind = keyof typeof CATEGORY_ITEMS

export interface ListWindow<T> {
  items: T[]
  /** The 1-based positions of the first and last item shown, and how many there are. */
  from: number
  to: number
  total: number
  /** The first item of the window before and of the window after, when there is one. */
  earlier?: T
  later?: T
}

/** The window of a category's items that holds the item a page shows. */
export interface CategoryWindow<T> {
  window: ListWindow<T>
  /** The item shown: the one asked for, else the category's first; none in an empty category. */
  item: T | undefined
  /** Whether the request named it (by code or 19-digit id): only then is the page the item's own URL. */
  chosen: boolean
}

/** The window of `items` that holds `selected` (its index; the first window when -1). */
export function listWindow<T>(items: readonly T[], selected: number, size: number): ListWindow<T> {
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

/** The same window with each item mapped by `to`. */
export function mapWindow<T, U>({ items, earlier, later, ...place }: ListWindow<T>, to: (item: T) => U): ListWindow<U> {
  return { ...place, items: items.map(to), ...(earlier ? { earlier: to(earlier) } : {}), ...(later ? { later: to(later) } : {}) }
}

/** An item's neighbours in its list and its place there. */
export interface Neighbours<T> {
  /** The item before it and the one after it, when there are. */
  previous?: T
  next?: T
  /** Its 0-based place in the list; null when the list does not hold it. */
  place: number | null
}

/** The neighbours of the item `wanted` names in a whole list. */
export function neighboursIn<T>(items: readonly T[], keys: ItemKeys<T>, wanted: string): Neighbours<T> {
  const at = placeOf(items, keys, wanted)
  if (at < 0) return { place: null }
  return { ...(at > 0 ? { previous: items[at - 1] } : {}), ...(at + 1 < items.length ? { next: items[at + 1] } : {}), place: at }
}

/** An item's code and id, by which `?id=` names it. */
export type ItemKeys<T> = (item: T) => readonly [code: string, id: string]

/** The index of the item `wanted` names by its code or id; -1 when none does. */
const placeOf = <T,>(items: readonly T[], keys: ItemKeys<T>, wanted: string | null): number => (wanted ? items.findIndex((item) => keys(item).includes(wanted)) : -1)

/** The window of a category's whole list (in catalogue order) holding the item `wanted` names, else its first. */
export function categoryWindowOf<T>(items: readonly T[], keys: ItemKeys<T>, wanted: string | null, size: number): CategoryWindow<T> {
  const asked = placeOf(items, keys, wanted)
  return { window: listWindow(items, asked, size), item: items[Math.max(asked, 0)], chosen: asked >= 0 }
}
