import { trackId } from './track-id.ts'
import { Chevron } from './Chevron.tsx'

/** Buttons a React island drives itself (the home banners), rather than the carousel's script. */
interface Driven {
  atStart: boolean
  atEnd: boolean
  /** Until the island has hydrated, the buttons do nothing and say so. */
  ready: boolean
  /** Nothing to move: the buttons are invisible, keeping their room. */
  locked: boolean
  onPrev: () => void
  onNext: () => void
}

interface CarouselButtonsProps {
  /** The carousel these buttons move (its `id`; they control its track). */
  carousel: string
  prevLabel: string
  nextLabel: string
  vertical?: boolean
  driven?: Driven
}

/**
 * Previous and next of a carousel (script/controls.ts): real buttons with their labels, disabled until its
 * script runs (without JavaScript the slides scroll natively) and at the ends, invisible (keeping their room,
 * so nothing moves) when every slide fits. Beside a section's heading or under the slides: never over a card.
 */
export function CarouselButtons({ carousel, prevLabel, nextLabel, vertical = false, driven }: CarouselButtonsProps) {
  const controls = trackId(carousel)
  return (
    <div className="carousel-buttons" data-carousel-buttons="" data-locked={driven?.locked || undefined}>
      <button
        type="button"
        className="carousel-button carousel-button--prev"
        data-carousel-prev={driven ? undefined : ''}
        aria-controls={controls}
        aria-label={prevLabel}
        disabled={driven ? !driven.ready || driven.atStart : true}
        onClick={driven?.onPrev}
      >
        <Chevron direction={vertical ? 'up' : 'left'} />
      </button>
      <button
        type="button"
        className="carousel-button carousel-button--next"
        data-carousel-next={driven ? undefined : ''}
        aria-controls={controls}
        aria-label={nextLabel}
        disabled={driven ? !driven.ready || driven.atEnd : true}
        onClick={driven?.onNext}
      >
        <Chevron direction={vertical ? 'down' : 'right'} />
      </button>
    </div>
  )
}
