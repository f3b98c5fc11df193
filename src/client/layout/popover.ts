/**
 * The header's popovers (the three menu panels and the search) in every engine of the support matrix. Where
 * the Popover API is missing (Chrome before 114, Safari before 17), a closed popover is hidden by site.css
 * (`@supports not selector(:popover-open)`) and opened here with `data-popover-open`; a `popovertarget`
 * button toggles its popover, and an `auto` popover closes on Escape (focus back on its button) and on a
 * press outside it, as the browser's own would.
 */
export const hasPopoverApi = typeof HTMLElement.prototype.showPopover === 'function'

const OPEN = 'data-popover-open'

export function isPopoverOpen(popover: HTMLElement): boolean {
  return hasPopoverApi ? popover.matches(':popover-open') : popover.hasAttribute(OPEN)
}

export function showPopover(popover: HTMLElement): void {
  if (isPopoverOpen(popover)) return
  if (hasPopoverApi) return popover.showPopover()
  popover.setAttribute(OPEN, '')
  popover.querySelector<HTMLElement>('[autofocus]')?.focus()
}

export function hidePopover(popover: HTMLElement): void {
  if (!isPopoverOpen(popover)) return
  if (hasPopoverApi) popover.hidePopover()
  else popover.removeAttribute(OPEN)
}

/** Without the API: each `popovertarget` button under `root` toggles its `auto` popover, which light-dismisses. */
export function emulatePopoverTargets(root: ParentNode): void {
  if (hasPopoverApi) return
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[popovertarget]')) {
    const popover = document.getElementById(button.getAttribute('popovertarget') ?? '')
    if (!popover) continue
    button.setAttribute('aria-expanded', 'false')
    const set = (open: boolean, refocus = false) => {
      if (open) showPopover(popover)
      else hidePopover(popover)
      button.setAttribute('aria-expanded', String(open))
      if (refocus) button.focus()
    }
    button.addEventListener('click', () => set(!isPopoverOpen(popover)))
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && isPopoverOpen(popover)) set(false, popover.contains(document.activeElement))
    })
    document.addEventListener(
      'pointerdown',
      (event) => {
        const target = event.target as Node
        if (isPopoverOpen(popover) && !popover.contains(target) && !button.contains(target)) set(false)
      },
      true,
    )
  }
}
