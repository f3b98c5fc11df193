/**
 * The viewer's zoom buttons (server HTML, hidden until the viewer runs): zoom out, the level, zoom in, and
 * back to the page width. Zooming widens the pages inside the viewer, which then scrolls sideways, and keeps
 * the point at the middle of the screen where it was.
 */
import { stepZoom, zoomPercent, ZOOM_LEVELS } from './zoom-levels.ts'

export interface ZoomControls {
  /** The pages' width as a multiple of the viewer's. */
  readonly zoom: number
}

/** Wires the viewer's zoom group; `changed` runs after each change, once the pages have their new size. */
export function zoomControls(container: HTMLElement, changed: () => void): ZoomControls {
  const group = container.parentElement?.querySelector<HTMLElement>('[data-pdf-zoom]')
  const state = { zoom: 1 }
  if (!group) return state
  const button = (kind: string) => group.querySelector<HTMLButtonElement>(`[data-zoom="${kind}"]`)
  const level = group.querySelector<HTMLElement>('[data-zoom-level]')
  const zoomIn = button('in')
  const zoomOut = button('out')
  const fit = button('fit')

  const show = () => {
    if (level) level.textContent = zoomPercent(state.zoom)
    if (zoomIn) zoomIn.disabled = state.zoom >= ZOOM_LEVELS[ZOOM_LEVELS.length - 1]!
    if (zoomOut) zoomOut.disabled = state.zoom <= ZOOM_LEVELS[0]
    if (fit) fit.disabled = state.zoom === 1
  }

  const apply = (zoom: number) => {
    if (zoom === state.zoom) return
    // The point at the middle of the screen, as a share of the pages' width and height.
    const before = container.getBoundingClientRect()
    const x = Math.min(Math.max(innerWidth / 2, before.left), before.right) - before.left
    const y = innerHeight / 2 - before.top
    const shareX = (container.scrollLeft + x) / container.scrollWidth
    const shareY = y / before.height
    state.zoom = zoom
    container.style.setProperty('--zoom', String(zoom))
    container.toggleAttribute('data-zoomed', zoom !== 1)
    const after = container.getBoundingClientRect()
    container.scrollLeft = shareX * container.scrollWidth - x
    if (shareY > 0 && shareY < 1) window.scrollBy(0, after.top + shareY * after.height - innerHeight / 2)
    show()
    changed()
  }

  zoomIn?.addEventListener('click', () => apply(stepZoom(state.zoom, 1)))
  zoomOut?.addEventListener('click', () => apply(stepZoom(state.zoom, -1)))
  fit?.addEventListener('click', () => apply(1))
  show()
  group.hidden = false
  return state
}
