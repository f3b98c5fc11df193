import type { Page } from '@playwright/test'
import { expect, freshIp, opsToken, shownInCarousel, test } from './fixtures.ts'

/**
 * The product category page in Chromium (spec §2 ProductCategory): choosing a product in place (card, arrows),
 * the URL and head following with history, back and forward, focus, the language switch after a change, and
 * the same links without JavaScript. The fixture fails any test with a console error or a CSP violation.
 */

test.describe.configure({ timeout: 60_000 })

const LANGS = [
  { lang: 'zh-CN', prefix: '', brand: '文拓流体控制' },
  { lang: 'en', prefix: '/en', brand: 'Ventaura Flow Control' },
] as const

const region = (page: Page) => page.locator('#selected-product')
const shown = (page: Page) => region(page).getAttribute('data-selected-item')

/** Opens a category page and waits until the list's island runs (before that, cards are plain links). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.locator('.selection-list[data-ready]')).toBeAttached({ timeout: 20_000 })
  // A page that reloads loses this mark: in-place changes keep it.
  await page.evaluate(() => document.documentElement.setAttribute('data-test-same-document', ''))
}

async function expectSameDocument(page: Page): Promise<void> {
  await expect(page.locator('html[data-test-same-document]')).toBeAttached()
}

/** The product shown is `code`: region, heading, marked card, URL, title and canonical URL agree. */
async function expectShown(page: Page, prefix: string, code: string, name: string, brand: string): Promise<void> {
  const url = `${prefix}/productCategory/Venturi_valve/?id=${code}`
  await expect(region(page)).toHaveAttribute('data-selected-item', code)
  await expect(region(page).locator('h2')).toHaveText(name)
  await expect(page.locator('.selection-card[aria-current="page"]')).toHaveText(name)
  await expect(page.locator('.selection-card[aria-current]')).toHaveCount(1)
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(url)
  await expect(page).toHaveTitle(new RegExp(`^${name} \\| .+ \\| ${brand}$`))
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${url.replace(/[?]/g, '\\?')}$`))
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
  const product = ld.map((text) => JSON.parse(text) as { '@type': string; sku?: string }).filter((d) => d['@type'] === 'Product')
  expect(product.map((d) => d.sku)).toEqual([code])
}

for (const { lang, prefix, brand } of LANGS) {
  test.describe(`product category page (${lang})`, () => {
    test.use({ viewport: { width: 1440, height: 900 } })

    test('a card click shows that product in place: URL, head, case images, focus on its heading', async ({ page }) => {
      await open(page, `${prefix}/productCategory/Venturi_valve/`)
      expect(await shown(page)).toBe('VV-S100')
      const card = page.locator('.selection-card').nth(2)
      const name = (await card.textContent())!
      await card.click()
      await expectShown(page, prefix, 'VV-C300', name, brand)
      await expect(page.locator('#selected-product-name')).toBeFocused()
      await expect(region(page).locator('.product-case__image').first()).toBeVisible()
      await expectSameDocument(page)
    })

    test('the arrows move the selection one product at a time; the URL follows; the ends are marked', async ({ page }) => {
      await open(page, `${prefix}/productCategory/Venturi_valve/?id=VV-H200`)
      const next = page.locator('.selection-arrow--next')
      const prev = page.locator('.selection-arrow--prev')
      const names = await page.locator('.selection-card').allTextContents()
      await next.click()
      await expectShown(page, prefix, 'VV-C300', names[2]!, brand)
      await next.click()
      await expectShown(page, prefix, 'VV-B400', names[3]!, brand)
      await expect(next).toHaveAttribute('aria-disabled', 'true')
      // The arrows keep focus (stepping on needs no re-aiming) and say what is shown.
      await expect(next).toBeFocused()
      await expect(page.locator('.selection-list [aria-live]')).toHaveText(new RegExp(names[3]!))
      // A click on the marked end does nothing (Playwright would wait for an aria-disabled button to enable).
      // The next step is from the last product to the one before it, so a change begun by that click would show.
      await next.click({ force: true })
      await prev.click()
      await expectShown(page, prefix, 'VV-C300', names[2]!, brand)
      await prev.click()
      await prev.click()
      await expectShown(page, prefix, 'VV-S100', names[0]!, brand)
      await expect(prev).toHaveAttribute('aria-disabled', 'true')
      await expectSameDocument(page)
    })

    test('back restores the previous product, forward the next, and back to the first URL its own head', async ({ page }) => {
      await open(page, `${prefix}/productCategory/Venturi_valve/`)
      const firstTitle = await page.title()
      const names = await page.locator('.selection-card').allTextContents()
      await page.locator('.selection-card').nth(1).click()
      await expectShown(page, prefix, 'VV-H200', names[1]!, brand)
      await page.locator('.selection-card').nth(3).click()
      await expectShown(page, prefix, 'VV-B400', names[3]!, brand)

      await page.goBack()
      await expectShown(page, prefix, 'VV-H200', names[1]!, brand)
      await page.goBack()
      await expect(region(page)).toHaveAttribute('data-selected-item', 'VV-S100')
      expect(new URL(page.url()).search).toBe('')
      await expect(page).toHaveTitle(firstTitle)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${prefix}/productCategory/Venturi_valve/$`))
      await page.goForward()
      await expectShown(page, prefix, 'VV-H200', names[1]!, brand)
      await expectSameDocument(page)
    })

    test('after an in-place change, the language switcher opens the same product in the other language', async ({ page }) => {
      await open(page, `${prefix}/productCategory/Venturi_valve/`)
      await page.locator('.selection-card').nth(2).click()
      await expect(region(page)).toHaveAttribute('data-selected-item', 'VV-C300')
      const other = lang === 'en' ? 'zh-CN' : 'en'
      await page.locator('.lang-switcher__button').click()
      await page.locator(`.lang-switcher a[hreflang="${other}"]`).click()
      await page.waitForURL(/id=VV-C300/)
      expect(new URL(page.url()).pathname).toBe(`${other === 'en' ? '/en' : ''}/productCategory/Venturi_valve/`)
      await expect(region(page)).toHaveAttribute('data-selected-item', 'VV-C300')
    })

    test('a click with a modifier key is the browser’s (a new tab), and the page stays as it is', async ({ page, context }) => {
      test.setTimeout(60_000)
      await open(page, `${prefix}/productCategory/Venturi_valve/`)
      const opened = context.waitForEvent('page')
      await page.locator('.selection-card').nth(1).click({ modifiers: ['ControlOrMeta'] })
      const tab = await opened
      // A new tab starts at about:blank: its own URL comes once it navigates (a new renderer: slow on a busy machine).
      await expect(tab).toHaveURL(/\/productCategory\/Venturi_valve\/\?id=VV-H200$/, { timeout: 30_000 })
      expect(await shown(page)).toBe('VV-S100')
      await tab.close()
    })
  })
}

