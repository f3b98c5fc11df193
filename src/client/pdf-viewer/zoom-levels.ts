/** The viewer's zoom steps, as multiples of the page width that fits the viewer. Pure. */

export const ZOOM_LEVELS = [1, 1.5, 2, 3] as const

/** The next step in `direction` (+1 in, -1 out) from `zoom`, or `zoom` itself at that end. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const next = direction > 0 ? ZOOM_LEVELS.find((level) => level > zoom + 1e-9) : [...ZOOM_LEVELS].reverse().find((level) => level < zoom - 1e-9)
  return next ?? zoom
}

/** The zoom as the level display shows it. */
export function zoomPercent(zoom: number): string {
  return `${Math.round(zoom * 100)}%`
}
