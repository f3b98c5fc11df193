/**
 * Where a carousel stands and where a step takes it, from positions along its axis alone (pure: the
 * script measures, these decide).
 */

/** A pixel and a half of slack: scroll positions are fractional on zoomed and high-density screens. */
export const SLACK = 1.5

export interface Edges {
  atStart: boolean
  atEnd: boolean
  /** Every slide fits: there is nothing to move. */
  locked: boolean
}

/** The edges of a scroller at `at` of `length`, showing `view`. */
export function edgesAt(at: number, view: number, length: number): Edges {
  return { atStart: at <= SLACK, atEnd: at + view >= length - SLACK, locked: length <= view + SLACK }
}

/** The slide whose start is nearest `at` (the first of several at one place: a grid's column). */
export function nearestSlide(starts: readonly number[], at: number): number {
  let index = 0
  starts.forEach((start, i) => {
    if (Math.abs(start - at) < Math.abs((starts[index] ?? 0) - at)) index = i
  })
  return index
}

/** The next slide start beyond `from` in `direction` (slides in a grid's column share one), if any. */
export function nextStart(starts: readonly number[], from: number, direction: -1 | 1): number | undefined {
  return direction > 0 ? starts.find((start) => start > from + SLACK) : starts.findLast((start) => start < from - SLACK)
}
