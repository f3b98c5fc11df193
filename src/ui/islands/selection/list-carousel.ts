/**
 * The item list of the list-and-selected-item pattern as a carousel: Swiper's core (no modules) on slides
 * whose widths come from selection.css, so starting it moves nothing. It only scrolls; choosing is the
 * island's job.
 */
import Swiper from 'swiper'

export type { Swiper }

function prefersReducedMotion(): boolean {
  return matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Slides the list so that slide `index` is wholly in view, if it is not already. */
export function bringIntoView(swiper: Swiper, index: number, speed?: number): void {
  const slide = swiper.slides[index]
  if (!slide || swiper.destroyed || slide.classList.contains('swiper-slide-fully-visible')) return
  swiper.slideTo(index, speed)
}

/** Starts Swiper on `el` with slide `selected` in view. */
export function startListCarousel(el: HTMLElement, selected: number): Swiper {
  const swiper = new Swiper(el, {
    slidesPerView: 'auto',
    speed: prefersReducedMotion() ? 0 : 400,
    watchSlidesProgress: true,
    grabCursor: true,
    wrapperClass: 'selection-list__items',
    slideClass: 'selection-list__item',
  })
  bringIntoView(swiper, selected, 0)

  // Tabbing to a card out of view brings it in (`overflow: clip` keeps the browser from scrolling the list
  // behind Swiper's back). A click focuses what it hits: that is no reason to move.
  let pointing = false
  el.addEventListener('pointerdown', () => (pointing = true), true)
  el.addEventListener('pointerup', () => setTimeout(() => (pointing = false)), true)
  el.addEventListener('focusin', (event) => {
    const slide = (event.target as Element).closest<HTMLElement>('.selection-list__item')
    if (!pointing && slide) bringIntoView(swiper, swiper.slides.indexOf(slide), 0)
  })
  return swiper
}
