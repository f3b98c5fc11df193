import { Fragment } from 'react'

/**
 * Text pieces with a line-break opportunity (<wbr>) between each, in a `<k-w>` that keeps each piece
 * whole (site.css; its own overflow-wrap, whatever the heading's). No context: an island can render it too.
 */
export function Pieces({ pieces }: { pieces: readonly string[] }) {
  return (
    <k-w>
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </k-w>
  )
}
