/**
 * The home page's carousels in the browser: Swiper's core only (no modules), on slides the server has
 * already laid out. Slide sizes come from CSS (`slidesPerView: 'auto'`), so starting Swiper moves nothing.
 * Every island that imports this shares one chunk with Swiper in it.
 */
import Swiper from 'swiper'
import type { SwiperOptions } from 'swiper/types'

export type { Swiper }

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Where a carousel stands, for its previous/next buttons. */
export interface Edges {
  /** Swiper runs: the buttons work. */
  ready: boolean
  atStart: boolean
  atEnd: boolean
  /** Everything fits: no buttons needed. */
  locked: boolean
}

export const NOT_READY: Edges = { ready: false, atStart: true, atEnd: true, locked: false }

export function edgesOf(swiper: Swiper): Edges {
  return { ready: true, atStart: swiper.isBeginning, atEnd: swiper.isEnd, locked: swiper.isLocked }
}

/**
 * Starts Swiper on `el` and reports its edges to `onEdges`. Keyboard: the arrow keys of its direction move it
 * while focus is inside; focusing something in a slide out of view brings that slide in.
 */
export function startCarousel(el: HTMLElement, options: SwiperOptions, onEdges: (edges: Edges) => void): Swiper {
  const vertical = options.direction === 'vertical'
  const swiper = new Swiper(el, {
    slidesPerView: 'auto',
    speed: prefersReducedMotion() ? 0 : 450,
    watchSlidesProgress: true,
    grabCursor: true,
    ...options,
    init: false,
  })
  const report = () => onEdges(edgesOf(swiper))
  for (const event of ['afterInit', 'slideChange', 'reachBeginning', 'reachEnd', 'fromEdge', 'lock', 'unlock', 'resize'] as const) swiper.on(event, report)
  swiper.init()

  el.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    const back = vertical ? 'ArrowUp' : 'ArrowLeft'
    const forward = vertical ? 'ArrowDown' : 'ArrowRight'
    if (event.key !== back && event.key !== forward) return
    if ((event.target as Element).closest('input, textarea, select, [role="tablist"]')) return
    event.preventDefault()
    if (event.key === back) swiper.slidePrev()
    else swiper.slideNext()
  })

  // A click focuses what it hits: that is not a reason to move. Tabbing into a slide out of view is.
  let pointing = false
  el.addEventListener('pointerdown', () => (pointing = true), true)
  el.addEventListener('pointerup', () => setTimeout(() => (pointing = false)), true)
  el.addEventListener('focusin', (event) => {
    const slide = (event.target as Element).closest<HTMLElement>('.swiper-slide')
    if (pointing || !slide || swiper.destroyed || slide.classList.contains('swiper-slide-fully-visible')) return
    const index = swiper.slides.indexOf(slide)
    // `overflow: clip` (home.css) keeps the browser from scrolling the carousel itself; Swiper moves it instead.
    if (index >= 0) swiper.slideTo(index, 0)
  })

  return swiper
}

/**
 * Runs `start` once `el` comes within a screen of the viewport: carousels further down start when the
 * visitor gets there, not while the page is loading (less main-thread work when it counts).
 */
export function whenNear(el: Element, start: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    start()
    return () => undefined
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      observer.disconnect()
      start()
    },
    { rootMargin: '100% 0px' },
  )
  observer.observe(el)
  return () => observer.disconnect()
}
