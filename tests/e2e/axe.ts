import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { finishTransitions, instantTransitions } from './at-rest.ts'

/**
 * axe-core's violations on the page (or inside `include`) as it stands at rest: transitions under way are
 * ended first (a colour caught halfway through one, a tab turning dark as it is selected, is not the colour a
 * visitor reads): a style makes new ones instant while axe runs, and those already running are finished, since a
 * running transition keeps the duration it started with.
 */
export async function axeViolations(page: Page, include?: string) {
  const instant = await instantTransitions(page)
  try {
    await finishTransitions(page)
    // Only the violations are read: axe skips describing every passing element, a third of its time.
    // `axe.run` in the page itself (legacy mode) instead of a partial run per frame finished in a new blank
    // page: a third of the time, and the same rules; what it cannot reach, cross-origin frames, no page has.
    const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true)
    if (include) builder.include(include)
    return (await builder.analyze()).violations
  } finally {
    await instant.evaluate((style) => (style as Element).remove())
  }
}
