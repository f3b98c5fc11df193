/**
 * The history timeline of the About page (src/ui/pages/about/HistorySection.tsx): one entry at a time, a
 * rail of years that picks one, previous/next buttons that name the neighbouring years, and autoplay. It
 * plays every `data-autoplay-ms` while on screen; the pointer over it or focus in it (other than on its
 * play/pause button) pauses it; under reduced motion it does not start; the button stops and restarts it.
 * At the last entry it goes back to the first.
 */
import { prefersReducedMotion, type Carousel } from './carousel.ts'
import { linkSlides } from './link-slides.ts'

const fill = (template: string | undefined, year: string) => (template ?? '').replace('{{year}}', year)

export function enhanceTimeline(root: HTMLElement, carousel: Carousel): void {
  const years = [...root.querySelectorAll<HTMLAnchorElement>('[data-slide-to]')]
  linkSlides(years, carousel, root.querySelector('.timeline__years'))

  const id = CSS.escape(carousel.track.id)
  const prev = root.querySelector<HTMLButtonElement>(`[data-carousel-prev][aria-controls="${id}"]`)
  const next = root.querySelector<HTMLButtonElement>(`[data-carousel-next][aria-controls="${id}"]`)
  const { prevLabel, nextLabel, pauseLabel = '', playLabel = '' } = root.dataset
  let shown = -1
  carousel.onChange(({ index }) => {
    if (index === shown) return
    shown = index
    for (const [button, year, template] of [
      [prev, years[index - 1]?.textContent ?? '', prevLabel],
      [next, years[index + 1]?.textContent ?? '', nextLabel],
    ] as const) {
      if (!button) continue
      const label = button.querySelector('[data-neighbour]')
      if (label) label.textContent = year
      if (year) button.setAttribute('aria-label', fill(template, year))
    }
    schedule()
  })

  const interval = Number(root.dataset.autoplayMs) || 0
  const toggle = root.querySelector<HTMLButtonElement>('[data-autoplay-toggle]')
  const toggleLabel = toggle?.querySelector('[data-autoplay-label]')
  let playing = Boolean(interval && toggle) && !prefersReducedMotion()
  let hovered = false
  let focused = false
  let visible = false
  let timer = 0

  function schedule() {
    clearTimeout(timer)
    if (!interval || !toggle) return
    root.toggleAttribute('data-playing', playing)
    if (toggleLabel) toggleLabel.textContent = playing ? pauseLabel : playLabel
    if (playing && !hovered && !focused && visible && !document.hidden) timer = window.setTimeout(advance, interval)
  }
  const advance = () => {
    const { atEnd, index } = carousel.state()
    carousel.slideTo(atEnd ? 0 : index + 1)
  }
  if (!interval || !toggle) return

  toggle.hidden = false
  toggle.addEventListener('click', () => {
    playing = !playing
    schedule()
  })
  root.addEventListener('pointerenter', (event) => {
    if (event.pointerType === 'mouse') hovered = true
    schedule()
  })
  root.addEventListener('pointerleave', () => {
    hovered = false
    schedule()
  })
  root.addEventListener('focusin', (event) => {
    focused = event.target !== toggle
    schedule()
  })
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) focused = false
    schedule()
  })
  document.addEventListener('visibilitychange', schedule)
  new IntersectionObserver((entries) => {
    visible = entries.some((entry) => entry.isIntersecting)
    schedule()
  }).observe(root)
  schedule()
}
