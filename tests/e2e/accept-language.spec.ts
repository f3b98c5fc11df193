import { expect, test } from './fixtures.ts'

/** A browser's language preferences on the root path (spec §4), weights included: q=0 means "not this language". */
test.describe('the root path follows the browser languages by weight', () => {
  for (const [header, path, lang] of [
    ['en;q=0,zh', '/', 'zh-CN'],
    ['zh;q=0.4,en;q=0.9', '/en/', 'en'],
    ['en-US,en;q=0.9', '/en/', 'en'],
  ] as const) {
    test(`Accept-Language: ${header} opens ${path} in ${lang}`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL })
      try {
        // Chromium writes Accept-Language from its locale, which cannot say q=0: the header is set on the way out.
        await context.route('**/*', (route) => route.continue({ headers: { ...route.request().headers(), 'accept-language': header } }))
        const page = await context.newPage()
        await page.goto('/')
        expect(new URL(page.url()).pathname).toBe(path)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
      } finally {
        await context.close()
      }
    })
  }
})
