import { useEffect, useRef, useState } from 'react'
import { CarouselButtons } from './home/CarouselButtons.tsx'
import { NOT_READY, startCarousel, whenNear, type Edges, type Swiper } from './home/carousel.ts'

export interface HomeCarouselProps {
  /** The id of the server-rendered `.swiper` this island drives; its slides stay plain server HTML. */
  swiper: string
  prevLabel: string
  nextLabel: string
}

/**
 * The previous/next buttons of a horizontal home carousel (concepts, products, news), and Swiper on its
 * slides once they come near the viewport. The slides are not part of the island: they carry no JSON copy
 * and cost no hydration.
 */
export default function HomeCarousel({ swiper: id, prevLabel, nextLabel }: HomeCarouselProps) {
  const [edges, setEdges] = useState<Edges>(NOT_READY)
  const swiperRef = useRef<Swiper | null>(null)

  useEffect(() => {
    const el = document.getElementById(id)
    if (!el) return
    const stopWaiting = whenNear(el, () => {
      swiperRef.current = startCarousel(el, {}, setEdges)
    })
    return () => {
      stopWaiting()
      swiperRef.current?.destroy(true, false)
      swiperRef.current = null
    }
  }, [id])

  return (
    <CarouselButtons
      edges={edges}
      prevLabel={prevLabel}
      nextLabel={nextLabel}
      controls={id}
      onPrev={() => swiperRef.current?.slidePrev()}
      onNext={() => swiperRef.current?.slideNext()}
    />
  )
}
