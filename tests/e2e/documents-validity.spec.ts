import { expect, test } from './fixtures.ts'
import { axeViolations } from './axe.ts'
import { vnuErrors } from './vnu.ts'

/**
 * The File page, the document viewers and the Activity page pass the Nu Html Checker and axe-core in both
 * languages; the viewers also once their pages have rendered (canvas and text layer in place).
 */

const PAGES = ['/File', '/en/File', '/pdf/Corporate_Brochure', '/en/pdf/Corporate_Brochure', '/File/Venturi_valve_Datasheet', '/en/File/sensor_Datasheet', '/activity', '/en/activity']

test('their HTML passes the Nu Html Checker without errors', async ({ request }) => {
  test.setTimeout(180_000)
  for (const path of PAGES) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    expect(await vnuErrors(await res.text()), path).toEqual([])
  }
})

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 740 },
]) {
  test(`axe-core reports no violations at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize(viewport)
    for (const path of PAGES) {
      await page.goto(path)
      const first = page.locator('.pdf-page').first()
      if (await first.count()) await expect(first.locator('.textLayer')).toBeAttached({ timeout: 20_000 })
      expect(await axeViolations(page), path).toEqual([])
    }
  })
}
