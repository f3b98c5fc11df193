import type { ReactNode } from 'react'
import CarouselIsland from '../islands/Carousel.tsx'
import { Island } from '../render/island.tsx'

export const trackId = (id: string) => `${id}-track`

interface CarouselProps {
  /** The carousel's name; its track's id is `{id}-track`. */
  id: string
  /** A modifier class (`carousel--{variant}`) whose stylesheet sets the slides per view (`--per-view`) and gap per breakpoint. */
  variant: string
  slides: { key: string; content: ReactNode }[]
  /** The accessible name of a slide: "n of total" in the page's language. */
  slideLabel: (n: number, total: number) => string
}

/**
 * A horizontal carousel whose slides are plain server HTML in a scroll-snapping track (carousel.css): it
 * scrolls (touch, trackpad, focus) before and without any script. Its buttons are CarouselControls, placed
 * beside the section's heading so that they never cover a card.
 */
export function Carousel({ id, variant, slides, slideLabel }: CarouselProps) {
  return (
    <div className={`carousel carousel--${variant}`}>
      <div className="carousel__track" id={trackId(id)}>
        {slides.map((slide, index) => (
          <div key={slide.key} className="carousel__slide" role="group" aria-label={slideLabel(index + 1, slides.length)}>
            {slide.content}
          </div>
        ))}
      </div>
    </div>
  )
}

/** The previous/next buttons of the carousel `id` (an island). */
export function CarouselControls({ id, prevLabel, nextLabel }: { id: string; prevLabel: string; nextLabel: string }) {
  return <Island component={CarouselIsland} props={{ track: trackId(id), prevLabel, nextLabel }} />
}
