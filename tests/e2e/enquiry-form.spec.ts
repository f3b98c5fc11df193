import type { Page, Route } from '@playwright/test'
import { expect, freshIp, opsToken, test } from './fixtures.ts'

const MESSAGE_API = '**/api/v1/website/message'

interface Texts {
  path: string
  labels: { contactPerson: string; company: string; contactDetails: string; email: string; message: string }
  required: { contactPerson: string; company: string; contactDetails: string; message: string }
  invalidEmail: string
  success: string
  failure: string
  /** What an invalid submit says: nothing was sent, so what to do. */
  incomplete: string
  offline: RegExp
  rateLimited: (seconds: number) => string
}

const LANGS: Record<'zh-CN' | 'en', Texts> = {
  'zh-CN': {
    path: '/contact/',
    labels: { contactPerson: '联系人', company: '公司名称', contactDetails: '联系电话', email: '邮箱', message: '留言内容' },
    required: { contactPerson: '请输入联系人', company: '请输入公司名称', contactDetails: '请输入联系电话', message: '请输入留言内容' },
    invalidEmail: '请输入正确的邮箱地址，或留空',
    success: '提交成功',
    failure: '提交失败',
    incomplete: '请填写标红的项',
    offline: /网络已断开/,
    rateLimited: (s) => `提交过于频繁，请 ${s} 秒后再试`,
  },
  en: {
    path: '/en/contact/',
    labels: { contactPerson: 'Contact person', company: 'Company', contactDetails: 'Phone', email: 'Email', message: 'Message' },
    required: { contactPerson: 'Please enter the contact person', company: 'Please enter your company', contactDetails: 'Please enter a phone number', message: 'Please enter your message' },
    invalidEmail: 'Please enter a valid email address, or leave it empty',
    success: 'Submission Successful',
    failure: 'Submission Failed',
    incomplete: 'Please complete the fields marked in red',
    offline: /offline/,
    rateLimited: (s) => `Too many submissions. Please try again in ${s} seconds.`,
  },
}

const REQUIRED = ['contactPerson', 'company', 'contactDetails', 'message'] as const

function form(page: Page) {
  const root = page.locator('form[data-enquiry]')
  return {
    root,
    field: (name: string) => root.locator(`[name="${name}"]`),
    error: (name: string) => root.locator(`[data-error-for="${name}"]`),
    status: root.getByRole('status'),
    submit: root.locator('button[type="submit"]'),
  }
}

async function ready(page: Page, texts: Texts) {
  await page.goto(texts.path)
  await expect(page.locator('form[data-enquiry][data-enhanced]')).toBeAttached()
  return form(page)
}

async function fillAll(f: ReturnType<typeof form>, name = 'Li Lei') {
  await f.field('contactPerson').fill(name)
  await f.field('company').fill('Lab Works')
  await f.field('contactDetails').fill('+86 138 0000 0000')
  await f.field('email').fill('li.lei@example.cn')
  await f.field('message').fill('Twelve fume hoods, please quote.')
}

const answer = (route: Route, status: number, body: object, headers: Record<string, string> = {}) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body), headers })

