/**
 * Starts every carousel of a page (`[data-carousel]`, src/ui/carousel/) when it comes near the viewport:
 * its track (`.carousel__track`), its buttons, and what its kind adds. A carousel inside a hidden panel (the
 * certificate groups) is started by its panel when first shown (`startCarouselIn`).
 */
import { startCarousel } from './carousel.ts'
import { bindButtons, type Move } from './controls.ts'
import { linkSlides } from './link-slides.ts'
import { enhanceTimeline } from './timeline.ts'
import { whenNear } from './when-near.ts'

const started = new WeakSet<HTMLElement>()

/** Starts the carousel `root` now, once. */
export function startCarouselIn(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('.carousel__track')
  if (!track || started.has(root)) return
  started.add(root)
  const carousel = startCarousel(track, root)
  bindButtons(carousel, root.dataset.carouselMove === 'view' ? 'view' : ('slide' satisfies Move))
  const kind = root.dataset.carousel
  if (kind === 'timeline') enhanceTimeline(root, carousel)
  // Links that pick a slide, beside it (a chapter's years on the Concepts page).
  else if (kind === 'slides') linkSlides([...root.querySelectorAll<HTMLAnchorElement>('[data-slide-to]')], carousel, root.querySelector('.slides__years'))
  // Ready once its buttons know where it stands.
  carousel.onChange(() => root.setAttribute('data-ready', ''))
}

export function enhanceCarousels(root: Document): void {
  for (const carousel of root.querySelectorAll<HTMLElement>('[data-carousel]')) {
    if (!carousel.closest('[role="tabpanel"]')) whenNear(carousel, () => startCarouselIn(carousel))
  }
}
