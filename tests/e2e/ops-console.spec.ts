/**
 * The operator console walked in Chromium as the staff use it (issue 52): sign in, see a new enquiry arrive (and
 * the e-mail wrangler's simulated send_email kept), open it, filter, retry, download the CSV, purge one product
 * and see its pages render afresh while the others stay cached. Chinese with JavaScript, English without: the
 * console is forms and links alone.
 */
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { E2E_SETTINGS } from '../../scripts/lib/e2e-server.ts'
import { axeViolations } from './axe.ts'
import { expect, freshIp, opsToken, test } from './fixtures.ts'
import { runOrThrow } from './servers.ts'

const PRODUCT_PAGE = '/productCategory/Venturi_valve/?id=VV-S100'
const OTHER_PAGE = '/productCategory/sensor/?id=SN-P100'

/** A message stored as the CMS's refusal leaves it, so that the console has one to retry. */
function storeFailedMessage(contactPerson: string): void {
  const sql = `INSERT INTO messages (createdAt, language, variant, source, contactPerson, company, contactDetails, email, content, deliveryState, lastError)
    VALUES ('${new Date().toISOString()}', 'en', 'enquiry', 'contact-page', '${contactPerson}', 'Retry Labs', '1', NULL, 'Please call', 'failed', 'the CMS answered 400')`
  runOrThrow('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', '.wrangler/e2e-state', '--command', sql], { cwd: process.cwd(), env: process.env })
}

/** How the page cache answered a page, asked twice so that it is kept first. */
async function cacheOf(page: Page, path: string): Promise<string | null> {
  return (await page.request.get(path)).headers()['x-page-cache'] ?? null
}

/** The console's pages at each step: axe runs in the page, so only where JavaScript is on (English has a test of its own below). */
let checkAxe = true
async function noViolations(page: Page) {
  if (checkAxe) expect(await axeViolations(page)).toEqual([])
}

