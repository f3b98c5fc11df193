import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe-core's violations on the page (or inside `include`) as it stands at rest: transitions under way are
 * ended first (a colour caught halfway through one, a tab turning dark as it is selected, is not the colour a
 * visitor reads), by a style that makes them instant while axe runs.
 */
export async function axeViolations(page: Page, include?: string) {
  const instant = await page.addStyleTag({ content: '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important }' })
  try {
    // Only the violations are read: axe skips describing every passing element, a third of its time.
    const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
    if (include) builder.include(include)
    return (await builder.analyze()).violations
  } finally {
    await instant.evaluate((style) => style.parentNode?.removeChild(style))
  }
}
