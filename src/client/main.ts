// In dev this installs React Fast Refresh; in the build it is empty.
import '@vitejs/plugin-react/preamble'
import type { IslandLoader } from './hydrate-islands.ts'
import './page-transitions.ts'
import './banners/index.ts'
import './carousel/index.ts'
import './lightbox/index.ts'
import './tabs/index.ts'
import './forms/index.ts'
import './layout/index.ts'
import './sections/index.ts'
import './pdf-viewer/index.ts'
import { reloadAfterChunkError } from './reload-guard.ts'

// One lazily loaded chunk per island file; React itself is shared through the hydration chunk.
const modules = import.meta.glob<Awaited<ReturnType<IslandLoader>>>('../ui/islands/*.tsx')
const loaders = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.tsx'.length), load]),
)

// The layout above is all most pages need; React and the hydration code load only where an island is.
if (document.querySelector('[data-island]')) {
  import('./hydrate-islands.ts')
    .then(({ hydrateIslands }) => hydrateIslands(document, loaders))
    .catch((error: unknown) => {
      console.error('island failed to load', error)
      reloadAfterChunkError({ storage: sessionStorage, now: Date.now, reload: () => location.reload() })
    })
}
