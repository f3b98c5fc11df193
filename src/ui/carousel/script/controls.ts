/**
 * A carousel's previous and next buttons (src/ui/carousel/CarouselButtons.tsx): they move the carousel whose
 * track their `aria-controls` names, wherever they sit (beside a section's heading, under the slides). One
 * pair may serve several carousels in turn (the partner wall's tabs: src/client/tabs/tabs.ts points it at the
 * panel shown), so a button asks at each click which track it controls. Disabled in the HTML until this runs,
 * then at the ends; their group is marked `data-locked` when every slide fits (the CSS hides them then,
 * keeping their room).
 */
import type { Carousel, CarouselState } from './carousel.ts'

export type Move = 'slide' | 'view'

interface Controlled {
  go(direction: -1 | 1): void
  show(): void
}

/** The started carousels that buttons may control, by their track's id. */
const byTrack = new Map<string, Controlled>()
const bound = new WeakSet<HTMLButtonElement>()

const buttonsFor = (id: string, role: string) => document.querySelector<HTMLButtonElement>(`button[${role}][aria-controls="${CSS.escape(id)}"]`)

/** Shows `state` on the buttons that control `id` now. */
function showOn(id: string, { atStart, atEnd, locked }: CarouselState): void {
  const prev = buttonsFor(id, 'data-carousel-prev')
  const next = buttonsFor(id, 'data-carousel-next')
  if (prev) prev.disabled = atStart
  if (next) next.disabled = atEnd
  ;(prev ?? next)?.closest('[data-carousel-buttons]')?.toggleAttribute('data-locked', locked)
}

/** Makes `button` move the carousel it controls at the time of each click, once. */
function bind(button: HTMLButtonElement | null, direction: -1 | 1): void {
  if (!button || bound.has(button)) return
  bound.add(button)
  button.addEventListener('click', () => byTrack.get(button.getAttribute('aria-controls') ?? '')?.go(direction))
}

export function bindButtons(carousel: Carousel, move: Move): void {
  const id = carousel.track.id
  if (!id) return
  byTrack.set(id, {
    go: (direction) => (move === 'view' ? carousel.page(direction) : carousel.step(direction)),
    show: () => showOn(id, carousel.state()),
  })
  bind(buttonsFor(id, 'data-carousel-prev'), -1)
  bind(buttonsFor(id, 'data-carousel-next'), 1)
  carousel.onChange((state) => showOn(id, state))
}

/**
 * Points the buttons of `group` (a `[data-carousel-buttons]`) at the track `id`: they show where it stands at
 * once if its carousel has started, else they wait for it disabled, as in the HTML.
 */
export function pointButtons(group: HTMLElement, id: string): void {
  const buttons = group.querySelectorAll('button')
  for (const button of buttons) button.setAttribute('aria-controls', id)
  const controlled = byTrack.get(id)
  if (controlled) controlled.show()
  else for (const button of buttons) button.disabled = true
}
