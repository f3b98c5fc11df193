/**
 * Links that pick a slide (`[data-slide-to="<index>"]`, each also a link to its slide's fragment without
 * JavaScript): a click moves the carousel there; the link of the slide shown carries `aria-current="true"`
 * and is kept in view when its list scrolls sideways.
 */
import { prefersReducedMotion, type Carousel } from './carousel.ts'

export function linkSlides(links: readonly HTMLAnchorElement[], carousel: Carousel, list: HTMLElement | null): void {
  let shown = -1
  links.forEach((link) => {
    link.addEventListener('click', (event) => {
      event.preventDefault()
      carousel.slideTo(Number(link.dataset.slideTo))
    })
  })
  carousel.onChange(({ index }) => {
    if (index === shown) return
    shown = index
    links.forEach((link, n) => {
      if (n === index) link.setAttribute('aria-current', 'true')
      else link.removeAttribute('aria-current')
    })
    const link = links[index]
    if (!list || !link || list.scrollWidth <= list.clientWidth) return
    const left = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2
    list.scrollTo({ left, behavior: prefersReducedMotion() ? 'instant' : 'smooth' })
  })
}