for (const [lang, texts] of Object.entries(LANGS)) {
  test.describe(`the enquiry form in ${lang}`, () => {
    test('labels every field; checks each required field when it loses focus; the message follows the fix', async ({ page }) => {
      const f = await ready(page, texts)
      for (const [name, label] of Object.entries(texts.labels)) await expect(f.root.getByLabel(label)).toHaveAttribute('name', name)
      for (const name of REQUIRED) {
        await f.field(name).focus()
        await f.field(name).blur()
        await expect(f.error(name)).toHaveText(texts.required[name])
        await expect(f.field(name)).toHaveAttribute('aria-invalid', 'true')
        await expect(f.field(name)).toHaveAttribute('aria-describedby', `enquiry-${name}-error`)
        await f.field(name).fill('x')
        await expect(f.error(name)).toBeHidden()
        await expect(f.field(name)).not.toHaveAttribute('aria-invalid')
      }
      // The email is optional, but an address when given (issue 35).
      await f.field('email').fill('')
      await f.field('email').focus()
      await f.field('email').blur()
      await expect(f.error('email')).toBeHidden()
      await f.field('email').fill('not-an-email')
      await f.field('email').blur()
      await expect(f.error('email')).toHaveText(texts.invalidEmail)
      await expect(f.field('email')).toHaveAttribute('aria-invalid', 'true')
      await f.field('email').fill('li.lei@example.cn')
      await expect(f.error('email')).toBeHidden()
    })

    test('an invalid submit shows each message and says to complete the fields marked in red, focuses the first invalid field, and sends nothing', async ({ page }) => {
      let sent = 0
      await page.route(MESSAGE_API, (route) => {
        sent++
        return route.abort()
      })
      const f = await ready(page, texts)
      await f.submit.click()
      for (const name of REQUIRED) await expect(f.error(name)).toHaveText(texts.required[name])
      await expect(f.status).toHaveText(texts.incomplete)
      await expect(f.status).not.toHaveText(texts.failure)
      await expect(f.field('contactPerson')).toBeFocused()
      await f.field('contactPerson').fill('Li Lei')
      await f.field('company').fill('Lab Works')
      await f.submit.click()
      await expect(f.field('contactDetails')).toBeFocused()
      expect(sent).toBe(0)
    })

    test('while it sends the button is disabled and the progress bar runs; success resets the form and says so', async ({ page }) => {
      let request: { body: unknown; language: string | undefined } | undefined
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(MESSAGE_API, async (route) => {
        request = { body: route.request().postDataJSON(), language: route.request().headers().language }
        await held
        await answer(route, 200, { success: true, message: '' })
      })
      const f = await ready(page, texts)
      await fillAll(f)
      await f.submit.click()
      await expect(f.submit).toBeDisabled()
      await expect(f.root).toHaveAttribute('aria-busy', 'true')
      await expect(page.locator('[data-progress-bar]')).toHaveAttribute('data-state', 'running')
      release()
      await expect(f.status).toHaveText(texts.success)
      await expect(f.submit).toBeEnabled()
      // The keyboard stays by the form (issue 35): the button that sent it has the focus again, beside the status.
      await expect(f.submit).toBeFocused()
      for (const name of Object.keys(texts.labels)) await expect(f.field(name)).toHaveValue('')
      expect(request?.language).toBe(lang)
      const l = texts.labels
      const sep = lang === 'en' ? ': ' : '：'
      // Spec §7's enquiry variant, exactly, with the API's honeypot field.
      expect(request?.body).toEqual({
        source: 'enquiry-form',
        company: 'Lab Works',
        contactPerson: 'Li Lei',
        contactDetails: '+86 138 0000 0000',
        email: 'li.lei@example.cn',
        content: [
          `${l.contactPerson}${sep}Li Lei`,
          `${l.company}${sep}Lab Works`,
          `${l.contactDetails}${sep}+86 138 0000 0000`,
          `${l.email}${sep}li.lei@example.cn`,
          `${l.message}${sep}Twelve fume hoods, please quote.`,
        ].join('\n'),
        website: '',
      })
    })

    test('a failed send shows the failure text and keeps what the visitor typed', async ({ page }) => {
      await page.route(MESSAGE_API, (route) => answer(route, 502, { success: false, message: '502 failed' }))
      // The failed request logs its status; the test is about the form's answer.
      page.removeAllListeners('console')
      const f = await ready(page, texts)
      await fillAll(f)
      await f.submit.click()
      await expect(f.status).toHaveText(texts.failure)
      await expect(f.field('contactPerson')).toHaveValue('Li Lei')
      await expect(f.field('message')).toHaveValue('Twelve fume hoods, please quote.')
      await expect(f.submit).toBeEnabled()
    })

    test('offline, it says so and sends nothing', async ({ page, context }) => {
      let sent = 0
      await page.route(MESSAGE_API, (route) => {
        sent++
        return route.abort()
      })
      const f = await ready(page, texts)
      await fillAll(f)
      await context.setOffline(true)
      await f.submit.click()
      await expect(f.status).toHaveText(texts.offline)
      await expect(f.field('company')).toHaveValue('Lab Works')
      expect(sent).toBe(0)
      await context.setOffline(false)
    })

    test('past the rate limit (429) it says when to try again, and keeps the input', async ({ page }) => {
      await page.route(MESSAGE_API, (route) => answer(route, 429, { success: false, message: '429 Too many messages' }, { 'Retry-After': '42' }))
      page.removeAllListeners('console')
      const f = await ready(page, texts)
      await fillAll(f)
      await f.submit.click()
      await expect(f.status).toHaveText(texts.rateLimited(42))
      await expect(f.field('contactPerson')).toHaveValue('Li Lei')
    })
  })
}

test('a real enquiry is stored with the spec §7 fields, as the operator route shows', async ({ page, request }) => {
  const token = opsToken()
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': freshIp() })
  const name = `Enquiry Test ${Date.now()}`
  const f = await ready(page, LANGS['zh-CN'])
  await fillAll(f, name)
  await f.field('email').fill('')
  await f.submit.click()
  await expect(f.status).toHaveText('提交成功')

  const res = await request.get('/__ops/messages?limit=50', { headers: { Authorization: `Bearer ${token}` } })
  const { result } = (await res.json()) as { result: { records: Record<string, unknown>[] } }
  expect(result.records.find((m) => m.contactPerson === name)).toMatchObject({
    variant: 'enquiry',
    source: 'enquiry-form',
    language: 'zh-CN',
    company: 'Lab Works',
    contactDetails: '+86 138 0000 0000',
    content: `联系人：${name}\n公司名称：Lab Works\n联系电话：+86 138 0000 0000\n邮箱：\n留言内容：Twelve fume hoods, please quote.`,
    spam: false,
  })
})
