/**
 * The top progress bar (spec §2, §9). It appears only once a wait passes 200 ms, trickles towards the end,
 * completes and hides 500 ms after the last wait ends, and gives up after 5000 ms. Waits are page
 * navigations (see watchNavigation) and island fetches (trackFetch).
 */
import { PROGRESS_GIVE_UP_MS, PROGRESS_HIDE_DELAY_MS, PROGRESS_THROTTLE_MS } from '../../ui/layout/settings.ts'

const TRICKLE_MS = 200

let pending = 0
/** Bumped whenever the bar finishes, so that a wait ending after the give-up counts for nothing. */
let generation = 0
let value = 0
let showTimer: ReturnType<typeof setTimeout> | undefined
let giveUpTimer: ReturnType<typeof setTimeout> | undefined
let hideTimer: ReturnType<typeof setTimeout> | undefined
let trickleTimer: ReturnType<typeof setInterval> | undefined

function bar(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-progress-bar]')
}

function paint(state: 'running' | 'done' | 'idle'): void {
  const el = bar()
  if (!el) return
  el.dataset.state = state
  el.style.setProperty('--progress', String(value))
}

function clearTimers(): void {
  clearTimeout(showTimer)
  clearTimeout(giveUpTimer)
  clearTimeout(hideTimer)
  clearInterval(trickleTimer)
  showTimer = giveUpTimer = hideTimer = trickleTimer = undefined
}

function show(): void {
  showTimer = undefined
  value = 0.1
  paint('running')
  // Each step covers a tenth of what is left, so the bar slows down and never reaches the end by itself.
  trickleTimer = setInterval(() => {
    value += (0.95 - value) * 0.1
    paint('running')
  }, TRICKLE_MS)
}

/** Completes the bar if it is showing, then hides it 500 ms later. */
function finish(): void {
  const shown = showTimer === undefined && trickleTimer !== undefined
  clearTimers()
  pending = 0
  generation += 1
  if (!shown) return
  value = 1
  paint('done')
  hideTimer = setTimeout(() => {
    value = 0
    paint('idle')
  }, PROGRESS_HIDE_DELAY_MS)
}

/** Starts a wait; call the returned function when it ends (extra calls do nothing). */
export function startProgress(): () => void {
  pending += 1
  if (pending === 1) {
    if (hideTimer !== undefined) {
      // A new wait while the last one's bar fades: start over from empty.
      clearTimeout(hideTimer)
      hideTimer = undefined
      value = 0
      paint('idle')
    }
    showTimer = setTimeout(show, PROGRESS_THROTTLE_MS)
    giveUpTimer = setTimeout(finish, PROGRESS_GIVE_UP_MS)
  }
  const mine = generation
  let ended = false
  return () => {
    if (ended || mine !== generation) return
    ended = true
    pending -= 1
    if (pending === 0) finish()
  }
}

/** Shows the progress bar while `promise` is pending (past 200 ms); returns the same promise. */
export function trackFetch<T>(promise: Promise<T>): Promise<T> {
  const done = startProgress()
  promise.then(done, done)
  return promise
}

/** A click that will unload this page for another same-origin document. */
function isNavigatingClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const link = (event.target as Element | null)?.closest?.('a[href]')
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return false
  if (link.target && link.target !== '_self') return false
  const to = new URL(link.href, location.href)
  if (to.origin !== location.origin || !/^https?:$/.test(to.protocol)) return false
  // Only the fragment changes: the page stays.
  return !(to.pathname === location.pathname && to.search === location.search && to.hash !== '')
}

/**
 * Starts the bar on same-origin link clicks and form submissions that leave the page. The bar lives on
 * the old page until the new one paints; a page restored from the back/forward cache starts clean.
 */
export function watchNavigation(): void {
  // On window, in the bubbling phase: every other handler (a popover trigger, an island) has had its say.
  window.addEventListener('click', (event) => {
    if (isNavigatingClick(event)) startProgress()
  })
  window.addEventListener('submit', (event) => {
    const form = event.target
    if (!event.defaultPrevented && form instanceof HTMLFormElement && (!form.target || form.target === '_self')) startProgress()
  })
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return
    clearTimers()
    pending = 0
    generation += 1
    value = 0
    paint('idle')
  })
}
