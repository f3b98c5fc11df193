/**
 * The company pages' carousels and image dialog (enhance.ts, with Swiper) load only on pages that have one;
 * until then, and without JavaScript, the slides scroll natively and pictures link to their files.
 */
import { reloadAfterChunkError } from '../reload-guard.ts'

if (document.querySelector('[data-carousel], dialog[data-lightbox]')) {
  import('./enhance.ts').then(
    ({ enhance }) => enhance(document),
    (error: unknown) => {
      console.error('carousels: their script failed to load', error)
      reloadAfterChunkError({ storage: sessionStorage, now: Date.now, reload: () => location.reload() })
    },
  )
}
