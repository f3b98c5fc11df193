/**
 * A carousel of the company pages on Swiper's core (no modules), over slides the server has laid out: slide
 * sizes come from CSS (`slidesPerView: 'auto'`), so starting Swiper moves nothing. The markup is a root with
 * a `.swiper` and optional `[data-carousel-prev]` / `[data-carousel-next]` buttons (disabled in the HTML).
 */
import Swiper from 'swiper'
import type { SwiperOptions } from 'swiper/types'

export type { Swiper }

export function prefersReducedMotion(): boolean {
  return matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Starts Swiper in `root`: the buttons move it by one slide and are disabled at the ends; `data-locked` on
 * the root says every slide fits (the CSS hides the buttons then). The arrow keys of its direction move it
 * while focus is anywhere in the root; focusing something in a slide out of view brings that slide in.
 */
export function startCarousel(root: HTMLElement, options: SwiperOptions = {}): Swiper | null {
  const el = root.querySelector<HTMLElement>('.swiper')
  if (!el) return null
  const prev = root.querySelector<HTMLButtonElement>('[data-carousel-prev]')
  const next = root.querySelector<HTMLButtonElement>('[data-carousel-next]')
  const swiper = new Swiper(el, {
    slidesPerView: 'auto',
    speed: prefersReducedMotion() ? 0 : 450,
    watchSlidesProgress: true,
    grabCursor: true,
    ...options,
    init: false,
  })
  const update = () => {
    if (prev) prev.disabled = swiper.isBeginning
    if (next) next.disabled = swiper.isEnd
    root.toggleAttribute('data-locked', swiper.isLocked)
  }
  for (const event of ['afterInit', 'slideChange', 'reachBeginning', 'reachEnd', 'fromEdge', 'lock', 'unlock', 'resize', 'breakpoint'] as const) swiper.on(event, update)
  prev?.addEventListener('click', () => swiper.slidePrev())
  next?.addEventListener('click', () => swiper.slideNext())

  // Anywhere in the carousel: its slides, its buttons, the links that pick a slide (not a tab list of its own).
  root.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    if ((event.target as Element).closest('input, textarea, select, [role="tablist"]')) return
    const horizontal = swiper.isHorizontal()
    const back = horizontal ? 'ArrowLeft' : 'ArrowUp'
    const forward = horizontal ? 'ArrowRight' : 'ArrowDown'
    if (event.key !== back && event.key !== forward) return
    event.preventDefault()
    if (event.key === back) swiper.slidePrev()
    else swiper.slideNext()
  })

  // A click focuses what it hits: that is no reason to move. Tabbing into a slide out of view is.
  let pointing = false
  el.addEventListener('pointerdown', () => (pointing = true), true)
  el.addEventListener('pointerup', () => setTimeout(() => (pointing = false)), true)
  el.addEventListener('focusin', (event) => {
    const slide = (event.target as Element).closest<HTMLElement>('.swiper-slide')
    if (pointing || !slide || swiper.destroyed || slide.classList.contains('swiper-slide-fully-visible')) return
    const index = swiper.slides.indexOf(slide)
    if (index >= 0) swiper.slideTo(index, 0)
  })

  swiper.init()
  root.setAttribute('data-ready', '')
  return swiper
}

/**
 * Runs `start` once `el` comes within a screen of the viewport: carousels further down start when the
 * visitor gets there, not while the page loads.
 */
export function whenNear(el: Element, start: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      start()
    },
    { rootMargin: '100% 0px' },
  )
  observer.observe(el)
}

/**
 * Links that pick a slide (`[data-slide-to="<index>"]`, each also a link to its slide's fragment without
 * JavaScript): a click moves the carousel there; the link of the active slide carries
 * `aria-current="true"` and is kept in view when the list scrolls sideways.
 */
export function linkSlides(links: readonly HTMLAnchorElement[], swiper: Swiper, list: HTMLElement | null): void {
  const show = () => {
    const active = swiper.activeIndex
    links.forEach((link, index) => {
      if (index === active) link.setAttribute('aria-current', 'true')
      else link.removeAttribute('aria-current')
    })
    const link = links[active]
    if (!list || !link || list.scrollWidth <= list.clientWidth) return
    const left = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2
    list.scrollTo({ left, behavior: prefersReducedMotion() ? 'instant' : 'smooth' })
  }
  links.forEach((link) => {
    link.addEventListener('click', (event) => {
      event.preventDefault()
      swiper.slideTo(Number(link.dataset.slideTo))
    })
  })
  swiper.on('slideChange', show)
  show()
}
