import { expect, test } from './fixtures.ts'

/**
 * Back and Forward between pages raise no page error (issue 49): the browser skips the cross-document View
 * Transition of a page it restores, and the skipped transition's promises are settled (src/client/page-transitions.ts).
 * The `problems` fixture fails the test on any page error or console error.
 */
for (const [lang, pages] of [
  ['zh-CN', ['/', '/product', '/contact/']],
  ['en', ['/en/', '/en/product', '/en/contact/']],
] as const) {
  test(`${lang}: going back and forward between pages raises no page error`, async ({ page }) => {
    test.setTimeout(90_000)
    // Navigations the page makes, as a link does (the browser's own UI starts no View Transition).
    await page.goto(pages[0])
    for (const path of pages.slice(1)) {
      // Navigate after evaluate has returned: a navigation inside it can destroy its context before it answers.
      await page.evaluate((to) => void setTimeout(() => location.assign(to)), path)
      await page.waitForURL((url) => url.pathname === path)
      await page.waitForLoadState('load')
    }
    const expected = [pages[1], pages[0], pages[1], pages[2], pages[1]]
    for (const [i, step] of (['back', 'back', 'forward', 'forward', 'back'] as const).entries()) {
      await page.evaluate((back) => void setTimeout(() => (back ? history.back() : history.forward())), step === 'back')
      await page.waitForURL((url) => url.pathname === expected[i])
      await page.waitForLoadState('load')
    }
    // Let a transition the browser skipped settle its promises before the page is judged.
    await page.waitForTimeout(500)
  })
}
