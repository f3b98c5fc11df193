/**
 * The carousels load their script only on pages that have one; until then, and without JavaScript, their
 * slides scroll natively.
 */
import { reloadAfterChunkError } from '../reload-guard.ts'

if (document.querySelector('[data-carousel]')) {
  import('../../ui/carousel/script/enhance.ts').then(
    ({ enhanceCarousels }) => enhanceCarousels(document),
    (error: unknown) => {
      console.error('carousels: their script failed to load', error)
      reloadAfterChunkError({ storage: sessionStorage, now: Date.now, reload: () => location.reload() })
    },
  )
}
