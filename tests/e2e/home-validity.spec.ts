import AxeBuilder from '@axe-core/playwright'
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { expect, test } from './fixtures.ts'

/**
 * The home page's HTML passes the Nu Html Checker (vnu-jar, with the system Java; it refuses localhost
 * URLs, so the page goes in on stdin) and axe-core finds no violation, in both languages.
 */

const VNU_JAR = resolve(import.meta.dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar')

interface VnuMessage {
  type: string
  subType?: string
  message: string
  extract?: string
}

function vnuErrors(html: string): string[] {
  const result = spawnSync('java', ['-jar', VNU_JAR, '--stdout', '--format', 'json', '--errors-only', '-'], { input: html, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.error) throw result.error
  const { messages } = JSON.parse(result.stdout) as { messages: VnuMessage[] }
  return messages.filter((m) => m.type === 'error' || m.subType === 'fatal').map((m) => `${m.message} — ${m.extract ?? ''}`)
}

for (const path of ['/', '/en/']) {
  test.describe(`home page ${path}`, () => {
    test('its HTML passes the Nu Html Checker without errors', async ({ request }) => {
      test.setTimeout(90_000)
      const res = await request.get(path, { headers: { 'Accept-Language': 'zh-CN' } })
      expect(res.status()).toBe(200)
      expect(vnuErrors(await res.text())).toEqual([])
    })

    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 375, height: 740 },
    ]) {
      test(`axe-core reports no violations at ${viewport.width} px, before and after using the carousels`, async ({ page }) => {
        test.setTimeout(90_000)
        await page.setViewportSize(viewport)
        await page.goto(path)
        await expect(page.locator('.partners[data-hydrated]')).toBeAttached({ timeout: 20_000 })
        await expect(page.locator('.banners[data-ready]')).toBeAttached()
        expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

        await page.locator('.banners__indicator').nth(1).click()
        await page.locator('#partners [role="tab"]').nth(1).click()
        await expect(page.locator('#partners [role="tab"]').nth(1)).toHaveAttribute('aria-selected', 'true')
        expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])
      })
    }
  })
}
