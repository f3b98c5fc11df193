import type { Page } from '@playwright/test'
import { withoutWordMarks } from '../unit/fixtures/word-marks.ts'
import { expect, test } from './fixtures.ts'

/**
 * The news article in Chromium (spec §2 NewDetail, §8), in both languages: previous and next through a whole
 * category and their end labels, back to the list, the other-news carousel by pointer and keyboard, and the
 * redirects for a missing article and a category/id mismatch.
 */

// A test reads a whole category, article by article: room for a slow, busy machine.
test.describe.configure({ timeout: 90_000 })

const LANGS = [
  { lang: 'zh-CN', prefix: '', previous: '上一篇', next: '下一篇', first: '已是第一篇', last: '已是最后一篇', back: '返回列表', others: '其他新闻', othersNext: '下一组新闻', othersPrev: '上一组新闻' },
  { lang: 'en', prefix: '/en', previous: 'Previous', next: 'Next', first: 'This is the first article', last: 'This is the last article', back: 'Back to the list', others: 'More news', othersNext: 'Next news', othersPrev: 'Previous news' },
] as const

interface Item {
  id: string
  title: string
}

/** A category's articles in the page's language, newest first, as the API answers them. */
async function categoryNews(page: Page, category: string, lang: string): Promise<Item[]> {
  const res = await page.request.get(`/api/v1/website/news?category=${category}&_pageSize=100`, { headers: { language: lang } })
  return ((await res.json()) as { result: { records: Item[] } }).result.records
}

const INDUSTRY_TRENDS = '1790000000000110002'

/** An article page's link to its previous or next article (`rel`), with the title it names; null at an end. */
function step(marked: string, rel: 'prev' | 'next'): { href: string; title: string } | null {
  const html = withoutWordMarks(marked)
  const link = new RegExp(`<a [^>]*href="([^"]+)" rel="${rel}">.*?<span class="article-nav__title">([^<]*)</span></a>`).exec(html)
  return link ? { href: link[1]!, title: unescapeHtml(link[2]!) } : null
}

const unescapeHtml = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')

