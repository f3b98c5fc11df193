/**
 * Swiping the home banners (issue 35): a finger swiped sideways, or the mouse dragged either way, moves by one
 * banner, as every other carousel of the site moves under a finger. Up and down on a touch screen stay the page's
 * own scrolling (`touch-action: pan-y`, home.css).
 */

/** How far (CSS pixels) a gesture goes along its main direction before it is a swipe rather than a click. */
export const SWIPE_MIN = 48

/**
 * The step a gesture of `dx`, `dy` makes: the next banner (1) for one going left or up, the previous (-1) for
 * one going right or down, none (0) for one shorter than SWIPE_MIN. `sideways` counts only left and right (touch).
 */
export function swipeStep(dx: number, dy: number, sideways = false): -1 | 0 | 1 {
  const along = sideways || Math.abs(dx) >= Math.abs(dy) ? dx : dy
  if (Math.abs(along) < SWIPE_MIN) return 0
  return along < 0 ? 1 : -1
}

/** Calls `step` for each swipe or drag over `frame`; the click that ends a drag does not follow a link. */
export function followSwipes(frame: HTMLElement, step: (by: -1 | 1) => void): void {
  let start: { x: number; y: number; id: number; touch: boolean } | null = null
  frame.addEventListener('pointerdown', (event) => {
    if (!event.isPrimary || event.button !== 0) return
    start = { x: event.clientX, y: event.clientY, id: event.pointerId, touch: event.pointerType !== 'mouse' }
  })
  frame.addEventListener('pointercancel', () => (start = null))
  frame.addEventListener('pointerup', (event) => {
    if (!start || event.pointerId !== start.id) return
    const by = swipeStep(event.clientX - start.x, event.clientY - start.y, start.touch)
    start = null
    if (!by) return
    step(by)
    // The click the browser sends after a drag over a link or button is the drag's end, not a click.
    const swallow = (click: Event) => {
      click.preventDefault()
      click.stopPropagation()
    }
    frame.addEventListener('click', swallow, { capture: true, once: true })
    setTimeout(() => frame.removeEventListener('click', swallow, { capture: true }), 0)
  })
  // A dragged picture or link would start the browser's own drag and drop instead.
  frame.addEventListener('dragstart', (event) => event.preventDefault())
}
