/** The home banners load their script only on the home page; without JavaScript the indicators are links. */
import { loadChunk } from '../load-chunk.ts'

const root = document.querySelector<HTMLElement>('[data-banners]')
if (root) loadChunk(() => import('./banners.ts'), ({ startBanners }) => startBanners(root), 'banners: their script failed to load')
