/** Spec §2: the header takes its active style once the page is scrolled 40 px or more, and drops it above. */
import { SCROLL_ACTIVE_PX } from '../../ui/layout/settings.ts'

export function watchScroll(header: HTMLElement): void {
  let scheduled = false
  const update = () => {
    scheduled = false
    header.toggleAttribute('data-scrolled', window.scrollY >= SCROLL_ACTIVE_PX)
  }
  window.addEventListener(
    'scroll',
    () => {
      if (scheduled) return
      scheduled = true
      requestAnimationFrame(update)
    },
    { passive: true },
  )
  update()
}
