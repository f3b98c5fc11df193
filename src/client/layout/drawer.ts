/**
 * The small-screen drawer (spec §2): a modal <dialog> opened by the menu button. It closes on the
 * backdrop, Escape (the dialog's own cancel), its close button and when a link in it is followed; focus
 * stays inside while it is open and goes back to the menu button afterwards.
 */

const FOCUSABLE = 'a[href], button:not([disabled]), summary, input:not([disabled]), [tabindex]:not([tabindex="-1"])'

function isShown(el: HTMLElement): boolean {
  return el.getClientRects().length > 0
}

export function enhanceDrawer(button: HTMLButtonElement, dialog: HTMLDialogElement): void {
  // The script drives the dialog in every browser; the declarative commands stay for when it has not run
  // (a command button reports its expanded state itself, so aria-expanded only comes with the script).
  button.removeAttribute('command')
  button.removeAttribute('commandfor')
  button.setAttribute('aria-expanded', 'false')
  const closeButton = dialog.querySelector<HTMLButtonElement>('[data-drawer-close]')
  closeButton?.removeAttribute('command')
  closeButton?.removeAttribute('commandfor')

  const close = () => {
    if (dialog.open) dialog.close()
  }

  button.addEventListener('click', () => {
    if (dialog.open) return
    dialog.showModal()
    button.setAttribute('aria-expanded', 'true')
  })
  dialog.addEventListener('close', () => button.setAttribute('aria-expanded', 'false'))
  closeButton?.addEventListener('click', close)

  dialog.addEventListener('click', (event) => {
    // The panel fills the dialog box: a click on the dialog itself is a click on the backdrop.
    if (event.target === dialog) {
      close()
      return
    }
    const link = (event.target as Element).closest('a[href]')
    if (link && !event.defaultPrevented) close()
  })

  // Tab and Shift+Tab wrap around inside the open drawer.
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isShown)
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    if (event.shiftKey && (document.activeElement === first || !dialog.contains(document.activeElement))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  })

  // The drawer belongs to the small screen: it closes when the window grows past it, and a page restored
  // from the back/forward cache shows it closed.
  matchMedia('(min-width: 768px)').addEventListener('change', (event) => {
    if (event.matches) close()
  })
  window.addEventListener('pageshow', close)
}
