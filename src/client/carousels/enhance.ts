/**
 * The company pages' widgets (About, Concepts, Case): the carousels, the certificate groups and the image
 * dialog. One chunk with Swiper in it, loaded only by pages that have one of them (see index.ts).
 */
import { enhanceCertificates } from './certificates.ts'
import { startCarousel, whenNear } from './carousel.ts'
import { enhanceLightbox } from './lightbox.ts'
import { enhanceSlides } from './slides.ts'
import { enhanceTimeline } from './timeline.ts'

const STARTERS: Record<string, (root: HTMLElement) => void> = {
  gallery: (root) => void startCarousel(root),
  timeline: enhanceTimeline,
  slides: enhanceSlides,
}

const started = new WeakSet<HTMLElement>()

function start(root: HTMLElement): void {
  if (started.has(root)) return
  started.add(root)
  STARTERS[root.dataset.carousel ?? '']?.(root)
}

export function enhance(root: Document): void {
  const dialog = root.querySelector<HTMLDialogElement>('dialog[data-lightbox]')
  if (dialog) enhanceLightbox(dialog, root)
  // A group's carousel starts when its panel is first shown: a hidden one has no size to measure.
  for (const certificates of root.querySelectorAll<HTMLElement>('[data-certificates]')) {
    enhanceCertificates(certificates, (panel) => whenNear(panel, () => start(panel)))
  }
  for (const carousel of root.querySelectorAll<HTMLElement>('[data-carousel]')) {
    if (!carousel.closest('[data-certificates]')) whenNear(carousel, () => start(carousel))
  }
}
