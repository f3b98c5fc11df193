/** Pages with section tabs (About, Concepts, Solutions): importing this enhances each bar on the page. */
import { enhanceSectionTabs } from './section-tabs.ts'

for (const nav of document.querySelectorAll<HTMLElement>('[data-section-tabs]')) enhanceSectionTabs(nav)
