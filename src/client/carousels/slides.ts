/**
 * A chapter's carousel on the Concepts page (src/ui/pages/concepts/ChapterSlides.tsx): vertical from
 * 1024 px, where the slides sit beside the chapter's year links, sideways below (a vertical swipe on a phone
 * is the page's own scrolling). The years pick a slide and mark the one shown.
 */
import { linkSlides, startCarousel } from './carousel.ts'

/** The width from which the carousel runs vertically (concepts.css lays the slides out the same way). */
export const VERTICAL_FROM_PX = 1024

export function enhanceSlides(root: HTMLElement): void {
  const swiper = startCarousel(root, { direction: 'horizontal', breakpoints: { [VERTICAL_FROM_PX]: { direction: 'vertical' } } })
  if (!swiper) return
  linkSlides([...root.querySelectorAll<HTMLAnchorElement>('[data-slide-to]')], swiper, root.querySelector('.slides__years'))
}
