/**
 * The carousels load their script only on pages that have one; until then, and without JavaScript, their
 * slides scroll natively.
 */
import { loadChunk } from '../load-chunk.ts'

if (document.querySelector('[data-carousel]')) {
  loadChunk(() => import('../../ui/carousel/script/enhance.ts'), ({ enhanceCarousels }) => enhanceCarousels(document), 'carousels: their script failed to load')
}
