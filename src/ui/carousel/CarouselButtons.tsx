import { Chevron } from './Chevron.tsx'
import { trackId } from './track-id.ts'

interface CarouselButtonsProps {
  /** The carousel these buttons move (its `id`; they control its track). */
  carousel: string
  prevLabel: string
  nextLabel: string
  vertical?: boolean
}

/**
 * Previous and next of a carousel (script/controls.ts; the home banners' script drives its own): real buttons
 * with their labels, disabled until its script runs (without JavaScript the slides scroll natively) and at the
 * ends, invisible (keeping their room, so nothing moves) when every slide fits. Beside a section's heading or
 * under the slides: never over a card.
 */
export function CarouselButtons({ carousel, prevLabel, nextLabel, vertical = false }: CarouselButtonsProps) {
  const ways = [
    { way: 'prev', label: prevLabel, chevron: vertical ? 'up' : 'left' },
    { way: 'next', label: nextLabel, chevron: vertical ? 'down' : 'right' },
  ] as const
  return (
    <div className="carousel-buttons" data-carousel-buttons="">
      {ways.map(({ way, label, chevron }) => (
        <button key={way} type="button" className="carousel-button" {...{ [`data-carousel-${way}`]: '' }} aria-controls={trackId(carousel)} aria-label={label} disabled>
          <Chevron direction={chevron} />
        </button>
      ))}
    </div>
  )
}
