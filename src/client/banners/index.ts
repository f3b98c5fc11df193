/** The home banners load their script only on the home page; without JavaScript the indicators are links. */
import { reloadAfterChunkError } from '../reload-guard.ts'

const root = document.querySelector<HTMLElement>('[data-banners]')
if (root) {
  import('./banners.ts').then(
    ({ startBanners }) => startBanners(root),
    (error: unknown) => {
      console.error('banners: their script failed to load', error)
      reloadAfterChunkError({ storage: sessionStorage, now: Date.now, reload: () => location.reload() })
    },
  )
}
