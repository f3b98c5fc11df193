/**
 * The image dialog (src/ui/pages/company/Lightbox.tsx): a click on a `a[data-lightbox-open]` link (a
 * picture that links to its file) opens the file in the page's modal `<dialog>` with its caption instead of
 * leaving the page. Escape, the close button and a click beside the picture close it; focus returns to the
 * link. A click with a modifier key still opens the file the browser's way.
 */
export function enhanceLightbox(dialog: HTMLDialogElement, root: Document): void {
  const frame = dialog.querySelector<HTMLElement>('[data-lightbox-frame]')
  const caption = dialog.querySelector<HTMLElement>('[data-lightbox-caption]')
  if (!frame || !caption) return
  let opener: HTMLAnchorElement | null = null

  root.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-lightbox-open]')
    if (!link || event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    const thumbnail = link.querySelector('img')
    const image = document.createElement('img')
    image.className = 'lightbox__image'
    image.src = link.getAttribute('href') ?? ''
    image.alt = link.dataset.caption ?? ''
    // The picture's own proportions, so the dialog has its size before the file has loaded.
    for (const name of ['width', 'height']) {
      const value = thumbnail?.getAttribute(name)
      if (value) image.setAttribute(name, value)
    }
    frame.replaceChildren(image)
    caption.textContent = link.dataset.caption ?? ''
    opener = link
    dialog.showModal()
  })

  // The backdrop is part of the dialog element: a click on it, not on what the dialog holds, closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close()
  })
  dialog.addEventListener('close', () => {
    frame.replaceChildren()
    opener?.focus()
    opener = null
  })
}
