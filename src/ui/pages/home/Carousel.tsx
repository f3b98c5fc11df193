import type { ReactNode } from 'react'
import HomeCarousel from '../../islands/HomeCarousel.tsx'
import { Island } from '../../render/island.tsx'
import { usePage } from '../../render/page-context.tsx'

interface CarouselProps {
  /** Prefix of the swiper's id. */
  id: string
  /** A modifier class that sets the slides per view for each breakpoint in home.css. */
  variant: 'concepts' | 'products' | 'news'
  prevLabel: string
  nextLabel: string
  slides: { key: string; content: ReactNode }[]
}

/**
 * A horizontal carousel whose slides are plain server HTML, laid out by home.css at every breakpoint; the
 * HomeCarousel island adds the previous/next buttons and starts Swiper on them without moving anything.
 */
export function Carousel({ id, variant, prevLabel, nextLabel, slides }: CarouselProps) {
  const { t } = usePage()
  const swiperId = `${id}-swiper`
  return (
    <div className={`carousel carousel--${variant}`}>
      <div className="swiper swiper-horizontal" id={swiperId}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div key={slide.key} className="swiper-slide" role="group" aria-label={t('home.carousel.slide', { n: index + 1, total: slides.length })}>
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <Island component={HomeCarousel} props={{ swiper: swiperId, prevLabel, nextLabel }} />
    </div>
  )
}
