import { expect, slideAtStart, test } from './fixtures.ts'

/**
 * The Case page in Chromium (spec §2 Case, §9): the category tabs, the project carousel and its pictures'
 * dialog, the partner wall (30 logos at most, named) and the enquiry form, in both languages.
 */

test.describe.configure({ timeout: 60_000 })

for (const { lang, prefix } of [
  { lang: 'zh-CN', prefix: '' },
  { lang: 'en', prefix: '/en' },
] as const) {
  test.describe(`Case page (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 800 } })

    test('without a code it shows the first category; a tab opens its own category', async ({ page }) => {
      await page.goto(`${prefix}/Case`)
      const tabs = page.locator('.case-tabs a')
      await expect(tabs).toHaveCount(6)
      await expect(tabs.first()).toHaveAttribute('aria-current', 'page')
      const firstName = (await tabs.first().textContent())!
      await expect(page.locator('#case-projects-title')).toContainText(firstName)

      const second = tabs.nth(1)
      const name = (await second.textContent())!
      await second.click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/Case/2$`))
      await expect(page.locator('.case-tabs a[aria-current="page"]')).toHaveText(name)
      await expect(page.locator('#case-projects-title')).toContainText(name)
      await expect(page).toHaveTitle(new RegExp(name))
    })

    test('the project pictures have their names, move by their buttons and open larger', async ({ page }) => {
      await page.goto(`${prefix}/Case/1`)
      const projects = page.locator('.case-projects')
      await projects.scrollIntoViewIfNeeded()
      await expect(projects).toHaveAttribute('data-ready', '')
      const names = projects.locator('figcaption')
      await expect(names).toHaveCount(5)
      for (const name of await names.allTextContents()) expect(name.trim().length).toBeGreaterThan(3)
      const next = projects.locator('[data-carousel-next]')
      await expect(next).toBeEnabled()
      await next.click()
      const second = (await names.nth(1).textContent())!.trim()
      await expect.poll(() => slideAtStart(projects, 'figcaption')).toBe(second)
      await projects.locator('.carousel__slide').nth(1).locator('a.zoomable').click()
      const dialog = page.locator('dialog[data-lightbox]')
      await expect(dialog).toBeVisible()
      await expect(dialog.locator('figcaption')).toHaveText((await names.nth(1).textContent())!)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    })

    test('the partner wall shows at most 30 logos, each named in its alt text, and the enquiry form follows', async ({ page }) => {
      for (const code of ['1', '2']) {
        await page.goto(`${prefix}/Case/${code}`)
        const logos = page.locator('.partner-wall img')
        const count = await logos.count()
        expect(count).toBeGreaterThan(0)
        expect(count).toBeLessThanOrEqual(30)
        for (const alt of await logos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''))) expect(alt.trim().length).toBeGreaterThan(1)
      }
      await page.goto(`${prefix}/Case/1`)
      await expect(page.locator('.partner-wall img')).toHaveCount(30)
      await expect(page.locator('form[data-enquiry]')).toBeVisible()
      await expect(page.locator('form[data-enquiry] label')).toHaveCount(6)
    })

    test('an unknown category code is the 404 page', async ({ page }) => {
      for (const code of ['99', 'nope']) {
        const response = await page.goto(`${prefix}/Case/${code}`)
        expect(response?.status()).toBe(404)
      }
    })
  })
}
