import type { APIRequestContext, Page } from '@playwright/test'
import { expect, freshIp, opsToken, shownInCarousel, test } from './fixtures.ts'

/**
 * The solution category page in Chromium (spec §2 SolutionCategory): choosing a solution in place (card,
 * arrows) or by `?id=`, with the URL, head, products and enquiry topic following, back and forward, the same
 * links without JavaScript, the products shown being the solution's own (as the API says), and an enquiry
 * sent from the page naming the solution in the stored message. The fixture fails any test with a console
 * error or a CSP violation.
 */

test.describe.configure({ timeout: 90_000 })

const LANGS = [
  { lang: 'zh-CN', prefix: '', brand: '文拓流体控制', topicLabel: '咨询方案：', success: '提交成功' },
  { lang: 'en', prefix: '/en', brand: 'Ventaura Flow Control', topicLabel: 'Enquiry about: ', success: 'Submission Successful' },
] as const

const CATEGORY = 'biosafety'
const region = (page: Page) => page.locator('#selected-solution')
const shown = (page: Page) => region(page).getAttribute('data-selected-item')

interface ApiSolution {
  id: string
  solutionCode: string
  solutionName: string
}

async function apiRecords<T>(request: APIRequestContext, path: string, lang: string): Promise<T[]> {
  const res = await request.get(`/api/v1/website/${path}`, { headers: { language: lang } })
  return ((await res.json()) as { result: { records: T[] } }).result.records
}

/** The category's solutions, in the list's order, from the API. */
const solutionsOf = (request: APIRequestContext, lang: string) => apiRecords<ApiSolution>(request, `solutions?categoryCode=${CATEGORY}&_pageSize=100`, lang)

/** The names of the products a solution uses, from the API. */
async function productNames(request: APIRequestContext, solutionId: string, lang: string): Promise<string[]> {
  return (await apiRecords<{ productName: string }>(request, `solutionCatProducts?solutionId=${solutionId}&_pageSize=1000`, lang)).map((p) => p.productName)
}

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

/**
 * The solution shown is `solution`: region, heading, marked card, URL, title, canonical URL, the products it
 * uses (as the API lists them) and the enquiry form's topic agree.
 */
