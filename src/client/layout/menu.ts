/**
 * The header popovers (spec §2): Products, company and Solutions. A mouse resting 200 ms on an entry opens
 * its popover; keyboard focus and a tap open it at once (a second tap follows the link). It closes on its
 * close button, when the mouse leaves the entry, on a click outside, on Escape (focus goes back to the
 * trigger) and when the mouse rests on an entry without a popover. The popovers are native manual
 * popovers; CSS draws the 500 ms enter and 800 ms leave transitions.
 */
import { HOVER_CLOSE_GRACE_MS, HOVER_OPEN_DELAY_MS } from '../../ui/layout/settings.ts'

interface Entry {
  item: HTMLElement
  trigger: HTMLAnchorElement
  popover: HTMLElement
}

export function enhanceMenu(nav: HTMLElement): void {
  const entries: Entry[] = []
  let open: Entry | null = null
  let openTimer: ReturnType<typeof setTimeout> | undefined
  let closeTimer: ReturnType<typeof setTimeout> | undefined
  let lastPointer = 'mouse'
  let refocusing = false

  const cancelTimers = () => {
    clearTimeout(openTimer)
    clearTimeout(closeTimer)
  }

  const hide = (entry: Entry, instant = false) => {
    // Switching straight to another popover skips the leave transition, so two panels never overlap.
    entry.popover.toggleAttribute('data-instant', instant)
    if (entry.popover.matches(':popover-open')) entry.popover.hidePopover()
    entry.trigger.setAttribute('aria-expanded', 'false')
    if (open === entry) open = null
  }

  const show = (entry: Entry) => {
    cancelTimers()
    if (open === entry) return
    if (open) hide(open, true)
    entry.popover.removeAttribute('data-instant')
    entry.popover.showPopover()
    entry.trigger.setAttribute('aria-expanded', 'true')
    open = entry
  }

  const close = ({ refocus = false } = {}) => {
    cancelTimers()
    const entry = open
    if (!entry) return
    hide(entry)
    if (refocus) {
      // Returning focus to the trigger must not reopen the popover through the focus rule.
      refocusing = true
      entry.trigger.focus()
      refocusing = false
    }
  }

  for (const item of nav.querySelectorAll<HTMLElement>('.site-nav__item')) {
    const trigger = item.querySelector<HTMLAnchorElement>('.site-nav__link')
    const popover = item.querySelector<HTMLElement>('[popover]')
    if (!trigger) continue
    if (!popover) {
      // Resting on an entry without a popover closes the open one.
      item.addEventListener('pointerenter', (event) => {
        if (event.pointerType === 'mouse') close()
      })
      continue
    }
    const entry: Entry = { item, trigger, popover }
    entries.push(entry)

    item.addEventListener('pointerenter', (event) => {
      if (event.pointerType !== 'mouse') return
      cancelTimers()
      if (open !== entry) openTimer = setTimeout(() => show(entry), HOVER_OPEN_DELAY_MS)
    })
    item.addEventListener('pointerleave', (event) => {
      if (event.pointerType !== 'mouse') return
      cancelTimers()
      if (open === entry) closeTimer = setTimeout(() => close(), HOVER_CLOSE_GRACE_MS)
    })
    trigger.addEventListener('focus', () => {
      if (!refocusing && trigger.matches(':focus-visible')) show(entry)
    })
    trigger.addEventListener('click', (event) => {
      // A tap opens the popover first; the next tap on the open entry follows the link.
      if (lastPointer !== 'mouse' && open !== entry) {
        event.preventDefault()
        show(entry)
      }
    })
    popover.querySelector('[data-popover-close]')?.addEventListener('click', () => close({ refocus: true }))
    enhanceProductGrid(popover)
  }

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
    const focusInside = open.item.contains(document.activeElement)
    close({ refocus: focusInside })
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
