/** Tabs load their script only on pages that have some; without JavaScript each tab links to its panel. */
import { loadChunk } from '../load-chunk.ts'

if (document.querySelector('[data-tabs]')) {
  loadChunk(() => import('./tabs.ts'), ({ enhanceTabs }) => document.querySelectorAll<HTMLElement>('[data-tabs]').forEach(enhanceTabs), 'tabs: their script failed to load')
}
