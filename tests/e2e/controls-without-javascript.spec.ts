import { expect, test } from './fixtures.ts'

/**
 * Without JavaScript no control is shown that needs the script (issue 35): carousel arrows, the video banner's
 * play and full-screen buttons and the mark of the banner shown; the video banner shows its poster. With the
 * script, the same controls are there (so that the check can fail).
 */
for (const javaScriptEnabled of [false, true]) {
  test.describe(`the home page with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 1440, height: 900 } })

    test(javaScriptEnabled ? 'shows the controls the script drives' : 'shows none of the controls only the script can drive', async ({ page }) => {
      await page.goto('/')
      const shown = javaScriptEnabled
      const arrows = page.locator('.carousel-buttons:not([data-locked])')
      expect(await page.locator('.carousel-buttons').count()).toBeGreaterThan(2)
      if (shown) await expect(arrows.first()).toBeVisible()
      else for (const buttons of await page.locator('.carousel-buttons').all()) await expect(buttons).toBeHidden()

      const video = page.locator('.banner').filter({ has: page.locator('video') }).first()
      await expect(video).toHaveCount(1)
      for (const control of ['.banner__play', '.banner__fullscreen']) {
        if (shown) await expect(video.locator(control)).toBeAttached()
        else await expect(video.locator(control)).toBeHidden()
      }
      // Without the script the video gives way to its poster, the picture under it.
      if (!shown) {
        await expect(video.locator('video')).toBeHidden()
        await expect(video.locator('.banner__media img')).toHaveAttribute('src', /./)
      }

      const markWidth = await page
        .locator('.banners__indicator[aria-current] .banners__number')
        .evaluate((number) => getComputedStyle(number, '::before').width)
      if (shown) expect(markWidth).not.toBe('0px')
      else expect(markWidth).toBe('0px')
    })
  })
}
