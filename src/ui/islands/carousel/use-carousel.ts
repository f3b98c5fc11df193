import { useEffect, useRef, useState } from 'react'
import { NOT_READY, startCarousel, whenNear, type Carousel, type Edges } from './carousel.ts'

/**
 * Starts the server-rendered carousel track `id` once it comes near the viewport (while `enabled`: a hidden
 * panel has no size), for its previous/next buttons: where it stands (`edges`) and a view back or forward
 * (`page`). Marks the track `data-ready` when the buttons know; stops it when the component goes or `enabled`
 * turns off.
 */
export function useCarousel(id: string, enabled = true): { edges: Edges; page: (direction: -1 | 1) => void } {
  const [edges, setEdges] = useState<Edges>(NOT_READY)
  const carousel = useRef<Carousel | null>(null)
  useEffect(() => {
    if (!enabled) return
    const el = document.getElementById(id)
    if (!el) return
    const stopWaiting = whenNear(el, () => {
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
  }, [id, enabled])
  return { edges, page: (direction) => carousel.current?.page(direction) }
}
