import { Fragment } from 'react'

/**
 * Text pieces with a line-break opportunity (<wbr>) between each, in a `.words` span that keeps each piece
 * whole (site.css; its own overflow-wrap, whatever the heading's). No context: an island can render it too.
 */
export function Pieces({ pieces }: { pieces: readonly string[] }) {
  return (
    <span className="words">
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  )
}
