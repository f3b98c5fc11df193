/**
 * The site's one carousel: a native scroller with scroll snap (carousel.css), whose slides are plain server
 * HTML. Touch swiping, trackpads and focusing a slide out of view work before and without any script, and
 * starting the script moves nothing. This adds what a scroller lacks: where it stands (the slide at its
 * start, its ends), moving by a slide or a view, the arrow keys of its axis, and dragging with a mouse.
 * The axis is the stylesheet's: a track whose `scroll-snap-type` is `y` runs vertically.
 */
import { dragWithMouse } from './mouse-drag.ts'
import { edgesAt, nearestSlide, nextStart, SLACK, type Edges } from './positions.ts'

export interface CarouselState extends Edges {
  /** The slide at the start of the view (the one shown, where a slide fills the view). */
  index: number
}

export interface Carousel {
  readonly track: HTMLElement
  readonly slides: readonly HTMLElement[]
  state(): CarouselState
  /** Scrolls slide `index` to the start of the view (as far as the track goes). */
  slideTo(index: number, instant?: boolean): void
  /** One slide back or forward. */
  step(direction: -1 | 1): void
  /** One view back or forward. */
  page(direction: -1 | 1): void
  /** Brings slide `index` wholly into view, if it is not. */
  reveal(index: number, instant?: boolean): void
  /** Called with the state whenever it changes (at most once a frame). */
  onChange(listener: (state: CarouselState) => void): void
  stop(): void
}

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

const isVertical = (track: HTMLElement) => getComputedStyle(track).scrollSnapType.startsWith('y')

/** Where a scroller stands along its axis. */
function measure(track: HTMLElement) {
  const vertical = isVertical(track)
  return {
    vertical,
    at: vertical ? track.scrollTop : track.scrollLeft,
    view: vertical ? track.clientHeight : track.clientWidth,
    length: vertical ? track.scrollHeight : track.scrollWidth,
  }
}

/** Keys with which the visitor scrolls the track itself (the arrows step it instead). */
const SCROLL_KEYS = new Set(['PageUp', 'PageDown', 'Home', 'End'])

/**
 * Starts the carousel on the scroller `track`, whose element children are the slides. `keys` is where the
 * arrow keys move it while focus is inside (the track by default; a root that holds its buttons too).
 */
export function startCarousel(track: HTMLElement, keys: HTMLElement = track): Carousel {
  const slides = [...track.children].filter((el): el is HTMLElement => el instanceof HTMLElement)
  const listeners: ((state: CarouselState) => void)[] = []
  /** Where a button or key last sent the track, until it gets there: steps taken quickly add up. */
  let target: number | null = null
  let last = ''
  let frame = 0

  const offset = (index: number, vertical: boolean) => {
    const slide = slides[index]
    const first = slides[0]
    if (!slide || !first) return 0
    return vertical ? slide.offsetTop - first.offsetTop : slide.offsetLeft - first.offsetLeft
  }

  const starts = (vertical: boolean) => slides.map((_, i) => offset(i, vertical))

  const state = (): CarouselState => {
    const { vertical, at, view, length } = measure(track)
    return { index: nearestSlide(starts(vertical), at), ...edgesAt(at, view, length) }
  }

  const scrollTo = (position: number, vertical: boolean, instant = false) => {
    const behavior: ScrollBehavior = instant || prefersReducedMotion() ? 'instant' : 'smooth'
    track.scrollTo(vertical ? { top: position, behavior } : { left: position, behavior })
  }

  /** Sends the track to `position`, within its ends. */
  const go = (position: number, instant = false) => {
    const { vertical, view, length } = measure(track)
    target = Math.max(0, Math.min(position, length - view))
    scrollTo(target, vertical, instant)
  }

  const slideTo = (index: number, instant = false) => {
    go(offset(Math.max(0, Math.min(slides.length - 1, index)), isVertical(track)), instant)
  }

  const report = () => {
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(() => {
      const now = state()
      if (target !== null && Math.abs(measure(track).at - target) <= SLACK) target = null
      const key = JSON.stringify(now)
      if (key === last) return
      last = key
      for (const listener of listeners) listener(now)
    })
  }

  /** To the next slide start beyond where the track is going (slides in a grid's column share one). */
  const step = (direction: -1 | 1) => {
    const { vertical, at } = measure(track)
    const to = nextStart(starts(vertical), target ?? at, direction)
    if (to !== undefined) go(to)
  }

  const page = (direction: -1 | 1) => {
    const { at, view } = measure(track)
    go((target ?? at) + direction * view)
  }

  const reveal = (index: number, instant = false) => {
    const slide = slides[index]
    if (!slide) return
    const { vertical, at, view } = measure(track)
    const start = offset(index, vertical)
    const size = vertical ? slide.offsetHeight : slide.offsetWidth
    if (start >= at - SLACK && start + size <= at + view + SLACK) return
    slideTo(start < at ? index : index - Math.max(0, Math.floor(view / Math.max(size, 1)) - 1), instant)
  }

  const onKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    if ((event.target as Element).closest('input, textarea, select, [role="tablist"]')) return
    const vertical = isVertical(track)
    const back = vertical ? 'ArrowUp' : 'ArrowLeft'
    const forward = vertical ? 'ArrowDown' : 'ArrowRight'
    if (SCROLL_KEYS.has(event.key) && track.contains(event.target as Node)) return forget()
    if (event.key !== back && event.key !== forward) return
    event.preventDefault()
    step(event.key === back ? -1 : 1)
  }
  // The visitor's own scrolling (a wheel, a finger, a scroll key) ends what a button asked for.
  const forget = () => {
    target = null
  }
  // The end of a scroll that a quicker step cut short fires after that step set its target: only arriving at
  // the target ends it, so two quick presses still move two slides.
  const arrived = () => {
    if (target !== null && Math.abs(measure(track).at - target) <= SLACK) target = null
  }

  track.addEventListener('scroll', report, { passive: true })
  track.addEventListener('scrollend', arrived)
  track.addEventListener('wheel', forget, { passive: true })
  track.addEventListener('touchstart', forget, { passive: true })
  keys.addEventListener('keydown', onKey)
  // The observer reports the first size too, in the next frame (no layout read while the page starts).
  const resized = new ResizeObserver(report)
  resized.observe(track)
  const stopDragging = dragWithMouse(track, {
    vertical: () => isVertical(track),
    settle: (direction) => {
      const { index } = state()
      const { vertical, at } = measure(track)
      // Let go past a slide's start, the carousel goes on the way it was dragged.
      const passed = direction !== 0 && Math.sign(at - offset(index, vertical)) === direction
      slideTo(passed ? index + direction : index)
    },
    start: forget,
  })

  return {
    track,
    slides,
    state,
    slideTo,
    step,
    page,
    reveal,
    onChange: (listener) => {
      listeners.push(listener)
      last = ''
      report()
    },
    stop: () => {
      cancelAnimationFrame(frame)
      resized.disconnect()
      stopDragging()
      track.removeEventListener('scroll', report)
      track.removeEventListener('scrollend', arrived)
      track.removeEventListener('wheel', forget)
      track.removeEventListener('touchstart', forget)
      keys.removeEventListener('keydown', onKey)
    },
  }
}
