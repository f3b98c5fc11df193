/**
 * Dragging a carousel with a mouse, as Swiper let visitors do: touch and trackpads scroll the track
 * natively, a mouse cannot. While dragging, the track does not snap (carousel.css, `[data-dragging]`);
 * let go, `settle` snaps it to a slide. A drag is not a click: the click that ends it does nothing.
 */

/** How far the pointer moves before a press becomes a drag (a click on a card may wobble a little). */
const DRAG_FROM_PX = 6

interface DragOptions {
  vertical: () => boolean
  /** Called when a drag begins. */
  start: () => void
  /** Called when it ends, with the way the content was pulled: 1 forward, -1 back, 0 not at all. */
  settle: (direction: -1 | 0 | 1) => void
}

export function dragWithMouse(track: HTMLElement, { vertical, start, settle }: DragOptions): () => void {
  let from: { pointer: number; scroll: number; id: number; vertical: boolean } | null = null
  let dragging = false

  const swallow = (event: Event) => event.preventDefault()
  const along = (event: PointerEvent, v: boolean) => (v ? event.clientY : event.clientX)

  const down = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || event.button !== 0) return
    const v = vertical()
    from = { pointer: along(event, v), scroll: v ? track.scrollTop : track.scrollLeft, id: event.pointerId, vertical: v }
  }
  const move = (event: PointerEvent) => {
    if (!from || event.pointerId !== from.id) return
    const moved = along(event, from.vertical) - from.pointer
    if (!dragging) {
      if (Math.abs(moved) < DRAG_FROM_PX) return
      dragging = true
      track.setPointerCapture(event.pointerId)
      track.setAttribute('data-dragging', '')
      start()
    }
    if (from.vertical) track.scrollTop = from.scroll - moved
    else track.scrollLeft = from.scroll - moved
  }
  const up = (event: PointerEvent) => {
    if (!from || event.pointerId !== from.id) return
    const moved = along(event, from.vertical) - from.pointer
    from = null
    if (!dragging) return
    dragging = false
    track.removeAttribute('data-dragging')
    // The click that ends a drag follows this event: it is not a visitor's click on a card.
    track.addEventListener('click', swallow, { capture: true, once: true })
    setTimeout(() => track.removeEventListener('click', swallow, { capture: true }))
    settle(moved < 0 ? 1 : moved > 0 ? -1 : 0)
  }
  // A link or a picture would otherwise start the browser's own drag and drop.
  const noNativeDrag = (event: DragEvent) => event.preventDefault()

  track.addEventListener('pointerdown', down)
  track.addEventListener('pointermove', move)
  track.addEventListener('pointerup', up)
  track.addEventListener('pointercancel', up)
  track.addEventListener('dragstart', noNativeDrag)
  return () => {
    track.removeEventListener('pointerdown', down)
    track.removeEventListener('pointermove', move)
    track.removeEventListener('pointerup', up)
    track.removeEventListener('pointercancel', up)
    track.removeEventListener('dragstart', noNativeDrag)
  }
}
