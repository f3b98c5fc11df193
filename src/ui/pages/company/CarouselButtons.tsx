/** A chevron pointing the way its button moves. */
export function Chevron({ direction }: { direction: 'left' | 'right' | 'up' | 'down' }) {
  const rotate = { right: 0, down: 90, left: 180, up: 270 }[direction]
  return (
    <svg className="chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" style={{ transform: `rotate(${rotate}deg)` }}>
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

interface CarouselButtonsProps {
  /** The id of the `.swiper` the buttons move. */
  controls: string
  prevLabel: string
  nextLabel: string
  vertical?: boolean
}

/**
 * Previous and next of a carousel (src/client/carousels/): disabled until its script runs (without
 * JavaScript the slides scroll natively), then at the ends; hidden when every slide fits.
 */
export function CarouselButtons({ controls, prevLabel, nextLabel, vertical = false }: CarouselButtonsProps) {
  return (
    <div className="carousel-controls">
      <button type="button" className="carousel-control" data-carousel-prev="" aria-controls={controls} aria-label={prevLabel} disabled>
        <Chevron direction={vertical ? 'up' : 'left'} />
      </button>
      <button type="button" className="carousel-control" data-carousel-next="" aria-controls={controls} aria-label={nextLabel} disabled>
        <Chevron direction={vertical ? 'down' : 'right'} />
      </button>
    </div>
  )
}
