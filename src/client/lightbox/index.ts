/**
 * The company pages' image dialog loads its script only on pages that have one; without JavaScript a
 * picture links to its file.
 */
import { loadChunk } from '../load-chunk.ts'

const dialog = document.querySelector<HTMLDialogElement>('dialog[data-lightbox]')
if (dialog) loadChunk(() => import('./lightbox.ts'), ({ enhanceLightbox }) => enhanceLightbox(dialog, document), 'the image dialog: its script failed to load')
