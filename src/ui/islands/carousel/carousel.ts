/**
 * The home page's horizontal carousels in the browser, on the native scrolling the server HTML already has:
 * the track is a horizontal scroller with scroll snap (home.css sets how many slides a view holds), so touch
 * swiping, trackpads and focusing a slide out of view work without any script, and nothing moves when the
 * script starts. This adds the previous/next buttons' state and paging, and the arrow keys.
 */

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Where a carousel stands, for its previous/next buttons. */
export interface Edges {
  /** The script runs: the buttons work. */
  ready: boolean
  atStart: boolean
  atEnd: boolean
  /** Everything fits: no buttons needed. */
  locked: boolean
}

export const NOT_READY: Edges = { ready: false, atStart: true, atEnd: true, locked: false }

/** Half a pixel and a half of slack: scroll positions are fractional on zoomed and high-density screens. */
const SLACK = 1.5

/** The edges of a scroller at `left` of `width`, showing `view`. */
export function edgesAt(left: number, view: number, width: number): Edges {
  return { ready: true, atStart: left <= SLACK, atEnd: left + view >= width - SLACK, locked: width <= view + SLACK }
}

export interface Carousel {
  /** One view back or forward (the previous/next buttons). */
  page(direction: -1 | 1): void
  stop(): void
}

/**
 * Drives the scroller `track`: reports its edges to `onEdges` as it scrolls and resizes, pages by a view,
 * and moves by a slide on the arrow keys while focus is inside (not from a tab list or a form field).
 */
export function startCarousel(track: HTMLElement, onEdges: (edges: Edges) => void): Carousel {
  let frame = 0
  const report = () => {
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(() => onEdges(edgesAt(track.scrollLeft, track.clientWidth, track.scrollWidth)))
  }
  const behavior = (): ScrollBehavior => (prefersReducedMotion() ? 'instant' : 'smooth')
  const by = (distance: number) => track.scrollBy({ left: distance, behavior: behavior() })
  const slideWidth = () => (track.firstElementChild as HTMLElement | null)?.offsetWidth || track.clientWidth

  const onKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    if ((event.target as Element).closest('input, textarea, select, [role="tablist"]')) return
    event.preventDefault()
    by(event.key === 'ArrowLeft' ? -slideWidth() : slideWidth())
  }
  track.addEventListener('scroll', report, { passive: true })
  track.addEventListener('keydown', onKey)
  // The observer reports the first size too, in the next frame (no layout read while the page starts).
  const resized = new ResizeObserver(report)
  resized.observe(track)

  return {
    page: (direction) => by(direction * track.clientWidth),
    stop: () => {
      cancelAnimationFrame(frame)
      resized.disconnect()
      track.removeEventListener('scroll', report)
      track.removeEventListener('keydown', onKey)
    },
  }
}

/**
 * Runs `start` once `el` comes within a screen of the viewport: the sections below the first screen skip
 * their layout until then (content-visibility), so their sizes are not asked for while the page loads.
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
