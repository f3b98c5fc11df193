import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * Labels a visitor must read whole: About's certificate tabs at every width. What is measured is each box
 * against its own content (scrollWidth against clientWidth), never a text's width in some font.
 */

const LANGS = [
  { lang: 'zh-CN', prefix: '' },
  { lang: 'en', prefix: '/en' },
] as const

/** Each element whose content is wider or taller than its box (cut off), with its text. */
function cutOff(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((all) =>
    all.filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1).map((el) => `${el.className}: "${el.textContent?.trim()}" ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`),
  )
}

/** Each element that reaches past the right edge of `container`. */
function outside(page: Page, container: string, elements: string): Promise<string[]> {
  return page.locator(container).first().evaluate((box, selector) => {
    const right = box.getBoundingClientRect().right
    return [...box.querySelectorAll(selector)].filter((el) => el.getBoundingClientRect().right > right + 1).map((el) => el.textContent?.trim() ?? '')
  }, elements)
}

for (const { lang, prefix } of LANGS) {
  test.describe(`no certificate tab cuts its name off (${lang})`, () => {
    for (const width of [375, 1024, 1440, 2560]) {
      test(`at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(`${prefix}/AccessHcs`)
        const tabs = page.locator('.certs__group')
        await expect(tabs.first()).toBeVisible()
        expect(await cutOff(tabs)).toEqual([])
        expect(await cutOff(page.locator('.certs__group-name'))).toEqual([])
        expect(await outside(page, '.certs__groups', '.certs__group')).toEqual([])
      })
    }
  })
}
