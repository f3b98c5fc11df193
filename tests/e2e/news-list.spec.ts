import type { Page } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, test } from './fixtures.ts'

/**
 * The news list in Chromium (spec §2 IndustryTrends, §8, §9), in both languages: category tabs, the featured
 * first item, date blocks, descriptions cut to two lines, page links and the page-size form with and
 * without JavaScript, and a category without news.
 */

const LANGS = [
  { lang: 'zh-CN', prefix: '', all: '全部新闻', company: '公司新闻', next: '下一页', previous: '上一页', apply: '确定', empty: '暂无数据', total: '共 26 条' },
  { lang: 'en', prefix: '/en', all: 'All news', company: 'Company News', next: 'Next page', previous: 'Previous page', apply: 'Apply', empty: 'No data', total: '26 articles' },
] as const

const root = resolve(import.meta.dirname, '../..')

/** The article ids of the list as the API answers them, newest first. */
async function newestIds(page: Page, category?: string): Promise<string[]> {
  const res = await page.request.get(`/api/v1/website/news?_pageSize=100${category ? `&category=${category}` : ''}`)
  const body = (await res.json()) as { result: { records: { id: string }[] } }
  return body.result.records.map((r) => r.id)
}

/** The article ids the list page shows, in order. */
const shownIds = (page: Page) =>
  page.locator('.news-list h2 a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname.split('/').at(-1)!))

for (const t of LANGS) {
  test.describe(`news list (${t.lang})`, () => {
    test.use({ viewport: { width: 1280, height: 900 } })

    test('category tabs are links; the current one is marked and lists only its news', async ({ page }) => {
      await page.goto(`${t.prefix}/industryTrends/`)
      const tabs = page.getByRole('navigation', { name: t.lang === 'en' ? 'News categories' : '新闻分类' })
      await expect(tabs.getByRole('link', { name: t.all })).toHaveAttribute('aria-current', 'page')
      await tabs.getByRole('link', { name: t.company }).click()
      await expect(page).toHaveURL(`${t.prefix}/industryTrends/1/`)
      await expect(tabs.getByRole('link', { name: t.company })).toHaveAttribute('aria-current', 'page')
      await expect(tabs.getByRole('link', { name: t.all })).not.toHaveAttribute('aria-current', /./)
      expect(await shownIds(page)).toEqual((await newestIds(page, '1790000000000110001')).slice(0, 10))
    })

    test('the newest item is featured with a large image; the others have date blocks, cut descriptions and a detail button', async ({ page }) => {
      await page.goto(`${t.prefix}/industryTrends/`)
      const ids = await newestIds(page)
      expect(await shownIds(page)).toEqual(ids.slice(0, 10))
      const featured = page.locator('.news-featured')
      await expect(featured).toHaveCount(1)
      const featuredImage = (await featured.locator('img').boundingBox())!
      const rowImage = (await page.locator('.news-row img').first().boundingBox())!
      expect(featuredImage.width).toBeGreaterThan(rowImage.width * 2)

      const rows = page.locator('.news-row')
      await expect(rows).toHaveCount(9)
      for (const row of await rows.all()) {
        await expect(row.locator('.date-block__day')).toHaveText(/^\d{2}$/)
        await expect(row.locator('.date-block__month')).toHaveText(t.lang === 'en' ? /^[A-Z][a-z]{2} \d{4}$/ : /^\d{4}-\d{2}$/)
        // Two lines at most, and never more than 150 characters (and an ellipsis) of text.
        const text = row.locator('.news-row__text')
        const { height, lineHeight } = await text.evaluate((el) => ({ height: el.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(el).lineHeight) }))
        expect(height).toBeLessThanOrEqual(2 * lineHeight + 1)
        expect(Array.from((await text.textContent()) ?? '').length).toBeLessThanOrEqual(151)
      }
      const more = rows.first().getByRole('link', { name: new RegExp(t.lang === 'en' ? '^Read more' : '^查看详情') })
      const target = await rows.first().locator('h2 a').getAttribute('href')
      await more.click()
      await expect(page).toHaveURL(target!)
    })

    test('page links: the current page is marked, previous and next are disabled at the ends', async ({ page }) => {
      await page.goto(`${t.prefix}/industryTrends/`)
      const pager = page.getByRole('navigation', { name: t.lang === 'en' ? 'Pagination' : '分页' })
      await expect(pager.locator('[aria-current="page"]')).toHaveText('1')
      await expect(pager.getByRole('link', { name: t.previous })).toHaveAttribute('aria-disabled', 'true')
      await expect(page.getByText(t.total)).toBeVisible()

      await pager.getByRole('link', { name: t.lang === 'en' ? 'Page 2' : '第 2 页' }).click()
      await expect(page).toHaveURL(`${t.prefix}/industryTrends/?page=2`)
      await expect(pager.locator('[aria-current="page"]')).toHaveText('2')
      const ids = await newestIds(page)
      expect(await shownIds(page)).toEqual(ids.slice(10, 20))

      await pager.getByRole('link', { name: t.next }).click()
      await expect(page).toHaveURL(`${t.prefix}/industryTrends/?page=3`)
      expect(await shownIds(page)).toEqual(ids.slice(20))
      const next = pager.getByRole('link', { name: t.next })
      await expect(next).toHaveAttribute('aria-disabled', 'true')
      // Playwright waits for a disabled control to become enabled; a visitor's click just lands.
      await next.click({ force: true })
      await expect(page).toHaveURL(`${t.prefix}/industryTrends/?page=3`)

      await pager.getByRole('link', { name: t.previous }).click()
      await expect(page).toHaveURL(`${t.prefix}/industryTrends/?page=2`)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${t.prefix}/industryTrends/\\?page=2$`))
    })

    test('a page past the end answers 404', async ({ page }) => {
      const res = await page.goto(`${t.prefix}/industryTrends/?page=4`)
      expect(res?.status()).toBe(404)
    })

    for (const javaScriptEnabled of [true, false]) {
      test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
        test.use({ javaScriptEnabled })

        test('the page-size form shows 20, 30 or 40 a page from the first page, and 10 again at the plain URL', async ({ page }) => {
          await page.goto(`${t.prefix}/industryTrends/2/?page=2`)
          const select = page.getByLabel(t.lang === 'en' ? 'Per page' : '每页显示')
          await expect(select).toHaveValue('10')
          await select.selectOption('20')
          // Choosing does not leave the page; the button does.
          await expect(page).toHaveURL(`${t.prefix}/industryTrends/2/?page=2`)
          await page.getByRole('button', { name: t.apply }).click()
          await expect(page).toHaveURL(`${t.prefix}/industryTrends/2/?size=20`)
          await expect(page.locator('.news-list > li')).toHaveCount(13)
          await expect(page.getByLabel(t.lang === 'en' ? 'Per page' : '每页显示')).toHaveValue('20')

          await page.goto(`${t.prefix}/industryTrends/?page=2&size=20`)
          await expect(page.locator('.news-list > li')).toHaveCount(6)
          await page.getByLabel(t.lang === 'en' ? 'Per page' : '每页显示').selectOption('10')
          await page.getByRole('button', { name: t.apply }).click()
          await expect(page).toHaveURL(`${t.prefix}/industryTrends/`)
          await expect(page.locator('.news-list > li')).toHaveCount(10)
        })
      })
    }
  })
}

test.describe('a category without news', () => {
  // The test server has the database open and writes to it for other tests (messages, subscriptions): a write
  // that meets its lock (SQLITE_BUSY) is tried again.
  const wrangler = (sql: string) => {
    for (let attempt = 1; ; attempt++) {
      const result = spawnSync(process.execPath, [resolve(root, 'node_modules/wrangler/bin/wrangler.js'), 'd1', 'execute', 'DB', '--local', '--persist-to', '.wrangler/e2e-state', '--command', sql], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
      })
      if (result.status === 0) return
      if (attempt === 10 || !/SQLITE_BUSY|database is locked/.test(result.stderr)) throw new Error(`wrangler d1 execute failed: ${result.stderr}`)
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500)
    }
  }
  const token = () => /^OPS_TOKEN=(.*)$/m.exec(readFileSync(resolve(root, '.dev.vars'), 'utf8'))?.[1] ?? ''
  const purge = async (page: Page) => {
    const res = await page.request.post('/__ops/purge', { headers: { Authorization: `Bearer ${token()}` } })
    expect(res.status()).toBe(200)
  }

  // The demo content has none: one is added to the browser tests' own database (.wrangler/e2e-state), then removed.
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(60_000)
    wrangler(
      // OR REPLACE: a run whose clean-up did not happen (a failed or killed run) left the row behind.
      "INSERT OR REPLACE INTO newsCategories (id, lang, categoryCode, categoryName, sort, updatedAt) VALUES ('1790000000000110009', 'zh-CN', 'press', '媒体报道', 9, '2026-01-01T00:00:00Z'), ('1790000000000110009', 'en', 'press', 'Press', 9, '2026-01-01T00:00:00Z')",
    )
    const page = await browser.newPage()
    await purge(page)
    await page.close()
  })
  test.afterAll(async ({ browser }) => {
    test.setTimeout(60_000)
    wrangler("DELETE FROM newsCategories WHERE id = '1790000000000110009'")
    const page = await browser.newPage()
    await purge(page)
    await page.close()
  })

  for (const t of LANGS) {
    test(`its tab shows the no-data text in ${t.lang}, with status 200 and no pagination`, async ({ page }) => {
      await page.goto(`${t.prefix}/industryTrends/`)
      await page.getByRole('link', { name: t.lang === 'en' ? 'Press' : '媒体报道', exact: true }).first().click()
      await expect(page).toHaveURL(`${t.prefix}/industryTrends/press/`)
      await expect(page.getByText(t.empty, { exact: true })).toBeVisible()
      await expect(page.locator('.pagination')).toHaveCount(0)
      const res = await page.request.get(`${t.prefix}/industryTrends/press/`)
      expect(res.status()).toBe(200)
    })
  }
})
