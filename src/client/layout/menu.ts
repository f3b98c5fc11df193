/**
 * The header popovers (spec §2): Products, company and Solutions. A mouse resting 200 ms on an entry opens
 * its popover; the toggle button after the entry's link opens and closes it (keyboard, mouse, touch), and a
 * tap on the link opens it first (a second tap follows the link). It closes on its close button, when the
 * mouse leaves the entry and its panel, on a click outside, on Escape, when focus leaves the entry, and when
 * the mouse rests on an entry without a popover. The popovers are native manual popovers (or their stand-in,
 * popover.ts, in engines without the API); CSS draws the 500 ms enter and 800 ms leave transitions.
 *
 * On its way from the entry to the panel the mouse may cross other entries or the header (a diagonal move
 * towards the panel's left column crosses Home): while it keeps heading for the panel (inside the triangle
 * between where it left the entry and the panel's top edge), the panel stays; once it rests there for
 * HOVER_REST_CLOSE_MS, or turns away, the panel closes.
 */
import { HOVER_OPEN_DELAY_MS, HOVER_REST_CLOSE_MS } from '../../ui/layout/settings.ts'
import { isHeadingFor, type Point } from './pointer-path.ts'
import { hidePopover, showPopover } from './popover.ts'

interface Entry {
  item: HTMLElement
  link: HTMLAnchorElement
  toggle: HTMLButtonElement
  popover: HTMLElement
}

export function enhanceMenu(nav: HTMLElement): void {
  const entries: Entry[] = []
  let open: Entry | null = null
  let openTimer: ReturnType<typeof setTimeout> | undefined
  let closeTimer: ReturnType<typeof setTimeout> | undefined
  let lastPointer = 'mouse'
  /** The mouse's last position on the open entry (not its panel): the apex of the path to the panel. */
  let apex: Point | null = null
  /** The mouse has been on the open entry or its panel, so leaving them closes it. */
  let engaged = false
  /** The mouse's last move: where a popover opened by hovering was opened from. */
  let last: { at: Point; target: Node } | null = null

  const hide = (entry: Entry, instant = false) => {
    // Switching straight to another popover skips the leave transition, so two panels never overlap.
    entry.popover.toggleAttribute('data-instant', instant)
    hidePopover(entry.popover)
    entry.toggle.setAttribute('aria-expanded', 'false')
    entry.item.removeAttribute('data-open')
    if (open === entry) open = null
  }

  const show = (entry: Entry) => {
    clearTimeout(openTimer)
    clearTimeout(closeTimer)
    if (open === entry) return
    if (open) hide(open, true)
    entry.popover.removeAttribute('data-instant')
    showPopover(entry.popover)
    entry.toggle.setAttribute('aria-expanded', 'true')
    entry.item.setAttribute('data-open', '')
    open = entry
    // Opened by the mouse resting on the entry: its way to the panel starts there, even if its next move
    // (a brisk one, or several the browser merged into one) is already off the entry.
    const onEntry = last !== null && entry.item.contains(last.target) && !entry.popover.contains(last.target)
    apex = onEntry ? last!.at : null
    engaged = onEntry
  }

  const close = ({ refocus = false } = {}) => {
    clearTimeout(openTimer)
    clearTimeout(closeTimer)
    const entry = open
    if (!entry) return
    hide(entry)
    if (refocus) entry.toggle.focus()
  }

  const closeAfterRest = () => {
    clearTimeout(closeTimer)
    closeTimer = setTimeout(() => close(), HOVER_REST_CLOSE_MS)
  }

  for (const item of nav.querySelectorAll<HTMLElement>('.site-nav__item')) {
    const link = item.querySelector<HTMLAnchorElement>('.site-nav__link')
    const toggle = item.querySelector<HTMLButtonElement>('.site-nav__toggle')
    const popover = item.querySelector<HTMLElement>('[popover]')
    if (!link || !toggle || !popover) continue
    const entry: Entry = { item, link, toggle, popover }
    entries.push(entry)

    // The script drives the popover; the declarative command stays for when it has not run (a command
    // button reports its expanded state itself, so aria-expanded only comes with the script).
    toggle.removeAttribute('command')
    toggle.removeAttribute('commandfor')
    toggle.setAttribute('aria-expanded', 'false')

    item.addEventListener('pointerenter', (event) => {
      if (event.pointerType !== 'mouse' || open === entry) return
      clearTimeout(openTimer)
      openTimer = setTimeout(() => show(entry), HOVER_OPEN_DELAY_MS)
    })
    item.addEventListener('pointerleave', (event) => {
      if (event.pointerType !== 'mouse') return
      clearTimeout(openTimer)
      // Also covers the mouse leaving the window, after which no move follows.
      if (open === entry) closeAfterRest()
    })
    toggle.addEventListener('click', () => {
      if (open === entry) close()
      else show(entry)
    })
    link.addEventListener('click', (event) => {
      // A tap opens the popover first; the next tap on the open entry follows the link.
      if (lastPointer !== 'mouse' && open !== entry) {
        event.preventDefault()
        show(entry)
      }
    })
    popover.querySelector('[data-popover-close]')?.addEventListener('click', () => close({ refocus: true }))
    enhanceProductGrid(popover)
  }

  document.addEventListener('pointermove', (event) => {
    if (event.pointerType !== 'mouse') return
    const target = event.target as Node
    const at = { x: event.clientX, y: event.clientY }
    last = { at, target }
    if (!open) return
    if (open.popover.contains(target)) {
      clearTimeout(closeTimer)
      apex = null
      engaged = true
      return
    }
    if (open.item.contains(target)) {
      clearTimeout(closeTimer)
      apex = at
      engaged = true
      return
    }
    // Over another entry with a popover: its own hover delay decides whether it takes over.
    if (entries.some((e) => e.item.contains(target))) return
    if (apex && isHeadingFor(at, apex, open.popover.getBoundingClientRect())) closeAfterRest()
    else if (engaged || nav.contains(target)) close()
  })
  document.addEventListener(
    'pointerdown',
    (event) => {
      lastPointer = event.pointerType || 'mouse'
      if (open && !open.item.contains(event.target as Node)) close()
    },
    true,
  )
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !open) return
    close({ refocus: open.popover.contains(document.activeElement) })
  })
  nav.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null
    // Focus moving elsewhere on the page closes the popover; focus leaving the window does not.
    if (open && next && !open.item.contains(next)) close()
  })
  // The menu hides below 768 px: nothing stays open behind the drawer.
  matchMedia('(max-width: 767.98px)').addEventListener('change', (event) => {
    if (event.matches) close()
  })
  nav.dataset.enhanced = ''
}

/** The Products popover shows the product grid of the category under the mouse or the focus. */
function enhanceProductGrid(popover: HTMLElement): void {
  const categories = [...popover.querySelectorAll<HTMLElement>('[data-category]')]
  const activate = (active: HTMLElement) => {
    for (const category of categories) {
      const on = category === active
      category.toggleAttribute('data-active', on)
      const grid = category.querySelector<HTMLElement>('.mega-products__grid')
      if (grid) grid.hidden = !on
    }
  }
  for (const category of categories) {
    category.addEventListener('pointerenter', () => activate(category))
    category.addEventListener('focusin', () => activate(category))
  }
}
