/**
 * A carousel's previous and next buttons (src/ui/carousel/CarouselButtons.tsx): found by `aria-controls`
 * naming the track, wherever they sit (beside a section's heading, under the slides). Disabled in the HTML
 * until this runs, then at the ends; their group is marked `data-locked` when every slide fits (the CSS hides
 * them then, keeping their room).
 */
import type { Carousel } from './carousel.ts'

export type Move = 'slide' | 'view'

export function bindButtons(carousel: Carousel, move: Move): void {
  const id = carousel.track.id
  if (!id) return
  const controlling = (role: string) => document.querySelector<HTMLButtonElement>(`button[${role}][aria-controls="${CSS.escape(id)}"]`)
  const prev = controlling('data-carousel-prev')
  const next = controlling('data-carousel-next')
  const group = prev?.closest<HTMLElement>('[data-carousel-buttons]') ?? null
  const go = (direction: -1 | 1) => (move === 'view' ? carousel.page(direction) : carousel.step(direction))
  prev?.addEventListener('click', () => go(-1))
  next?.addEventListener('click', () => go(1))
  carousel.onChange(({ atStart, atEnd, locked }) => {
    if (prev) prev.disabled = atStart
    if (next) next.disabled = atEnd
    group?.toggleAttribute('data-locked', locked)
  })
}
