import type { Page } from '@playwright/test'

/** Records the layout shifts the page itself sees (the Layout Instability API), without those right after input. */
export async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number; shifts: string[] }
    w.cls = 0
    w.shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue
        w.cls += entry.value
        w.shifts.push(`${entry.value.toFixed(4)}: ${entry.sources.map((s) => (s.node as Element | undefined)?.className ?? s.node?.nodeName).join(', ')}`)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The shifts recorded so far, each as "score: what moved". */
export const shifts = (page: Page) => page.evaluate(() => (window as unknown as { cls: number; shifts: string[] }).shifts)
