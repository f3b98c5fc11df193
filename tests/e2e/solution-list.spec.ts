import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * The solutions page in Chromium (spec §2 Solution): the sticky tab bar, a tab per category marking the
 * section in view, and every solution's learn-more link landing on that very solution. The fixture fails any
 * test with a console error or a CSP violation.
 */

test.describe.configure({ timeout: 90_000 })

const LANGS = [
  { lang: 'zh-CN', prefix: '' },
  { lang: 'en', prefix: '/en' },
] as const

const tabs = (page: Page) => page.locator('.section-tabs__tab')
const marked = (page: Page) => page.locator('.section-tabs__tab[aria-current="true"]')

/** The section ids the tabs link to, in order. */
async function sectionIds(page: Page): Promise<string[]> {
  return (await tabs(page).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).hash.slice(1))))
}

/** Scrolls as a reader would (a wheel turn first, so no followed tab stays pinned), until `id`'s top is at the bars. */
async function readTo(page: Page, id: string): Promise<void> {
  await page.mouse.move(400, 500)
  await page.mouse.wheel(0, 40)
  await page.evaluate((target) => document.getElementById(target)!.scrollIntoView({ block: 'start', behavior: 'instant' }), id)
}

for (const { lang, prefix } of LANGS) {
  test.describe(`solutions page (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 800 } })

    test('a tab per category, each leading to its section, which it then marks; the bar stays under the header', async ({ page }) => {
      await page.goto(`${prefix}/solution`)
      const ids = await sectionIds(page)
      expect(ids.length).toBeGreaterThanOrEqual(3)
      for (const id of ids) await expect(page.locator(`section#${id}`)).toHaveCount(1)

      const third = tabs(page).nth(2)
      await third.click()
      await expect(page).toHaveURL(new RegExp(`#${ids[2]}$`))
      await expect(third).toHaveAttribute('aria-current', 'true')
      await expect(marked(page)).toHaveCount(1)
      // Once there, the bar sticks right under the header and the section's heading is in view below both.
      await expect(async () => {
        const header = (await page.locator('.site-header').boundingBox())!
        const bar = (await page.locator('.section-tabs').boundingBox())!
        const heading = (await page.locator(`#${ids[2]} h2`).boundingBox())!
        expect(Math.abs(bar.y - (header.y + header.height))).toBeLessThanOrEqual(1)
        expect(heading.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1)
        expect(heading.y).toBeLessThan(400)
      }).toPass()
    })

    test('scrolling marks the tab of the section in view, one at a time', async ({ page }) => {
      await page.goto(`${prefix}/solution`)
      const ids = await sectionIds(page)
      for (const [i, id] of ids.entries()) {
        await readTo(page, id)
        await expect(tabs(page).nth(i)).toHaveAttribute('aria-current', 'true')
        await expect(marked(page)).toHaveCount(1)
      }
      // Back at the top, above the first section, no tab is marked.
      await page.mouse.wheel(0, -40)
      await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }))
      await expect(marked(page)).toHaveCount(0)
    })

    test('every learn-more link lands on its own solution', async ({ page }) => {
      await page.goto(`${prefix}/solution`)
      const entries = await page.locator('.solution-entry').evaluateAll((articles) =>
        articles.map((article) => ({
          name: article.querySelector('h3')!.textContent!,
          href: article.querySelector<HTMLAnchorElement>('.solution-entry__actions a')!.getAttribute('href')!,
        })),
      )
      expect(entries.length).toBeGreaterThanOrEqual(10)
      // The first by a real click, the others by their addresses.
      await page.locator('.solution-entry__actions a').first().click()
      for (const [i, entry] of entries.entries()) {
        if (i > 0) await page.goto(entry.href)
        await expect(page).toHaveURL(new RegExp(`${entry.href.replace(/[?]/g, '\\?')}$`))
        const code = new URL(entry.href, 'http://x').searchParams.get('id')
        await expect(page.locator('#selected-solution')).toHaveAttribute('data-selected-item', code!)
        await expect(page.locator('#selected-solution h2')).toHaveText(entry.name)
        await expect(page.locator('.selection-card[aria-current="page"]')).toHaveText(entry.name)
      }
    })

    test('the contact link of a solution opens the contact page', async ({ page }) => {
      await page.goto(`${prefix}/solution`)
      await page.locator('.solution-entry__actions a').nth(1).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/contact/$`))
      await expect(page.locator('form[data-enquiry]')).toBeVisible()
    })
  })
}

test.describe('solutions page on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  test('the tab bar scrolls sideways to keep the marked tab in view, and the page never scrolls sideways', async ({ page }) => {
    await page.goto('/en/solution')
    const ids = await sectionIds(page)
    const last = ids[ids.length - 1]!
    await readTo(page, last)
    const tab = tabs(page).last()
    await expect(tab).toHaveAttribute('aria-current', 'true')
    await expect(tab).toBeInViewport()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })

  test('tabs beyond the edge fade out there, a sign the bar scrolls; scrolled to its end, the last tab is clear of the fade', async ({ page }) => {
    await page.goto('/solution')
    const list = page.locator('.section-tabs__list')
    const fit = () =>
      list.evaluate((el) => {
        const box = el.getBoundingClientRect()
        const fade = parseFloat(getComputedStyle(el).maskImage.match(/calc\(100% - ([\d.]+)px\)/)?.[1] ?? 'NaN')
        const tabs = [...el.querySelectorAll('.section-tabs__tab')].map((tab) => tab.getBoundingClientRect())
        return { fadeFrom: box.right - fade, cut: tabs.some((tab) => tab.left < box.right && tab.right > box.right), lastRight: tabs.at(-1)!.right, overflows: el.scrollWidth > el.clientWidth }
      })
    const atStart = await fit()
    expect(atStart).toMatchObject({ overflows: true, cut: true })
    expect(atStart.fadeFrom).toBeGreaterThan(0)
    await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }))
    const atEnd = await fit()
    expect(atEnd.lastRight).toBeLessThanOrEqual(atEnd.fadeFrom + 1)
  })
})

test.describe('solutions page without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1024, height: 800 } })

  test('the tabs are links to the sections', async ({ page }) => {
    await page.goto('/solution')
    const ids = await sectionIds(page)
    await tabs(page).nth(1).click()
    await expect(page).toHaveURL(new RegExp(`#${ids[1]}$`))
    await expect(page.locator(`#${ids[1]} h2`)).toBeInViewport()
  })
})
