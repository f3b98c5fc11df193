import type { CSSProperties } from 'react'

/**
 * The attributes of a `.balanced-grid` (site.css) of `count` cards: the class and the count its rows are
 * balanced by. The page's stylesheet sets `--max-cols` per breakpoint.
 */
export function balancedGrid(count: number, className: string): { className: string; style: CSSProperties } {
  return { className: `${className} balanced-grid`, style: { '--count': count } as CSSProperties }
}
