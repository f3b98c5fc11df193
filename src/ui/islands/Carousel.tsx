import { CarouselButtons } from './carousel/CarouselButtons.tsx'
import { useCarousel } from './carousel/use-carousel.ts'

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
  const { edges, page } = useCarousel(id)

  return (
    <CarouselButtons
      edges={edges}
      prevLabel={prevLabel}
      nextLabel={nextLabel}
      controls={id}
      onPrev={() => page(-1)}
      onNext={() => page(1)}
    />
  )
}
