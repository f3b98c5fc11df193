/** Tabs load their script only on pages that have some; without JavaScript each tab links to its panel. */
import { reloadAfterChunkError } from '../reload-guard.ts'

if (document.querySelector('[data-tabs]')) {
  import('./tabs.ts').then(
    ({ enhanceTabs }) => document.querySelectorAll<HTMLElement>('[data-tabs]').forEach(enhanceTabs),
    (error: unknown) => {
      console.error('tabs: their script failed to load', error)
      reloadAfterChunkError({ storage: sessionStorage, now: Date.now, reload: () => location.reload() })
    },
  )
}
