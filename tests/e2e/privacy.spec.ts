import { axeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { vnuErrors } from './vnu.ts'

/**
 * Each form says in one line what happens to what the visitor sends and links the privacy notice, in the
 * page's language; the footer links it too; the notice itself passes the Nu Html Checker and axe-core.
 */

const LANGS = [
  { lang: 'zh-CN', prefix: '', title: '隐私说明' },
  { lang: 'en', prefix: '/en', title: 'Privacy notice' },
] as const

test.describe('the forms link the privacy notice in the page’s language', () => {
  for (const { lang, prefix, title } of LANGS) {
    for (const width of [1440, 375]) {
      test(`${lang} at ${width} px: the enquiry form’s line, the subscription’s line and the footer’s link`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(`${prefix}/contact/`)
        const enquiry = page.locator('form[data-enquiry]')
        const line = enquiry.locator('.enquiry__privacy')
        await enquiry.locator('button[type="submit"]').scrollIntoViewIfNeeded()
        // Beside the button the visitor is about to press.
        await expect(line).toBeInViewport()
        await expect(line.getByRole('link', { name: title })).toHaveAttribute('href', `${prefix}/privacy`)

        const subscribe = page.locator('form[data-subscribe]')
        await subscribe.locator('button[type="submit"]').scrollIntoViewIfNeeded()
        await expect(subscribe.locator('.subscribe__privacy')).toBeInViewport()
        await expect(subscribe.getByRole('link', { name: title })).toHaveAttribute('href', `${prefix}/privacy`)

        await page.locator('.site-footer__bottom').getByRole('link', { name: title }).click()
        await expect(page).toHaveURL(new RegExp(`${prefix}/privacy$`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
      })
    }
  }
})

test.describe('the privacy notice passes the checkers', () => {
  test('its HTML passes the Nu Html Checker without errors', async ({ request }) => {
    for (const { prefix } of LANGS) {
      const res = await request.get(`${prefix}/privacy`, { maxRedirects: 0 })
      expect(res.status()).toBe(200)
      expect(await vnuErrors(await res.text())).toEqual([])
    }
  })

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 375, height: 740 },
  ]) {
    test(`axe-core reports no violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      for (const { prefix } of LANGS) {
        await page.goto(`${prefix}/privacy`)
        await expect(page).toHaveURL(new RegExp(`${prefix}/privacy$`))
        expect(await axeViolations(page), prefix).toEqual([])
      }
    })
  }
})
