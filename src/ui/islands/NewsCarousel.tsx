import { useEffect, useRef, useState } from 'react'
import { NOT_READY, startCarousel, whenNear, type Edges, type Swiper } from './home/carousel.ts'

export interface NewsCarouselProps {
  /** The id of the server-rendered `.swiper` of the article page's other news. */
  swiper: string
  prevLabel: string
  nextLabel: string
}

function Chevron({ left }: { left?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={left ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/**
 * The previous/next buttons of the other-news carousel, beside its heading (never over a card), and Swiper
 * (the same engine as the home carousels, so the chunk is shared) once the carousel comes near the
 * viewport. The slides stay plain server HTML. The buttons are disabled until Swiper runs and at the ends,
 * and hidden when every card fits.
 */
export default function NewsCarousel({ swiper: id, prevLabel, nextLabel }: NewsCarouselProps) {
  const [edges, setEdges] = useState<Edges>(NOT_READY)
  const swiperRef = useRef<Swiper | null>(null)

  useEffect(() => {
    const el = document.getElementById(id)
    if (!el) return
    const stop = whenNear(el, () => {
      swiperRef.current = startCarousel(el, {}, setEdges)
    })
    return () => {
      stop()
      swiperRef.current?.destroy(true, false)
      swiperRef.current = null
    }
  }, [id])

  return (
    <div className="other-news__buttons" hidden={edges.locked}>
      <button type="button" className="other-news__button" aria-label={prevLabel} aria-controls={id} disabled={!edges.ready || edges.atStart} onClick={() => swiperRef.current?.slidePrev()}>
        <Chevron left />
      </button>
      <button type="button" className="other-news__button" aria-label={nextLabel} aria-controls={id} disabled={!edges.ready || edges.atEnd} onClick={() => swiperRef.current?.slideNext()}>
        <Chevron />
      </button>
    </div>
  )
}
