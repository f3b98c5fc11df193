/**
 * The certificate groups of the About page (src/ui/pages/about/Certificates.tsx): hovering, focusing or
 * choosing a group's tab shows its panel (and starts its carousel the first time). The tabs follow the tab
 * pattern: one of them in the tab order, arrow keys, Home and End move between them.
 */
/** How long the pointer rests on a group's tab before its pictures show. */
export const HOVER_INTENT_MS = 120

export function enhanceCertificates(root: HTMLElement, startPanel: (panel: HTMLElement) => void): void {
  const tabs = [...root.querySelectorAll<HTMLAnchorElement>('[role="tab"]')]
  const panels = tabs.map((tab) => document.getElementById(tab.getAttribute('aria-controls') ?? ''))
  if (tabs.length === 0 || panels.some((panel) => !panel)) return

  let hovering = 0
  const select = (index: number, focus = false) => {
    tabs.forEach((tab, n) => {
      tab.setAttribute('aria-selected', String(n === index))
      tab.tabIndex = n === index ? 0 : -1
      panels[n]!.hidden = n !== index
    })
    startPanel(panels[index]!)
    if (focus) tabs[index]!.focus()
  }

  tabs.forEach((tab, index) => {
    tab.addEventListener('click', (event) => {
      event.preventDefault()
      select(index)
    })
    tab.addEventListener('focus', () => select(index))
    // A pointer that rests on a tab, not one crossing it on its way to the pictures.
    tab.addEventListener('mouseenter', () => {
      clearTimeout(hovering)
      hovering = window.setTimeout(() => select(index), HOVER_INTENT_MS)
    })
    tab.addEventListener('mouseleave', () => clearTimeout(hovering))
    tab.addEventListener('keydown', (event) => {
      const last = tabs.length - 1
      const to = { ArrowLeft: index - 1, ArrowUp: index - 1, ArrowRight: index + 1, ArrowDown: index + 1, Home: 0, End: last }[event.key]
      if (to === undefined) return
      event.preventDefault()
      select(to < 0 ? last : to > last ? 0 : to, true)
    })
  })
  // A fragment naming a panel (followed before the script ran) keeps that group.
  const targeted = panels.findIndex((panel) => location.hash === `#${panel!.id}`)
  root.setAttribute('data-enhanced', '')
  select(Math.max(0, targeted))
}
