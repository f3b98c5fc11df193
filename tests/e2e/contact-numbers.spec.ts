import { expect, test } from './fixtures.ts'

/**
 * A phone number or an e-mail address is read as one piece (issue 49): on the Contact page and in the footer,
 * at every width from a small phone to a wide screen and in both languages, each sits on one line and inside the
 * page. What is measured is each link's line boxes (one) and its right edge against its card, not a font's widths.
 */

const WIDTHS = [320, 375, 700, 750, 800, 1024, 1440, 2560]

for (const path of ['/contact/', '/en/contact/']) {
  test(`${path}: no phone number or e-mail address breaks or runs out of its box, at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 })
    await page.goto(path)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      const broken = await page.locator('a[href^="tel:"], a[href^="mailto:"]').evaluateAll((links) =>
        links
          .filter((link) => link.getClientRects().length > 0)
          .map((link) => {
            const box = (link.closest('.contact-card, .contact-map, footer, dd') ?? document.body).getBoundingClientRect()
            const rects = link.getClientRects()
            const right = Math.max(...[...rects].map((rect) => rect.right))
            return rects.length !== 1 || right > box.right + 1 || right > document.documentElement.clientWidth ? `${link.textContent?.trim()}: ${rects.length} lines, right ${Math.round(right)} of ${Math.round(box.right)}` : ''
          })
          .filter(Boolean),
      )
      expect(broken, `${width} px`).toEqual([])
    }
  })
}