for (const { lang, base, javaScript, words } of [
  {
    lang: 'zh-CN',
    base: '/__ops',
    javaScript: true,
    words: { signIn: '登录', status: '网站状态', inbox: '留言', sent: '已发送', filter: '筛选', retry: '重新送达 CMS', retried: '已重新尝试：已送达', csv: '下载 CSV', content: '内容', purge: '清除', purged: '已清除：产品 VV-S100' },
  },
  {
    lang: 'en',
    base: '/en/__ops',
    javaScript: false,
    words: { signIn: 'Sign in', status: 'Site status', inbox: 'Inbox', sent: 'sent', filter: 'Filter', retry: 'Deliver to the CMS again', retried: 'Tried again: delivered', csv: 'Download CSV', content: 'Content', purge: 'Purge', purged: 'Purged: Product VV-S100' },
  },
] as const) {
  test.describe(`the console in ${lang}, JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled: javaScript })
    test.beforeEach(() => {
      checkAxe = javaScript
    })

    test('sign in, a new enquiry and its e-mail, open, filter, retry, CSV', async ({ page }) => {
      test.setTimeout(90_000)
      const name = `Console ${lang} ${Date.now()}`
      const failedName = `Failed ${lang} ${Date.now()}`
      storeFailedMessage(failedName)

      await page.goto(`${base}/`)
      await expect(page).toHaveURL(new RegExp(`${base}/sign-in`))
      await noViolations(page)
      await page.getByLabel(/OPS_TOKEN/).fill(opsToken())
      await page.getByRole('button', { name: words.signIn }).click()
      await expect(page.getByRole('heading', { level: 1, name: words.status })).toBeVisible()
      await noViolations(page)

      // A visitor's enquiry from a product page.
      const sent = await page.request.post('/api/v1/website/message', {
        headers: { 'CF-Connecting-IP': freshIp(), language: 'en', Referer: `${new URL(page.url()).origin}${PRODUCT_PAGE}` },
        data: { source: 'product-enquiry', company: 'Console Labs', contactPerson: name, contactDetails: '+1 555 0100', email: 'buyer@console-labs.example', content: 'A quote, please.' },
      })
      expect(sent.status()).toBe(200)

      await page.getByRole('link', { name: words.inbox, exact: true }).click()
      const row = page.getByRole('link', { name: `${name} · Console Labs` })
      await expect(row).toBeVisible()
      await noViolations(page)
      await row.click()
      await expect(page.getByText('A quote, please.')).toBeVisible()
      await expect(page.getByText(words.sent, { exact: true }).first()).toBeVisible()
      await noViolations(page)

      // What wrangler's simulated send_email binding received.
      await expect(async () => {
        const mails = (await (await page.request.get('/cdn-cgi/local/explorer/api/local/email/sending')).json()) as { result: { subject: string; to: string[]; replyTo?: string }[] }
        const mail = mails.result.find((item) => item.subject.includes(name))
        expect(mail?.subject).toMatch(/^\[Enquiry\] Console Labs \(.+\) · Product VV-S100 · #\d+$/)
        expect(mail?.to).toEqual([E2E_SETTINGS.NOTIFY_TO])
        expect(mail?.replyTo).toBe('buyer@console-labs.example')
      }).toPass({ timeout: 10_000 })

      // Filter: the failed message by its name, then retry its delivery.
      await page.getByRole('link', { name: words.inbox, exact: true }).click()
      await page.getByRole('searchbox').fill(failedName)
      await page.getByRole('button', { name: words.filter }).click()
      await expect(page).toHaveURL(/[?&]q=/)
      await expect(page.getByRole('link', { name: `${failedName} · Retry Labs` })).toBeVisible()
      await expect(page.getByRole('link', { name: `${name} · Console Labs` })).toHaveCount(0)
      await page.getByRole('link', { name: `${failedName} · Retry Labs` }).click()
      await page.getByRole('button', { name: words.retry }).click()
      await expect(page.getByRole('status')).toHaveText(words.retried)
      await expect(page.getByRole('button', { name: words.retry })).toHaveCount(0)

      // The CSV holds both.
      await page.getByRole('link', { name: words.inbox, exact: true }).click()
      const download = page.waitForEvent('download')
      await page.getByRole('link', { name: words.csv }).click()
      const csv = readFileSync((await (await download).path())!, 'utf8')
      expect(csv).toContain(name)
      expect(csv).toContain(failedName)
    })

    test('purge one product: its pages render afresh, the others stay cached', async ({ page }) => {
      await page.goto(`${base}/sign-in`)
      await page.getByLabel(/OPS_TOKEN/).fill(opsToken())
      await page.getByRole('button', { name: words.signIn }).click()
      await page.getByRole('link', { name: words.content, exact: true }).click()
      await noViolations(page)
      for (const path of [PRODUCT_PAGE, OTHER_PAGE]) await expect.poll(() => cacheOf(page, path)).toBe('hit')

      await page.getByRole('combobox').first().selectOption('product')
      await page.getByRole('textbox').first().fill('VV-S100')
      await page.getByRole('button', { name: words.purge }).first().click()
      await expect(page.getByRole('status')).toHaveText(words.purged)
      expect(await cacheOf(page, PRODUCT_PAGE)).toBe('miss')
      expect(await cacheOf(page, OTHER_PAGE)).toBe('hit')
      await expect(page.getByRole('cell', { name: 'VV-S100' }).first()).toBeVisible()
    })
  })
}

test('axe finds nothing on the English console\'s pages', async ({ page }) => {
  checkAxe = true
  await page.goto('/en/__ops/sign-in')
  await noViolations(page)
  await page.getByLabel(/OPS_TOKEN/).fill(opsToken())
  await page.getByRole('button', { name: 'Sign in' }).click()
  for (const link of ['Inbox', 'Content', 'Status']) {
    await page.getByRole('link', { name: link, exact: true }).click()
    await noViolations(page)
  }
  await page.getByRole('link', { name: 'Inbox', exact: true }).click()
  await page.locator('tbody a').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Message #\d+$/)
  await noViolations(page)
})

test('on a phone (375 px) the console\'s rows stand as cards a cell wide as the screen, and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const sent = await page.request.post('/api/v1/website/message', {
    headers: { 'CF-Connecting-IP': freshIp(), language: 'zh-CN' },
    data: { source: 'contact-page', company: '深圳市生物医药研究院有限公司', contactPerson: `Dr. Alexandra Maximiliana Worthington-Smythe ${Date.now()}`, contactDetails: '+86 755 1234 5678', email: 'alexandra.worthington-smythe@very-long-domain-name-biopharma.example', content: '请报价。' },
  })
  expect(sent.status()).toBe(200)
  await page.goto('/__ops/sign-in')
  await page.getByLabel(/OPS_TOKEN/).fill(opsToken())
  await page.getByRole('button', { name: '登录' }).click()
  await page.getByRole('link', { name: '留言', exact: true }).click()
  const widths = await page.locator('table.rows td').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width))
  expect(widths.length).toBeGreaterThan(0)
  expect(Math.min(...widths)).toBeGreaterThan(300)
  await page.locator('tbody a').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^留言 #\d+$/)
  for (const screen of ['留言', '内容', '状态']) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.getByRole('link', { name: screen, exact: true }).click()
  }
})
