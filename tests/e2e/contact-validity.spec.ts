import { expect, test } from './fixtures.ts'
import { axeViolations } from './axe.ts'
import { expectScriptsWithin, recordScripts } from './scripts-size.ts'
import { vnuErrors } from './vnu.ts'

/**
 * The Contact page passes the Nu Html Checker (also as answered to a rejected form post) and axe-core, and
 * its JavaScript stays within 100 KB gzip, in both languages.
 */

for (const path of ['/contact/', '/en/contact/']) {
  test.describe(`contact page ${path}`, () => {
    test('its HTML passes the Nu Html Checker, as served and as answered to a rejected form post', async ({ request, baseURL }) => {
      test.setTimeout(120_000)
      const page = await request.get(path)
      expect(page.status()).toBe(200)
      expect(await vnuErrors(await page.text())).toEqual([])
      const rejected = await request.post(path, {
        headers: { Origin: baseURL!, 'CF-Connecting-IP': '192.0.2.250' },
        form: { source: 'enquiry-form', contactPerson: ' ', company: 'Lab', contactDetails: '', email: '', message: 'x', topic: '', website: '' },
      })
      expect(rejected.status()).toBe(400)
      expect(await vnuErrors(await rejected.text())).toEqual([])
    })

    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 375, height: 740 },
    ]) {
      const weighs = viewport.width === 1440
      test(`axe-core reports no violations at ${viewport.width} px, with the form's messages showing too${weighs ? '; its JavaScript is at most 100 KB gzip' : ''}`, async ({ page }) => {
        test.setTimeout(90_000)
        const scripts = recordScripts(page)
        await page.setViewportSize(viewport)
        await page.goto(path)
        await expect(page.locator('form[data-enquiry][data-enhanced]')).toBeAttached()
        expect(await axeViolations(page)).toEqual([])
        await page.locator('form[data-enquiry] button[type="submit"]').click()
        await expect(page.locator('form[data-enquiry] [aria-invalid="true"]')).toHaveCount(4)
        expect(await axeViolations(page, 'main')).toEqual([])
        if (weighs) await expectScriptsWithin(page, scripts, 100)
      })
    }
  })
}