test.describe('a product page links its datasheet and its enquiry form names the product', () => {
  for (const { lang, prefix, topic, datasheet, success } of [
    { lang: 'zh-CN', prefix: '', topic: '咨询产品：', datasheet: '文丘里阀产品样本（PDF）', success: '提交成功' },
    { lang: 'en', prefix: '/en', topic: 'Enquiry about: ', datasheet: 'Venturi Valves datasheet (PDF)', success: 'Submission Successful' },
  ] as const) {
    test.describe(lang, () => {
      test.use({ viewport: { width: 1440, height: 900 } })

      test('the datasheet link opens the category’s datasheet in the viewer, in this language', async ({ page }) => {
        await open(page, `${prefix}/productCategory/Venturi_valve/?id=VV-H200`)
        const link = region(page).getByRole('link', { name: datasheet })
        await expect(link).toHaveAttribute('href', `${prefix}/File/Venturi_valve_Datasheet`)
        await link.click()
        await expect(page).toHaveURL(new RegExp(`${prefix}/File/Venturi_valve_Datasheet$`))
        await expect(page.locator('[data-pdf-viewer]')).toBeAttached()
      })

      test('“enquire about this product” leads to the form naming the product, which follows an in-place change and is sent with the message', async ({ page, request }) => {
        await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': freshIp() })
        await open(page, `${prefix}/productCategory/Venturi_valve/`)
        const form = page.locator('form[data-enquiry]')
        await expect(form).toHaveAttribute('data-enhanced', '')
        await page.locator('.selection-card').nth(1).click()
        await expect(region(page)).toHaveAttribute('data-selected-item', 'VV-H200')
        const name = (await region(page).locator('h2').textContent())!
        await region(page).locator('.product__enquire').click()
        expect(new URL(page.url()).hash).toBe('#enquiry')
        await expect(page.locator('#enquiry-title')).toBeInViewport()
        await expect(form.locator('input[name="topic"]')).toHaveValue(name)
        await expect(form.locator('.enquiry__topic')).toHaveText(`${topic}${name}`)

        const person = `Product enquiry ${lang} ${Date.now()}`
        await form.locator('[name="contactPerson"]').fill(person)
        await form.locator('[name="company"]').fill('Lab Works')
        await form.locator('[name="contactDetails"]').fill('+86 138 0000 0000')
        await form.locator('[name="message"]').fill('Twelve valves, please.')
        await form.locator('button[type="submit"]').click()
        await expect(form.getByRole('status')).toHaveText(success)
        const res = await request.get('/__ops/messages?limit=100', { headers: { Authorization: `Bearer ${opsToken()}` } })
        const { result } = (await res.json()) as { result: { records: { contactPerson: string; content: string }[] } }
        expect(result.records.find((m) => m.contactPerson === person)?.content.split('\n')[0]).toBe(`${topic}${name}`)
      })
    })
  }
})

