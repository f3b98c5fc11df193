import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const MESSAGE_API = '**/api/v1/website/message'

interface Texts {
  path: string
  namePlaceholder: string
  emailPlaceholder: string
  nameRequired: string
  emailRequired: string
  emailInvalid: string
  success: string
  failure: string
  offline: RegExp
}

const LANGS: Record<'zh-CN' | 'en', Texts> = {
  'zh-CN': {
    path: '/product',
    namePlaceholder: '请输入您的姓名',
    emailPlaceholder: '请输入您的邮箱',
    nameRequired: '请输入姓名',
    emailRequired: '请输入邮箱',
    emailInvalid: '请输入正确邮箱地址',
    success: '提交成功',
    failure: '提交失败',
    offline: /网络已断开/,
  },
  en: {
    path: '/en/product',
    namePlaceholder: 'Please enter your name',
    emailPlaceholder: 'Please enter your email',
    nameRequired: 'Please enter your name',
    emailRequired: 'Please enter your email',
    emailInvalid: 'Please enter a valid email address',
    success: 'Submission Successful',
    failure: 'Submission Failed',
    offline: /offline/,
  },
}

function form(page: Page, texts: Texts) {
  const root = page.locator('form[data-subscribe]')
  return {
    root,
    name: root.getByPlaceholder(texts.namePlaceholder),
    email: root.getByPlaceholder(texts.emailPlaceholder),
    nameError: root.locator('#subscribe-name-error'),
    emailError: root.locator('#subscribe-email-error'),
    status: root.getByRole('status'),
    submit: root.locator('button[type="submit"]'),
  }
}

async function ready(page: Page, texts: Texts) {
  await page.goto(texts.path)
  await expect(page.locator('form[data-subscribe][data-enhanced]')).toBeAttached()
  return form(page, texts)
}

test.describe('the footer shows the site config and the link columns', () => {
  test('phone, email, address, filing links and the category columns', async ({ page }) => {
    await page.goto('/en/')
    const footer = page.locator('footer.site-footer')
    await expect(footer.getByRole('link', { name: '+86 512 6555 1997' })).toHaveAttribute('href', 'tel:+8651265551997')
    await expect(footer.getByRole('link', { name: 'info@ventaura.example' })).toHaveAttribute('href', 'mailto:info@ventaura.example')
    await expect(footer.locator('address')).toHaveText('88 Wentuo Road, Suzhou Industrial Park, Suzhou, Jiangsu, China')
    await expect(footer.getByRole('link', { name: '苏ICP备19970001号-1' })).toHaveAttribute('href', 'https://beian.miit.gov.cn/')
    for (const heading of ['Products', 'Solutions', 'Case studies', 'News', 'Contact us']) {
      await expect(footer.getByRole('heading', { name: heading })).toBeVisible()
    }
    await expect(footer.getByRole('link', { name: 'Biosafety Laboratories' })).toHaveAttribute('href', '/en/SolutionCategory/biosafety/')
  })
})

