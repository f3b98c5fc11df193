import type { Page } from '@playwright/test'

/**
 * Makes every laid-out picture of the page ask for its file now, lazy ones and those of the home sections below
 * the first screen too (content-visibility: auto skips their layout), and, with `wait`, resolves once each has
 * been answered (loaded or failed). For tests that look at every picture of a page at once.
 */
export async function askForEveryPicture(page: Page, { wait }: { wait: boolean }): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  await page.evaluate(async (wait) => {
    const laidOut = [...document.images].filter((img) => img.getClientRects().length > 0)
    for (const img of laidOut) img.loading = 'eager'
    const answered = (img: HTMLImageElement) =>
      new Promise((done) => {
        img.addEventListener('load', done, { once: true })
        img.addEventListener('error', done, { once: true })
      })
    if (wait) await Promise.all(laidOut.map((img) => (img.complete ? null : answered(img))))
  }, wait)
}
