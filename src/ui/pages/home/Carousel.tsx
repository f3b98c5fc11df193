import type { ReactNode } from 'react'
import HomeCarousel from '../../islands/HomeCarousel.tsx'
import { Island } from '../../render/island.tsx'
import { usePage } from '../../render/page-context.tsx'

export const trackId = (id: string) => `${id}-track`

interface CarouselProps {
  /** The carousel's name; its track's id is `{id}-track`. */
  id: string
  /** A modifier class that sets the slides per view for each breakpoint in home.css. */
  variant: 'concepts' | 'products' | 'news'
  slides: { key: string; content: ReactNode }[]
}

/**
 * A horizontal carousel whose slides are plain server HTML in a scroll-snapping track, laid out by home.css at
 * every breakpoint: it scrolls (touch, trackpad, focus) before any script runs. Its buttons are CarouselControls.
 */
export function Carousel({ id, variant, slides }: CarouselProps) {
  const { t } = usePage()
  return (
    <div className={`carousel carousel--${variant}`}>
      <div className="carousel__track" id={trackId(id)}>
        {slides.map((slide, index) => (
          <div key={slide.key} className="carousel__slide" role="group" aria-label={t('home.carousel.slide', { n: index + 1, total: slides.length })}>
            {slide.content}
          </div>
        ))}
      </div>
    </div>
  )
}

/** The previous/next buttons of the carousel `id` (an island), for its section's header. */
export function CarouselControls({ id, prevLabel, nextLabel }: { id: string; prevLabel: string; nextLabel: string }) {
  return <Island component={HomeCarousel} props={{ track: trackId(id), prevLabel, nextLabel }} />
}