for (const t of LANGS) {
  test.describe(`news article (${t.lang})`, () => {
    test.use({ viewport: { width: 1280, height: 900 } })

    test('next leads through the whole category, newest to oldest, and previous back; the ends are disabled and say so', async ({ page }) => {
      // Every article of the category, in turn: 18 s on a busy machine.
      test.setTimeout(90_000)
      const news = await categoryNews(page, INDUSTRY_TRENDS, t.lang)
      const url = (item: Item) => `${t.prefix}/newDetail/2/${item.id}`

      // The whole chain, as the server links it: each article's next is the one after it, its previous the one before.
      for (const [index, item] of news.entries()) {
        const html = await (await page.request.get(url(item))).text()
        expect(step(html, 'next'), item.title).toEqual(news[index + 1] ? { href: url(news[index + 1]!), title: news[index + 1]!.title } : null)
        expect(step(html, 'prev'), item.title).toEqual(news[index - 1] ? { href: url(news[index - 1]!), title: news[index - 1]!.title } : null)
      }

      // In the browser: the ends are disabled and say so; next and previous lead on, a few steps each way.
      const nav = page.getByRole('navigation', { name: t.lang === 'en' ? 'Previous and next article' : '上一篇与下一篇' })
      const previous = nav.locator('.article-nav__step--prev')
      const next = nav.locator('.article-nav__step--next')
      await page.goto(url(news[0]!))
      await expect(previous).toHaveAttribute('aria-disabled', 'true')
      await expect(previous).toContainText(t.first)
      await previous.click({ force: true })
      await expect(page).toHaveURL(url(news[0]!))
      for (const item of news.slice(1, 4)) {
        await expect(next).toContainText(item.title)
        await next.click()
        await expect(page).toHaveURL(url(item))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title)
      }

      await page.goto(url(news.at(-1)!))
      await expect(next).toHaveAttribute('aria-disabled', 'true')
      await expect(next).toContainText(t.last)
      await next.click({ force: true })
      await expect(page).toHaveURL(url(news.at(-1)!))
      for (const item of [...news].reverse().slice(1, 4)) {
        await previous.click()
        await expect(page).toHaveURL(url(item))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title)
      }
    })

    test('back to the list opens the list page that shows the article', async ({ page }) => {
      const news = await categoryNews(page, INDUSTRY_TRENDS, t.lang)
      const oldest = news.at(-1)!
      await page.goto(`${t.prefix}/newDetail/2/${oldest.id}`)
      await page.getByRole('link', { name: t.back }).click()
      await expect(page).toHaveURL(`${t.prefix}/industryTrends/2/?page=2`)
      await expect(page.locator('.news-list h2 a', { hasText: oldest.title })).toBeVisible()
    })

    test('the other news: a carousel of the category that moves by its buttons and by keyboard', async ({ page }) => {
      // Instant scrolling: each click has moved the carousel (and set its buttons) by the time it returns.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      const news = await categoryNews(page, INDUSTRY_TRENDS, t.lang)
      await page.goto(`${t.prefix}/newDetail/2/${news[0]!.id}`)
      const section = page.getByRole('region', { name: t.others })
      const track = section.locator('.carousel__track')
      await track.scrollIntoViewIfNeeded()
      await expect(section.locator('[data-carousel]')).toHaveAttribute('data-ready', '')
      const cards = section.locator('.news-card h3 a')
      await expect(cards).toHaveCount(12)
      // The page keeps numbers with their units by no-break spaces ("0.5 m/s"); the titles are the API's.
      expect((await cards.allTextContents()).map((text) => text.replaceAll('\u00a0', ' '))).toEqual(news.slice(1, 13).map((n) => n.title))

      const prev = section.getByRole('button', { name: t.othersPrev })
      const next = section.getByRole('button', { name: t.othersNext })
      await expect(prev).toBeDisabled()
      const firstSlide = section.locator('.carousel__slide').first()
      const before = (await firstSlide.boundingBox())!.x
      await next.click()
      await expect.poll(async () => (await firstSlide.boundingBox())!.x).toBeLessThan(before - 100)
      await expect(prev).toBeEnabled()
      // The buttons follow the carousel in the next frame: let it pass before asking whether there is more.
      const nextFrame = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      for (let i = 0; i < 12; i++) {
        await nextFrame()
        if (!(await next.isEnabled())) break
        await next.click()
      }
      await expect(next).toBeDisabled()
      await expect(section.locator('.carousel__slide').last()).toBeInViewport()

      // Keyboard: Tab through the cards brings each into view; the arrow keys move the carousel.
      await prev.click()
      await page.reload()
      await track.scrollIntoViewIfNeeded()
      await expect(section.locator('[data-carousel]')).toHaveAttribute('data-ready', '')
      await section.getByRole('button', { name: t.othersNext }).focus()
      for (let i = 0; i < 8; i++) await page.keyboard.press('Tab')
      const focused = page.locator(':focus')
      expect(await focused.evaluate((el) => el.matches('.news-card h3 a'))).toBe(true)
      await expect(focused).toBeInViewport({ ratio: 1 })
      const slideBox = (await section.locator('.carousel__slide').nth(7).boundingBox())!
      const frame = (await track.boundingBox())!
      expect(slideBox.x + slideBox.width).toBeLessThanOrEqual(frame.x + frame.width + 1)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(`${t.prefix}/newDetail/2/${news[8]!.id}`)
    })

    test('an article that does not exist redirects to the news list', async ({ page }) => {
      await page.goto(`${t.prefix}/newDetail/2/1799999999999999999`)
      await expect(page).toHaveURL(`${t.prefix}/industryTrends/`)
      await expect(page.locator('.news-featured')).toBeVisible()
    })

    test('an article under another category opens at its own URL', async ({ page }) => {
      const news = await categoryNews(page, INDUSTRY_TRENDS, t.lang)
      await page.goto(`${t.prefix}/newDetail/1/${news[3]!.id}`)
      await expect(page).toHaveURL(`${t.prefix}/newDetail/2/${news[3]!.id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(news[3]!.title)
    })
  })
}

test.describe('news article without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } })

  test('the other news scroll natively; every card is a link', async ({ page }) => {
    const news = await categoryNews(page, INDUSTRY_TRENDS, 'zh-CN')
    await page.goto(`/newDetail/2/${news[0]!.id}`)
    const wrapper = page.locator('.other-news .carousel__track')
    await wrapper.scrollIntoViewIfNeeded()
    const scrollable = await wrapper.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === 'auto')
    expect(scrollable).toBe(true)
    await wrapper.evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
    await expect(page.locator('.other-news .carousel__slide').last()).toBeInViewport()
  })
})