async function expectShown(page: Page, request: APIRequestContext, { prefix, brand, lang }: (typeof LANGS)[number], solution: ApiSolution): Promise<void> {
  const url = `${prefix}/SolutionCategory/${CATEGORY}/?id=${solution.solutionCode}`
  await expect(region(page)).toHaveAttribute('data-selected-item', solution.solutionCode)
  await expect(region(page).locator('h2')).toHaveText(solution.solutionName)
  await expect(page.locator('.selection-card[aria-current="page"]')).toHaveText(solution.solutionName)
  await expect(page.locator('.selection-card[aria-current]')).toHaveCount(1)
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(url)
  await expect(page).toHaveTitle(new RegExp(`^${solution.solutionName} \\| .+ \\| ${brand}$`))
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${url.replace(/[?]/g, '\\?')}$`))
  await expect(region(page).locator('.solution-product__name')).toHaveText(await productNames(request, solution.id, lang))
  await expect(page.locator('form[data-enquiry] input[name="topic"]')).toHaveValue(solution.solutionName)
  await expect(page.locator('[data-enquiry-topic]')).toHaveText(solution.solutionName)
}

for (const texts of LANGS) {
  const { lang, prefix } = texts
  test.describe(`solution category page (${lang})`, () => {
    test.use({ viewport: { width: 1440, height: 900 } })

    test('a card click shows that solution in place: URL, head, products, enquiry topic, focus on its heading', async ({ page, request }) => {
      const solutions = await solutionsOf(request, lang)
      await open(page, `${prefix}/SolutionCategory/${CATEGORY}/`)
      expect(await shown(page)).toBe(solutions[0]!.solutionCode)
      await page.locator('.selection-card').nth(2).click()
      await expectShown(page, request, texts, solutions[2]!)
      await expect(page.locator('#selected-solution-name')).toBeFocused()
      await expectSameDocument(page)
    })

    test('the arrows move the selection one solution at a time; the ends are marked', async ({ page, request }) => {
      const solutions = await solutionsOf(request, lang)
      await open(page, `${prefix}/SolutionCategory/${CATEGORY}/`)
      const next = page.locator('.selection-arrow--next')
      const prev = page.locator('.selection-arrow--prev')
      await expect(prev).toHaveAttribute('aria-disabled', 'true')
      for (const solution of solutions.slice(1)) {
        await next.click()
        await expectShown(page, request, texts, solution)
      }
      await expect(next).toHaveAttribute('aria-disabled', 'true')
      await expect(next).toBeFocused()
      await expect(page.locator('.selection-list [aria-live]')).toHaveText(new RegExp(solutions.at(-1)!.solutionName))
      await prev.click()
      await expectShown(page, request, texts, solutions.at(-2)!)
      await expectSameDocument(page)
    })

    test('?id= selects the solution on load, and an unknown one shows the first', async ({ page, request }) => {
      const solutions = await solutionsOf(request, lang)
      await page.goto(`${prefix}/SolutionCategory/${CATEGORY}/?id=${solutions[1]!.solutionCode}`)
      await expectShown(page, request, texts, solutions[1]!)
      await page.goto(`${prefix}/SolutionCategory/${CATEGORY}/?id=no-such-solution`)
      await expect(region(page)).toHaveAttribute('data-selected-item', solutions[0]!.solutionCode)
      await expect(page.locator('.selection-card').first()).toHaveAttribute('aria-current', 'page')
    })

    test('back restores the previous solution, forward the next; topic and products follow', async ({ page, request }) => {
      const solutions = await solutionsOf(request, lang)
      await open(page, `${prefix}/SolutionCategory/${CATEGORY}/`)
      const firstTitle = await page.title()
      await page.locator('.selection-card').nth(1).click()
      await expectShown(page, request, texts, solutions[1]!)
      await page.locator('.selection-card').nth(2).click()
      await expectShown(page, request, texts, solutions[2]!)

      await page.goBack()
      await expectShown(page, request, texts, solutions[1]!)
      await page.goBack()
      await expect(region(page)).toHaveAttribute('data-selected-item', solutions[0]!.solutionCode)
      expect(new URL(page.url()).search).toBe('')
      await expect(page).toHaveTitle(firstTitle)
      await expect(page.locator('form[data-enquiry] input[name="topic"]')).toHaveValue(solutions[0]!.solutionName)
      await page.goForward()
      await expectShown(page, request, texts, solutions[1]!)
      await expectSameDocument(page)
    })

    test('every solution of every category shows its own products, as the API lists them', async ({ page, request }) => {
      const all = await apiRecords<ApiSolution & { categoryCode: string }>(request, 'solutions?_pageSize=100', lang)
      for (const solution of all) {
        await page.goto(`${prefix}/SolutionCategory/${solution.categoryCode}/?id=${solution.solutionCode}`)
        const names = await productNames(request, solution.id, lang)
        expect(names.length).toBeGreaterThan(0)
        await expect(region(page).locator('.solution-product__name')).toHaveText(names)
      }
    })

    test('a product card opens that product’s page', async ({ page }) => {
      await page.goto(`${prefix}/SolutionCategory/${CATEGORY}/`)
      const card = region(page).locator('.solution-product').first()
      const name = (await card.locator('.solution-product__name').textContent())!
      // The whole card is the link: a click on its picture follows it.
      await card.click({ position: { x: 30, y: 30 } })
      await expect(page).toHaveURL(new RegExp(`${prefix}/productCategory/[^/]+/\\?id=`))
      await expect(page.locator('#selected-product h2')).toHaveText(name)
    })

    test('an enquiry sent after changing the solution in place names that solution in the stored message', async ({ page, request }) => {
      const solutions = await solutionsOf(request, lang)
      await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': freshIp() })
      await open(page, `${prefix}/SolutionCategory/${CATEGORY}/`)
      await expect(page.locator('form[data-enquiry][data-enhanced]')).toBeAttached()
      await page.locator('.selection-card').nth(1).click()
      await expectShown(page, request, texts, solutions[1]!)
      const name = `Solution enquiry ${lang} ${Date.now()}`
      const form = page.locator('form[data-enquiry]')
      await form.locator('[name="contactPerson"]').fill(name)
      await form.locator('[name="company"]').fill('Lab Works')
      await form.locator('[name="contactDetails"]').fill('+86 138 0000 0000')
      await form.locator('[name="message"]').fill('Three BSL-3 suites.')
      await form.locator('button[type="submit"]').click()
      await expect(form.getByRole('status')).toHaveText(texts.success)
      // After the reset the form still names the solution shown.
      await expect(form.locator('input[name="topic"]')).toHaveValue(solutions[1]!.solutionName)

      const res = await request.get('/__ops/messages?limit=100', { headers: { Authorization: `Bearer ${opsToken()}` } })
      const { result } = (await res.json()) as { result: { records: { contactPerson: string; content: string; language: string }[] } }
      const stored = result.records.find((m) => m.contactPerson === name)
      expect(stored?.language).toBe(lang)
      expect(stored?.content.split('\n')[0]).toBe(`${texts.topicLabel}${solutions[1]!.solutionName}`)
    })
  })
}

test.describe('solution category page on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  test('the selected card is in view in its carousel, the arrows work by touch, and the page never scrolls sideways', async ({ page, request }) => {
    const solutions = await solutionsOf(request, 'en')
    await open(page, `/en/SolutionCategory/${CATEGORY}/?id=${solutions.at(-1)!.solutionCode}`)
    await expect.poll(() => shownInCarousel(page.locator('.selection-card[aria-current="page"]'))).toBeGreaterThanOrEqual(0.95)
    await page.locator('.selection-arrow--prev').tap()
    await expect(region(page)).toHaveAttribute('data-selected-item', solutions.at(-2)!.solutionCode)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})

test.describe('solution category page without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1024, height: 800 } })

  test('a card is a link that loads that solution’s page, with its products and its enquiry topic', async ({ page, request }) => {
    const solutions = await solutionsOf(request, 'zh-CN')
    await page.goto(`/SolutionCategory/${CATEGORY}/`)
    await expect(region(page)).toHaveAttribute('data-selected-item', solutions[0]!.solutionCode)
    await page.locator('.selection-card').nth(2).click()
    await page.waitForURL(new RegExp(`\\?id=${solutions[2]!.solutionCode}$`))
    await expect(region(page)).toHaveAttribute('data-selected-item', solutions[2]!.solutionCode)
    await expect(page.locator('.selection-card[aria-current="page"]')).toHaveAttribute('href', `/SolutionCategory/${CATEGORY}/?id=${solutions[2]!.solutionCode}`)
    await expect(region(page).locator('.solution-product__name')).toHaveText(await productNames(request, solutions[2]!.id, 'zh-CN'))
    await expect(page.locator('[data-enquiry-topic]')).toHaveText(solutions[2]!.solutionName)
    await expect(page.locator('.selection-arrow').first()).toBeHidden()
  })

  test('the enquiry form posts and the stored message names the solution', async ({ page, request }) => {
    const solutions = await solutionsOf(request, 'en')
    await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': freshIp() })
    await page.goto(`/en/SolutionCategory/${CATEGORY}/?id=${solutions[1]!.solutionCode}`)
    const name = `No-script solution enquiry ${Date.now()}`
    const form = page.locator('form[data-enquiry]')
    await form.locator('[name="contactPerson"]').fill(name)
    await form.locator('[name="company"]').fill('Lab Works')
    await form.locator('[name="contactDetails"]').fill('+86 138 0000 0000')
    await form.locator('[name="message"]').fill('Please call me.')
    await form.locator('button[type="submit"]').click()
    await page.waitForURL(new RegExp(`\\?id=${solutions[1]!.solutionCode}#enquiry-sent$`))
    await expect(page.locator('#enquiry-sent')).toBeVisible()

    const res = await request.get('/__ops/messages?limit=100', { headers: { Authorization: `Bearer ${opsToken()}` } })
    const { result } = (await res.json()) as { result: { records: { contactPerson: string; content: string }[] } }
    expect(result.records.find((m) => m.contactPerson === name)?.content.split('\n')[0]).toBe(`Enquiry about: ${solutions[1]!.solutionName}`)
  })
})

test.describe('solution category page: the route', () => {
  test('an unknown category answers the 404 page; /solutionCategory/{1-5} goes to its slug', async ({ page }) => {
    expect((await page.goto('/SolutionCategory/no_such_category/'))?.status()).toBe(404)
    expect((await page.goto('/en/SolutionCategory/1799999999999999999/'))?.status()).toBe(404)
    const res = await page.goto('/en/solutionCategory/4')
    expect(res?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe('/en/solutionCategory/Medical/')
    await expect(page.locator('h1')).toHaveText(/Healthcare/)
  })
})
