/**
 * The company pages' image dialog loads its script only on pages that have one; without JavaScript a
 * picture links to its file.
 */
import { reloadAfterChunkError } from '../reload-guard.ts'

const dialog = document.querySelector<HTMLDialogElement>('dialog[data-lightbox]')
if (dialog) {
  import('./lightbox.ts').then(
    ({ enhanceLightbox }) => enhanceLightbox(dialog, document),
    (error: unknown) => {
      console.error('the image dialog: its script failed to load', error)
      reloadAfterChunkError({ storage: sessionStorage, now: Date.now, reload: () => location.reload() })
    },
  )
}
