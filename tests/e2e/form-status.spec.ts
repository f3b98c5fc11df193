import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * A form's failure text said because fields were invalid goes once the visitor has corrected them (the footer
 * subscription and the enquiry form); a failed send stays, as it is still true, until the next try. Pressing
 * the button straight from a field submits: the field's message waits for the submit, so the button stays put.
 */

const MESSAGE_API = '**/api/v1/website/message'
const LANGS = [
  { lang: 'zh-CN', prefix: '', failure: '提交失败', incomplete: '请填写标红的项' },
  { lang: 'en', prefix: '/en', failure: 'Submission Failed', incomplete: 'Please complete the fields marked in red' },
] as const

async function ready(page: Page, path: string, form: string) {
  await page.goto(path)
  await expect(page.locator(`${form}[data-enhanced]`)).toBeAttached()
  const root = page.locator(form)
  return { field: (name: string) => root.locator(`[name="${name}"]`), status: root.locator('[role="status"]'), submit: root.locator('button[type="submit"]') }
}

for (const { lang, prefix, failure, incomplete } of LANGS) {
  test.describe(`the failure text goes once the fields are corrected (${lang})`, () => {
    test('the footer: an invalid email, submitted with one click (its message does not move the button away), then corrected', async ({ page }) => {
      let sent = 0
      await page.route(MESSAGE_API, (route) => {
        sent++
        return route.abort()
      })
      const f = await ready(page, `${prefix}/product`, 'form[data-subscribe]')
      await f.field('contactPerson').fill('Li Lei')
      await f.field('email').fill('li.lei@example')
      await f.submit.click()
      await expect(f.status).toHaveText(failure)
      await f.field('email').fill('li.lei@example.cn')
      await expect(f.status).toHaveText('')
      await expect(f.status).not.toHaveAttribute('data-kind')
      expect(sent).toBe(0)
    })

    test('the footer: while one field is still wrong the failure stays', async ({ page }) => {
      const f = await ready(page, `${prefix}/product`, 'form[data-subscribe]')
      await f.submit.click()
      await expect(f.status).toHaveText(failure)
      await f.field('contactPerson').fill('Li Lei')
      await f.field('contactPerson').blur()
      await expect(f.field('contactPerson')).not.toHaveAttribute('aria-invalid')
      await expect(f.status).toHaveText(failure)
      await f.field('email').fill('li.lei@example.cn')
      await expect(f.status).toHaveText('')
    })

    test('the footer: a failed send is not undone by typing', async ({ page }) => {
      await page.route(MESSAGE_API, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":false,"message":"rejected"}' }))
      const f = await ready(page, `${prefix}/product`, 'form[data-subscribe]')
      await f.field('contactPerson').fill('Li Lei')
      await f.field('email').fill('li.lei@example.cn')
      await f.submit.click()
      await expect(f.status).toHaveText(failure)
      await f.field('email').fill('li.lei@example.com')
      await f.field('email').blur()
      await expect(f.status).toHaveText(failure)
    })

    test('the enquiry form: an empty submit, then every required field filled', async ({ page }) => {
      const f = await ready(page, `${prefix}/contact/`, 'form[data-enquiry]')
      await f.submit.click()
      await expect(f.status).toHaveText(incomplete)
      await f.field('contactPerson').fill('Li Lei')
      await f.field('company').fill('Lab Works')
      await f.field('contactDetails').fill('+86 138 0000 0000')
      await expect(f.status).toHaveText(incomplete)
      await f.field('message').fill('Twelve fume hoods, please quote.')
      await expect(f.status).toHaveText('')
    })
  })
}
