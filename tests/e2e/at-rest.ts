import type { ElementHandle, Page } from '@playwright/test'

/**
 * Makes every CSS transition of the page instant until the returned style is removed, for checks of where
 * things end up rather than how they get there: a colour or a box caught halfway through a transition is not
 * the one a visitor reads, and each transition drawn frame by frame is work (a banner sliding at 2560 × 1440
 * is most of what a sweep of window sizes costs). Transitions already running keep the duration they started
 * with; `finishTransitions` ends them.
 */
export async function instantTransitions(page: Page): Promise<ElementHandle> {
  return page.addStyleTag({ content: '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important }' })
}

/** Ends the transitions under way. */
export async function finishTransitions(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish()
  })
}
