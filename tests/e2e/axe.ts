import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe-core's violations on the page (or inside `include`), once every CSS transition under way has ended: a
 * colour caught halfway through one (a tab turning dark as it is selected) is not the colour a visitor reads.
 */
export async function axeViolations(page: Page, include?: string) {
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined))))
  // Only the violations are read: axe skips describing every passing element, a third of its time.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
  if (include) builder.include(include)
  return (await builder.analyze()).violations
}
