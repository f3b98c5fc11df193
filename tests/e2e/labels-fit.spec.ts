import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * Labels a visitor must read whole: About's certificate tabs at every width, the home page's partner tabs in
 * one row on wide screens, and the home page's news titles kept short on a phone. What is measured is each
 * box against its own content (scrollWidth against clientWidth), never a text's width in some font.
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

  test.describe(`the partner tabs keep to one row on wide screens, each name whole (${lang})`, () => {
    for (const width of [1280, 1440, 2560]) {
      test(`at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(`${prefix}/`)
        // The section is laid out once it comes near the screen (content-visibility).
        await page.locator('#partners').scrollIntoViewIfNeeded()
        const tabs = page.locator('#partners [role="tab"]')
        await expect(tabs).toHaveCount(6)
        const tops = await tabs.evaluateAll((all) => all.map((tab) => Math.round(tab.getBoundingClientRect().top)))
        expect(new Set(tops).size, `tab tops ${tops.join(', ')}`).toBe(1)
        expect(await cutOff(tabs)).toEqual([])
        expect(await outside(page, '#partners [role="tablist"]', '[role="tab"]')).toEqual([])
      })
    }
  })
}

test.describe('on a phone the home page’s news cards keep a title to three lines and a description to four', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  for (const { lang, prefix } of LANGS) {
    test(lang, async ({ page }) => {
      await page.goto(`${prefix}/`)
      await page.locator('#news').scrollIntoViewIfNeeded()
      const lines = (selector: string) =>
        page.locator(`#news ${selector}`).evaluateAll((all) => all.map((el) => ({ text: el.textContent ?? '', lines: el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight) })))
      for (const title of await lines('.news-card h3')) expect(title.lines, title.text).toBeLessThanOrEqual(3.05)
      for (const text of await lines('.news-card p')) expect(text.lines, text.text).toBeLessThanOrEqual(4.05)
      // The whole title is still the link's name.
      const first = page.locator('#news .news-card h3 a').first()
      expect((await first.textContent())!.length).toBeGreaterThan(10)
    })
  }
})

test.describe('the phone menu’s search placeholder shows whole', () => {
  for (const { lang, prefix } of LANGS) {
    for (const width of [360, 375]) {
      test(`${lang} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 740 })
        await page.goto(`${prefix}/`)
        await expect(page.locator('[data-site-nav][data-enhanced]')).toBeAttached()
        await page.locator('.menu-button').click()
        const field = page.locator('#drawer-search-q')
        await expect(field).toBeVisible()
        // The placeholder typed as the field's value, drawn in the same font, fits when the field needs no
        // scrolling (as a text field: a search field's clear button takes room only once a value is typed).
        const placeholder = (await field.getAttribute('placeholder'))!
        await field.evaluate((el: HTMLInputElement) => (el.type = 'text'))
        await field.fill(placeholder)
        const { scrollWidth, clientWidth } = await field.evaluate((el: HTMLInputElement) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }))
        expect(scrollWidth, `"${placeholder}" in ${clientWidth} px`).toBeLessThanOrEqual(clientWidth)
      })
    }
  }
})