for (const [lang, texts] of Object.entries(LANGS)) {
  test.describe(`the footer subscription form in ${lang}`, () => {
    test('validates each field when it loses focus, and clears the message once fixed', async ({ page }) => {
      const f = await ready(page, texts)
      await f.name.focus()
      await f.name.blur()
      await expect(f.nameError).toHaveText(texts.nameRequired)
      await expect(f.name).toHaveAttribute('aria-invalid', 'true')
      await f.name.fill('Li Lei')
      await expect(f.nameError).toBeHidden()

      await f.email.focus()
      await f.email.blur()
      await expect(f.emailError).toHaveText(texts.emailRequired)
      await f.email.fill('li.lei@example')
      await f.email.blur()
      await expect(f.emailError).toHaveText(texts.emailInvalid)
      await f.email.fill('li.lei@example.cn')
      await expect(f.emailError).toBeHidden()
    })

    test('an invalid submit shows the field messages and the failure text, and sends nothing', async ({ page }) => {
      let sent = 0
      await page.route(MESSAGE_API, (route) => {
        sent++
        return route.abort()
      })
      const f = await ready(page, texts)
      await f.submit.click()
      await expect(f.nameError).toHaveText(texts.nameRequired)
      await expect(f.emailError).toHaveText(texts.emailRequired)
      await expect(f.status).toHaveText(texts.failure)
      await expect(f.name).toBeFocused()
      await f.name.fill('Li Lei')
      await f.email.fill('not-an-address')
      await f.submit.click()
      await expect(f.emailError).toHaveText(texts.emailInvalid)
      await expect(f.status).toHaveText(texts.failure)
      expect(sent).toBe(0)
    })

    test('a failed send shows the failure text and keeps the input', async ({ page }) => {
      await page.route(MESSAGE_API, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":false,"message":"rejected"}' }))
      const f = await ready(page, texts)
      await f.name.fill('Li Lei')
      await f.email.fill('li.lei@example.cn')
      await f.submit.click()
      await expect(f.status).toHaveText(texts.failure)
      await expect(f.name).toHaveValue('Li Lei')
      await expect(f.email).toHaveValue('li.lei@example.cn')
    })

    test('an unreachable server is a failure too', async ({ page }) => {
      await page.route(MESSAGE_API, (route) => route.abort('connectionrefused'))
      // The aborted request logs a network error; the test is about the form's answer.
      page.removeAllListeners('console')
      const f = await ready(page, texts)
      await f.name.fill('Li Lei')
      await f.email.fill('li.lei@example.cn')
      await f.submit.click()
      await expect(f.status).toHaveText(texts.failure)
      await expect(f.name).toHaveValue('Li Lei')
    })

    test('a successful send shows the success text and resets the form', async ({ page }) => {
      let body: unknown
      let language: string | undefined
      await page.route(MESSAGE_API, (route) => {
        body = route.request().postDataJSON()
        language = route.request().headers().language
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"message":""}' })
      })
      const f = await ready(page, texts)
      await f.name.fill('Li Lei')
      await f.email.fill('li.lei@example.cn')
      await f.submit.click()
      await expect(f.status).toHaveText(texts.success)
      await expect(f.name).toHaveValue('')
      await expect(f.email).toHaveValue('')
      expect(language).toBe(lang)
      expect(body).toEqual({
        source: 'footer-subscription',
        contactPerson: 'Li Lei',
        email: 'li.lei@example.cn',
        content: 'Name: Li Lei\nEmail: li.lei@example.cn',
        website: '',
      })
    })

    test('offline, it says so instead of sending', async ({ page, context }) => {
      let sent = 0
      await page.route(MESSAGE_API, (route) => {
        sent++
        return route.abort()
      })
      const f = await ready(page, texts)
      await f.name.fill('Li Lei')
      await f.email.fill('li.lei@example.cn')
      // Filling the form scrolled the footer in: let its lazy logo arrive before the network goes.
      await page.waitForLoadState('networkidle')
      await context.setOffline(true)
      await f.submit.click()
      await expect(f.status).toHaveText(texts.offline)
      await expect(f.name).toHaveValue('Li Lei')
      expect(sent).toBe(0)
      await context.setOffline(false)
    })
  })
}

test('a real subscription is stored, as the operator route shows', async ({ page, request }) => {
  const token = /^OPS_TOKEN=(.+)$/m.exec(readFileSync('.dev.vars', 'utf8'))?.[1]?.trim()
  expect(token, 'OPS_TOKEN in .dev.vars').toBeTruthy()
  const name = `Footer Test ${Date.now()}`
  const email = `footer.${Date.now()}@example.com`
  const f = await ready(page, LANGS.en)
  await f.name.fill(name)
  await f.email.fill(email)
  await f.submit.click()
  await expect(f.status).toHaveText('Submission Successful')

  const res = await request.get('/__ops/messages?limit=20', { headers: { Authorization: `Bearer ${token}` } })
  expect(res.status()).toBe(200)
  const { result } = (await res.json()) as { result: { records: Record<string, unknown>[] } }
  expect(result.records.find((m) => m.contactPerson === name)).toMatchObject({
    variant: 'subscription',
    source: 'footer-subscription',
    language: 'en',
    email,
    content: `Name: ${name}\nEmail: ${email}`,
    spam: false,
  })
})
