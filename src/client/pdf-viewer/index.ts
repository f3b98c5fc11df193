/**
 * The PDF viewer's entry: only a page with a viewer loads the viewer module, and pdf.js (with its workers)
 * only through it. Until it has loaded, or if it cannot, the download button is there.
 */
const container = document.querySelector<HTMLElement>('[data-pdf-viewer]')
if (container) {
  import('./viewer.ts')
    .then(({ showDocument }) => showDocument(container))
    .catch((error: unknown) => {
      // spec §8: a PDF that cannot be shown is logged; the visitor gets the download and the embedded view.
      console.error('pdf viewer: its script failed to load', error)
      import('./fallback.ts').then(({ showFallback }) => showFallback(container), () => undefined)
    })
}
