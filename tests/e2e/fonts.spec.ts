import { expect, test } from './fixtures.ts'

/**
 * Each language its own font order (issue 35): an English page asks for Latin fonts first, so that its
 * punctuation (’ “ ”), which the Chinese fonts draw full-width, is never taken from them; a Chinese page asks for
 * the Chinese fonts first. Read from the computed style, so no installed font or its metrics is assumed.
 */
const CJK = ['PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC']

const families = (list: string) => list.split(',').map((family) => family.trim().replace(/^["']|["']$/g, ''))

for (const path of ['/en/privacy', '/en/File', '/en/']) {
  test(`${path}: Latin fonts come before every Chinese one, in the text and in the form fields`, async ({ page }) => {
    await page.goto(path)
    for (const selector of ['body', 'main p', 'input, textarea, button']) {
      const list = families(await page.locator(selector).first().evaluate((el) => getComputedStyle(el).fontFamily))
      const firstCjk = list.findIndex((family) => CJK.includes(family))
      expect(firstCjk, `${selector}: ${list.join(', ')}`).toBeGreaterThan(0)
      expect(list.slice(0, firstCjk), selector).toContain('Arial')
    }
  })
}

test('/privacy: a Chinese page asks for the Chinese fonts first', async ({ page }) => {
  await page.goto('/privacy')
  const list = families(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily))
  expect(CJK).toContain(list[0])
})