test.describe('product category page on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  test('the selected card is in view in its carousel from the start, and the arrows bring the next one in', async ({ page }) => {
    await open(page, '/en/productCategory/Venturi_valve/?id=VV-B400')
    const selected = page.locator('.selection-card[aria-current="page"]')
    await expect.poll(() => shownInCarousel(selected)).toBeGreaterThanOrEqual(0.95)
    await page.locator('.selection-arrow--prev').click()
    await page.locator('.selection-arrow--prev').click()
    await page.locator('.selection-arrow--prev').click()
    await expect(region(page)).toHaveAttribute('data-selected-item', 'VV-S100')
    await expect.poll(() => shownInCarousel(page.locator('.selection-card').first())).toBeGreaterThanOrEqual(0.95)
  })
})

test.describe('product category page without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1024, height: 800 } })

  test('a card is a link that loads that product’s page', async ({ page }) => {
    await page.goto('/productCategory/Venturi_valve/')
    await expect(region(page)).toHaveAttribute('data-selected-item', 'VV-S100')
    await page.locator('.selection-card').nth(3).click()
    await page.waitForURL(/\?id=VV-B400$/)
    await expect(region(page)).toHaveAttribute('data-selected-item', 'VV-B400')
    await expect(page.locator('.selection-card[aria-current="page"]')).toHaveAttribute('href', '/productCategory/Venturi_valve/?id=VV-B400')
    await expect(region(page).locator('.product-case').first()).toBeVisible()
  })

  test('every card can be scrolled to and the arrows, which need JavaScript, are not shown', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/productCategory/Venturi_valve/')
    await expect(page.locator('.selection-arrow').first()).toBeHidden()
    await page.locator('.selection-card').last().scrollIntoViewIfNeeded()
    await expect(page.locator('.selection-card').last()).toBeInViewport()
  })
})

test.describe('product category page: the query and the route', () => {
  test('an unknown ?id= shows the first product', async ({ page }) => {
    await page.goto('/en/productCategory/sensor/?id=NO-SUCH-PRODUCT')
    await expect(region(page)).toHaveAttribute('data-selected-item', 'SN-P100')
    await expect(page.locator('.selection-card').first()).toHaveAttribute('aria-current', 'page')
  })

  test('an unknown category answers the 404 page', async ({ page }) => {
    const res = await page.goto('/productCategory/no_such_category/')
    expect(res?.status()).toBe(404)
    const en = await page.goto('/en/productCategory/1799999999999999999/')
    expect(en?.status()).toBe(404)
  })
})
