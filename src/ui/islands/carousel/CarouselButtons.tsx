import type { Edges } from './carousel.ts'

interface CarouselButtonsProps {
  edges: Edges
  prevLabel: string
  nextLabel: string
  /** The id of the element the buttons move. */
  controls: string
  onPrev: () => void
  onNext: () => void
  vertical?: boolean
}

/** A chevron pointing the way the button moves. */
function Chevron({ direction }: { direction: 'left' | 'right' | 'up' | 'down' }) {
  const rotate = { right: 0, down: 90, left: 180, up: 270 }[direction]
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" style={{ transform: `rotate(${rotate}deg)` }}>
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/**
 * Previous and next: real buttons with their labels, disabled at the ends and until the script runs, and
 * invisible (keeping their room, so nothing moves) when everything fits.
 */
export function CarouselButtons({ edges, prevLabel, nextLabel, controls, onPrev, onNext, vertical = false }: CarouselButtonsProps) {
  return (
    <div className="carousel-buttons" hidden={edges.locked}>
      <button type="button" className="carousel-button carousel-button--prev" aria-label={prevLabel} aria-controls={controls} disabled={!edges.ready || edges.atStart} onClick={onPrev}>
        <Chevron direction={vertical ? 'up' : 'left'} />
      </button>
      <button type="button" className="carousel-button carousel-button--next" aria-label={nextLabel} aria-controls={controls} disabled={!edges.ready || edges.atEnd} onClick={onNext}>
        <Chevron direction={vertical ? 'down' : 'right'} />
      </button>
    </div>
  )
}
