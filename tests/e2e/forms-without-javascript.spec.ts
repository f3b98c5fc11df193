import type { APIRequestContext, Page } from '@playwright/test'
import { expect, freshIp, opsToken, test } from './fixtures.ts'

/**
 * Both forms work with JavaScript off (or not yet loaded): a plain form post to the page, stored by the
 * worker, answered with a redirect to the page and its success notice, or the page again with the messages
 * and the input kept.
 */
test.use({ javaScriptEnabled: false })


async function stored(request: APIRequestContext, contactPerson: string) {
  const token = opsToken()
  const res = await request.get('/__ops/messages?limit=50', { headers: { Authorization: `Bearer ${token}` } })
  const { result } = (await res.json()) as { result: { records: Record<string, unknown>[] } }
  return result.records.find((m) => m.contactPerson === contactPerson)
}

async function open(page: Page, path: string) {
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': freshIp() })
  await page.goto(path)
}

test.describe('the enquiry form without JavaScript', () => {
  test('sends: the message is stored and the page shows the success text', async ({ page, request }) => {
    const name = `No-JS Enquiry ${Date.now()}`
    await open(page, '/en/contact/')
    const form = page.locator('form[data-enquiry]')
    await form.getByLabel('Contact person').fill(name)
    await form.getByLabel('Company').fill('Lab Works')
    await form.getByLabel('Phone').fill('138 0000 0000')
    await form.getByLabel('Message').fill('Please call me back.')
    await form.getByRole('button', { name: 'Send enquiry' }).click()
    await expect(page).toHaveURL(/\/en\/contact\/#enquiry-sent$/)
    await expect(page.locator('#enquiry-sent')).toBeVisible()
    await expect(page.locator('#enquiry-sent')).toHaveText('Submission Successful')
    expect(await stored(request, name)).toMatchObject({
      variant: 'enquiry',
      source: 'enquiry-form',
      language: 'en',
      content: `Contact person: ${name}\nCompany: Lab Works\nPhone: 138 0000 0000\nEmail: \nMessage: Please call me back.`,
    })
  })

  test('a rejected form comes back with the messages, the input kept and the first invalid field focused', async ({ page }) => {
    await open(page, '/contact/')
    const form = page.locator('form[data-enquiry]')
    // Blanks pass the browser's own `required` check; the worker's rule trims them.
    await form.getByLabel('联系人').fill('   ')
    await form.getByLabel('公司名称').fill('文拓实验室')
    await form.getByLabel('联系电话').fill('138 0000 0000')
    await form.getByLabel('留言内容').fill('请报价')
    await form.getByRole('button', { name: '提交留言' }).click()
    await expect(form.locator('#enquiry-contactPerson-error')).toHaveText('请输入联系人')
    await expect(form.getByRole('status')).toHaveText('请填写标红的项')
    await expect(form.getByLabel('公司名称')).toHaveValue('文拓实验室')
    await expect(form.getByLabel('留言内容')).toHaveValue('请报价')
    await expect(form.getByLabel('联系人')).toBeFocused()
    await expect(page.locator('#enquiry-sent')).toBeHidden()
  })
})

test.describe('the footer subscription without JavaScript', () => {
  test('sends: the subscription is stored and the footer shows the success text', async ({ page, request }) => {
    const name = `No-JS Footer ${Date.now()}`
    await open(page, '/product')
    const form = page.locator('form[data-subscribe]')
    await form.getByPlaceholder('请输入您的姓名').fill(name)
    await form.getByPlaceholder('请输入您的邮箱').fill('footer.nojs@example.com')
    await form.getByRole('button', { name: '提交' }).click()
    await expect(page).toHaveURL(/\/product#subscribe-sent$/)
    await expect(page.locator('#subscribe-sent')).toBeVisible()
    expect(await stored(request, name)).toMatchObject({ variant: 'subscription', source: 'footer-subscription', language: 'zh-CN', email: 'footer.nojs@example.com' })
  })

  test('an address the worker refuses comes back with its message and the input kept', async ({ page }) => {
    await open(page, '/en/product')
    const form = page.locator('form[data-subscribe]')
    await form.getByPlaceholder('Please enter your name').fill('Li Lei')
    // The browser's email check takes this; spec §5's pattern wants a top-level domain of two letters.
    await form.getByPlaceholder('Please enter your email').fill('li.lei@lab')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.locator('#subscribe-email-error')).toHaveText('Please enter a valid email address')
    await expect(form.getByPlaceholder('Please enter your name')).toHaveValue('Li Lei')
    await expect(form.getByPlaceholder('Please enter your email')).toBeFocused()
  })
})
