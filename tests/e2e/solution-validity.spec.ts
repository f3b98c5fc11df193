import { expect, test } from './fixtures.ts'
import { axeViolations } from './axe.ts'
import { expectScriptsWithin, recordScripts } from './scripts-size.ts'
import { vnuErrors } from './vnu.ts'

/**
 * The solutions page and a solution page pass the Nu Html Checker and axe-core (the solution page also after
 * an in-place change), and each loads at most 100 KB of JavaScript gzip, in both languages.
 */

test.describe.configure({ timeout: 120_000 })

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 375, height: 740 },
]

for (const prefix of ['', '/en']) {
  const list = `${prefix}/solution`
  const solution = `${prefix}/SolutionCategory/biosafety/?id=animal-biosafety`

  test.describe(`solution pages ${prefix || '(zh-CN)'}`, () => {
    for (const path of [list, solution]) {
      test(`${path}: its HTML passes the Nu Html Checker without errors`, async ({ request }) => {
        const res = await request.get(path)
        expect(res.status()).toBe(200)
        expect(await vnuErrors(await res.text())).toEqual([])
      })
    }

    for (const viewport of VIEWPORTS) {
      // The 1440 px visit also weighs the page's JavaScript.
      const weighs = viewport.width === 1440
      const andScripts = weighs ? '; its JavaScript is at most 100 KB gzip' : ''
      test(`${list}: axe-core reports no violations at ${viewport.width} px, with a tab marked${andScripts}`, async ({ page }) => {
        const scripts = recordScripts(page)
        await page.setViewportSize(viewport)
        await page.goto(list)
        expect(await axeViolations(page)).toEqual([])
        await page.locator('.section-tabs__tab').nth(1).click()
        await expect(page.locator('.section-tabs__tab[aria-current="true"]')).toHaveCount(1)
        expect(await axeViolations(page, '.section-tabs')).toEqual([])
        if (weighs) await expectScriptsWithin(page, scripts, 100)
      })

      test(`${solution}: axe-core reports no violations at ${viewport.width} px, before and after an in-place change${andScripts}`, async ({ page }) => {
        const scripts = recordScripts(page)
        await page.setViewportSize(viewport)
        await page.goto(solution)
        await expect(page.locator('.selection-list[data-ready]')).toBeAttached({ timeout: 20_000 })
        expect(await axeViolations(page)).toEqual([])
        await page.locator('.selection-arrow--next').click()
        await expect(page.locator('#selected-solution')).toHaveAttribute('data-selected-item', 'bsl2-laboratory')
        // Once the new solution has faded in: axe would measure the contrast of a half-transparent text.
        await page.locator('#selected-solution').evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
        expect(await axeViolations(page, 'main')).toEqual([])
        if (weighs) await expectScriptsWithin(page, scripts, 100)
      })
    }
  })
}
