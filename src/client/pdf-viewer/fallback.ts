/**
 * What a viewer that cannot render shows instead of its pages: a short note and the browser's own PDF viewer
 * in a frame (the same as without JavaScript). The download button above stays.
 */
export function showFallback(container: HTMLElement): void {
  const note = document.createElement('p')
  note.className = 'pdf-viewer__note'
  note.setAttribute('role', 'status')
  note.textContent = container.dataset.failed ?? ''
  const frame = document.createElement('iframe')
  frame.className = 'pdf-viewer__embed'
  frame.src = container.dataset.src ?? ''
  frame.title = container.dataset.embedTitle ?? ''
  container.classList.add('pdf-viewer__pages--failed')
  container.replaceChildren(note, frame)
  container.parentElement?.querySelector('[data-pdf-zoom]')?.setAttribute('hidden', '')
}
