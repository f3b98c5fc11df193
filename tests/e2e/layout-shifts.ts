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

/**
 * Resolves once the page has settled: no network request for 500 ms (scripts loaded, islands hydrated), its
 * fonts loaded, and three frames drawn since, so that any shift they caused has been reported.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await framesDrawn(page)
}

/**
 * Resolves once the whole document has arrived and been parsed (its scripts run), its fonts loaded, and three
 * frames drawn since; images may still be coming (on a slow connection they take long, and `settled` on a
 * normal one covers what they do).
 */
export async function streamedIn(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded')
  await framesDrawn(page)
}

async function framesDrawn(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready
    for (let i = 0; i < 3; i++) await new Promise(requestAnimationFrame)
  })
}
