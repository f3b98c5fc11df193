import type { CSSProperties } from 'react'

/**
 * The attributes of a `.balanced-grid` (site.css) of `count` cards: the class and the count its rows are
 * balanced by. The page's stylesheet sets `--max-cols` per breakpoint.
 */
export function balancedGrid(count: number, className: string): { className: string; style: CSSProperties } {
  return { className: `${className} balanced-grid`, style: { '--count': count } as CSSProperties }
}

/** The columns that spread `count` items over as few rows as hold them at `max` a row, the rows as even as a grid allows (at 3 a row: 4 are 2 + 2, 5 are 3 + 2, 6 are 3 + 3). */
export function balancedColumns(count: number, max: number): number {
  const rows = Math.max(1, Math.ceil(count / max))
  return Math.max(1, Math.ceil(count / rows))
}
