/** The geometry of the mouse's way from a menu entry to its open panel (pure, unit-tested). */

export interface Point {
  x: number
  y: number
}

export interface Edge {
  left: number
  right: number
  top: number
}

/**
 * Whether `at` lies inside the triangle between `apex` (where the mouse last was on the entry) and the
 * panel's top edge: the mouse is still on its way down to the panel. Moving sideways along the menu, back
 * up, or past the panel's top edge without being on the panel is not.
 */
export function isHeadingFor(at: Point, apex: Point, panel: Edge): boolean {
  const depth = panel.top - apex.y
  const travelled = at.y - apex.y
  if (depth <= 0 || travelled <= 0 || travelled > depth) return false
  const share = travelled / depth
  const left = apex.x + (panel.left - apex.x) * share
  const right = apex.x + (panel.right - apex.x) * share
  return at.x >= left && at.x <= right
}
