import { useEffect, useRef, useState } from 'react'
import { CarouselButtons } from './carousel/CarouselButtons.tsx'
import { NOT_READY, startCarousel, whenNear, type Carousel, type Edges } from './carousel/carousel.ts'

export interface CarouselProps {
  /** The id of the server-rendered track (`.carousel__track`) these buttons move; its slides stay plain server HTML. */
  track: string
  prevLabel: string
  nextLabel: string
}

/**
 * The previous/next buttons of a horizontal carousel (src/ui/carousel: the home page's concepts, products and
 * news, an article's other news), placed in its section's header. The slides are not part of the island: they carry no JSON copy and cost no hydration.
 */
export default function Carousel({ track: id, prevLabel, nextLabel }: CarouselProps) {
  const [edges, setEdges] = useState<Edges>(NOT_READY)
  const carousel = useRef<Carousel | null>(null)

  useEffect(() => {
    const el = document.getElementById(id)
    if (!el) return
    const stopWaiting = whenNear(el, () => {
      // data-ready: the buttons know where the carousel stands.
      carousel.current = startCarousel(el, (next) => {
        setEdges(next)
        el.dataset.ready = ''
      })
    })
    return () => {
      stopWaiting()
      carousel.current?.stop()
      carousel.current = null
    }
  }, [id])

  return (
    <CarouselButtons
      edges={edges}
      prevLabel={prevLabel}
      nextLabel={nextLabel}
      controls={id}
      onPrev={() => carousel.current?.page(-1)}
      onNext={() => carousel.current?.page(1)}
    />
  )
}
