/**
 * Tabs over panels (`[data-tabs]`: the certificate groups of About, the partner wall of the home page),
 * whose tabs are links to their panels without JavaScript (CSS `:target` shows the one linked). Choosing or
 * focusing a tab shows its panel; one tab is in the tab order, the arrow keys, Home and End move between
 * them. With `data-tabs-hover` a pointer resting that many milliseconds on a tab shows its panel too. A
 * carousel in a panel starts when the panel is first shown: a hidden one has no size to measure. Carousel
 * buttons beside the panels, not in one (the partner wall's one pair), move the carousel of the panel shown.
 */
import { pointButtons } from '../../ui/carousel/script/controls.ts'
import { startCarouselIn } from '../../ui/carousel/script/enhance.ts'
import { whenNear } from '../../ui/carousel/script/when-near.ts'

export function enhanceTabs(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLAnchorElement>('[role="tab"]')]
  const panels = tabs.map((tab) => document.getElementById(tab.getAttribute('aria-controls') ?? ''))
  if (tabs.length === 0 || panels.some((panel) => !panel)) return
  const hoverMs = Number(root.dataset.tabsHover) || 0
  const sharedButtons = [...root.querySelectorAll<HTMLElement>('[data-carousel-buttons]')].filter((group) => !group.closest('[role="tabpanel"]'))

  let hovering = 0
  const select = (index: number, focus = false) => {
    tabs.forEach((tab, n) => {
      tab.setAttribute('aria-selected', String(n === index))
      tab.tabIndex = n === index ? 0 : -1
      panels[n]!.hidden = n !== index
    })
    const panel = panels[index]!
    const carousel = panel.matches('[data-carousel]') ? panel : panel.querySelector<HTMLElement>('[data-carousel]')
    const track = carousel?.querySelector('.carousel__track')
    if (track?.id) for (const group of sharedButtons) pointButtons(group, track.id)
    if (carousel) whenNear(carousel, () => startCarouselIn(carousel))
    if (focus) tabs[index]!.focus()
  }

  tabs.forEach((tab, index) => {
    tab.addEventListener('click', (event) => {
      event.preventDefault()
      select(index)
    })
    tab.addEventListener('focus', () => select(index))
    if (hoverMs > 0) {
      // A pointer that rests on a tab, not one crossing it on its way to the panel.
      tab.addEventListener('mouseenter', () => {
        clearTimeout(hovering)
        hovering = window.setTimeout(() => select(index), hoverMs)
      })
      tab.addEventListener('mouseleave', () => clearTimeout(hovering))
    }
    tab.addEventListener('keydown', (event) => {
      const last = tabs.length - 1
      const to = { ArrowLeft: index - 1, ArrowUp: index - 1, ArrowRight: index + 1, ArrowDown: index + 1, Home: 0, End: last }[event.key]
      if (to === undefined) return
      event.preventDefault()
      select(to < 0 ? last : to > last ? 0 : to, true)
    })
  })
  // A fragment naming a panel (followed before the script ran) keeps that one.
  const targeted = panels.findIndex((panel) => location.hash === `#${panel!.id}`)
  root.setAttribute('data-enhanced', '')
  select(Math.max(0, targeted))
}
