/**
 * The section tabs' behaviour (src/ui/sections/SectionTabs.tsx): the tab of the section in view is marked
 * (`aria-current="true"`) as the page scrolls, found with an IntersectionObserver on the sections; the marked
 * tab is kept visible in a bar that scrolls sideways on small screens; and `?id=<section id>` scrolls to that
 * section on load (an id that names no section is ignored). The links themselves work without this.
 */
import { currentSection, readingLine } from './current-section.ts'

interface Target {
  tab: HTMLAnchorElement
  section: HTMLElement
}

/** Keys that scroll the page (Tab too, as focus moves): after one, the visitor is reading, not following a tab. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ', 'Tab'])

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches

function navigationType(): string {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return entry?.type ?? 'navigate'
}

function targetsOf(nav: HTMLElement): Target[] {
  return [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].flatMap((tab) => {
    const section = document.getElementById(decodeURIComponent(tab.hash.slice(1)))
    return section ? [{ tab, section }] : []
  })
}

/** Scrolls the bar sideways (never the page) so that `tab` is in it with some room to spare. */
function keepInBar(bar: HTMLElement, tab: HTMLElement): void {
  if (bar.scrollWidth <= bar.clientWidth) return
  const room = Math.min(48, bar.clientWidth / 4)
  const start = tab.offsetLeft
  const end = start + tab.offsetWidth
  let left = bar.scrollLeft
  if (start - room < left) left = start - room
  else if (end + room > left + bar.clientWidth) left = end + room - bar.clientWidth
  if (left !== bar.scrollLeft) bar.scrollTo({ left, behavior: reducedMotion() ? 'instant' : 'smooth' })
}

export function enhanceSectionTabs(nav: HTMLElement): void {
  const targets = targetsOf(nav)
  const bar = nav.querySelector<HTMLElement>('.section-tabs__list') ?? nav
  if (targets.length === 0) return

  let marked: HTMLAnchorElement | null = null
  const mark = (tab: HTMLAnchorElement | null) => {
    if (tab === marked) return
    marked?.removeAttribute('aria-current')
    tab?.setAttribute('aria-current', 'true')
    marked = tab
    // Above the first section no tab is marked: the bar goes back to its start, where the page's own tabs begin.
    keepInBar(bar, tab ?? targets[0]!.tab)
  }

  // A followed tab stays marked while the page travels to its section (and if that section is too short to
  // reach the reading line), until the visitor scrolls by themselves.
  let pinned = false
  const pin = (tab: HTMLAnchorElement) => {
    pinned = true
    mark(tab)
  }
  const unpin = () => (pinned = false)
  for (const type of ['wheel', 'touchstart', 'pointerdown'] as const) addEventListener(type, unpin, { passive: true, capture: true })
  addEventListener('keydown', (event) => SCROLL_KEYS.has(event.key) && unpin(), { capture: true })
  nav.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLAnchorElement>('a[href^="#"]')
    if (tab && targets.some((t) => t.tab === tab)) pin(tab)
  })

  /** The sticky header and tabs' height, which the sections keep clear of (`scroll-margin-top`, section-tabs.css). */
  const offset = () => parseFloat(getComputedStyle(targets[0]!.section).scrollMarginTop) || nav.getBoundingClientRect().bottom

  let frame = 0
  const update = () => {
    frame = 0
    if (pinned) return
    const height = innerHeight
    const root = document.documentElement
    const index = currentSection(
      targets.map((t) => t.section.getBoundingClientRect().top),
      { line: readingLine(offset(), height), height, atBottom: Math.ceil(scrollY + height) >= root.scrollHeight - 2 },
    )
    mark(targets[index]?.tab ?? null)
  }
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update)
  }

  // The observer watches a band from the sticky bars down to the reading line: a section entering or leaving
  // it is a section's top crossing the line. The band depends on the window's height, so it follows resizes.
  let observer: IntersectionObserver | null = null
  const observe = () => {
    observer?.disconnect()
    const top = offset()
    const bottom = Math.max(0, innerHeight - readingLine(top, innerHeight))
    observer = new IntersectionObserver(schedule, { rootMargin: `-${Math.round(top)}px 0px -${Math.round(bottom)}px 0px`, threshold: 0 })
    for (const { section } of targets) observer.observe(section)
  }
  observe()
  addEventListener('resize', () => {
    observe()
    schedule()
  })
  // The end of the page, where no top crosses the line any more, is reached by scrolling, not by a crossing;
  // scrolling is followed frame by frame (scrollend alone is not sent when a scroll is cut short by another).
  addEventListener('scroll', schedule, { passive: true })

  const id = new URLSearchParams(location.search).get('id')
  // A fragment wins over ?id=, and a reload or a step back keeps the place the browser restores.
  if (id && !location.hash && navigationType() === 'navigate') {
    const element = document.getElementById(id)
    const target = element && targets.find((t) => t.section === element || t.section.contains(element))
    if (element && target) {
      element.scrollIntoView({ block: 'start', behavior: 'instant' })
      pin(target.tab)
    }
  }
  schedule()
  nav.setAttribute('data-enhanced', '')
}
