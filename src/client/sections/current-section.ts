/**
 * Which of a page's sections is "in view", from where their tops are (px from the top of the window): the
 * last one whose top has passed the reading line, a little below the sticky header and tabs; none while
 * the first is still below it. At the bottom of the page, where the last sections can no longer reach the
 * line, the last one whose top is on screen.
 */
export interface ViewState {
  /** The reading line, px from the top of the window. */
  line: number
  /** The window's height. */
  height: number
  /** The page is scrolled as far down as it goes. */
  atBottom: boolean
}

/** The index of the section in view, or -1 for none. */
export function currentSection(tops: readonly number[], { line, height, atBottom }: ViewState): number {
  let current = -1
  tops.forEach((top, index) => {
    if (top <= line) current = index
  })
  if (atBottom) {
    for (let index = tops.length - 1; index > current; index--) if ((tops[index] ?? Infinity) < height) return index
  }
  return current
}

/**
 * The reading line below `offset` (the sticky bars' height, which the sections' `scroll-margin-top`
 * carries): a quarter of the way down the rest of the window, so a section counts once it fills the view
 * and a tab's own target, which lands right at the offset, always counts.
 */
export function readingLine(offset: number, height: number): number {
  return offset + Math.max(1, (height - offset) / 4)
}
