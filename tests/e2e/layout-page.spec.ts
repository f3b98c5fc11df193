import { expect, test } from './fixtures.ts'

test.describe('the header scroll rule', () => {
  test.use({ viewport: { width: 1280, height: 600 } })

  test('the header takes its active style from 40 px of scroll and drops it above', async ({ page }) => {
    await page.goto('/en/product')
    const header = page.locator('header.site-header')
    await expect(page.locator('[data-site-nav][data-enhanced]')).toBeAttached()
    await expect(header).not.toHaveAttribute('data-scrolled')
    await page.evaluate(() => window.scrollTo(0, 39))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(39)
    await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))))
    await expect(header).not.toHaveAttribute('data-scrolled')
    await page.evaluate(() => window.scrollTo(0, 40))
    await expect(header).toHaveAttribute('data-scrolled', '')
    const shadow = await header.evaluate((el) => getComputedStyle(el).boxShadow)
    expect(shadow).not.toBe('none')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).not.toHaveAttribute('data-scrolled')
  })

  test('a page opened already scrolled shows the active style at once', async ({ page }) => {
    await page.goto('/en/product')
    await page.evaluate(() => window.scrollTo(0, 100))
    await page.reload()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(40)
    await expect(page.locator('header.site-header')).toHaveAttribute('data-scrolled', '')
  })
})

test.describe('the top progress bar', () => {
  test('during an island fetch: hidden for 200 ms, then shown and trickling, full at the end, hidden 500 ms later', async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/v1/website/message', async (route) => {
      await held
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"message":""}' })
    })
    await page.clock.install()
    await page.goto('/en/product')
    await expect(page.locator('form[data-subscribe][data-enhanced]')).toBeAttached()
    await page.clock.pauseAt(Date.now() + 10_000)
    const bar = page.locator('[data-progress-bar]')
    const progress = () => bar.evaluate((el) => Number(getComputedStyle(el).getPropertyValue('--progress') || 0))

    await page.getByPlaceholder('Please enter your name').fill('Li Lei')
    await page.getByPlaceholder('Please enter your email').fill('li.lei@example.cn')
    // The form's rules load on its first focus: the clock runs once the message has gone, not before.
    const sent = page.waitForRequest('**/api/v1/website/message')
    await page.getByRole('button', { name: 'Submit' }).click()
    await sent
    await page.clock.runFor(150)
    expect(await bar.getAttribute('data-state')).toBeNull()
    await page.clock.runFor(100)
    expect(await bar.getAttribute('data-state')).toBe('running')
    const first = await progress()
    await page.clock.runFor(1000)
    expect(await progress()).toBeGreaterThan(first)
    expect(await progress()).toBeLessThan(1)

    release()
    await expect(bar).toHaveAttribute('data-state', 'done')
    expect(await progress()).toBe(1)
    await page.clock.runFor(450)
    expect(await bar.getAttribute('data-state')).toBe('done')
    await page.clock.runFor(100)
    expect(await bar.getAttribute('data-state')).toBe('idle')
  })

  test('a fetch answered within 200 ms never shows it', async ({ page }) => {
    await page.route('**/api/v1/website/message', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"message":""}' }),
    )
    await page.clock.install()
    await page.goto('/en/product')
    await expect(page.locator('form[data-subscribe][data-enhanced]')).toBeAttached()
    await page.clock.pauseAt(Date.now() + 10_000)
    await page.getByPlaceholder('Please enter your name').fill('Li Lei')
    await page.getByPlaceholder('Please enter your email').fill('li.lei@example.cn')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('status')).toHaveText('Submission Successful')
    await page.clock.runFor(1000)
    expect(await page.locator('[data-progress-bar]').getAttribute('data-state')).toBeNull()
  })

  test('gives up after 5000 ms', async ({ page }) => {
    await page.route('**/api/v1/website/message', () => {
      // Never answered.
    })
    await page.clock.install()
    await page.goto('/en/product')
    await expect(page.locator('form[data-subscribe][data-enhanced]')).toBeAttached()
    await page.clock.pauseAt(Date.now() + 10_000)
    await page.getByPlaceholder('Please enter your name').fill('Li Lei')
    await page.getByPlaceholder('Please enter your email').fill('li.lei@example.cn')
    // The form's rules load on its first focus: the clock runs once the message has gone, not before.
    const sent = page.waitForRequest('**/api/v1/website/message')
    await page.getByRole('button', { name: 'Submit' }).click()
    await sent
    const bar = page.locator('[data-progress-bar]')
    await page.clock.runFor(4900)
    expect(await bar.getAttribute('data-state')).toBe('running')
    await page.clock.runFor(200)
    expect(await bar.getAttribute('data-state')).toBe('done')
    await page.clock.runFor(500)
    expect(await bar.getAttribute('data-state')).toBe('idle')
  })

  test('shows while a slow page loads after a link click, on the old page', async ({ page }) => {
    // The next page is held back until the old page's bar reports that it runs (while a navigation is under
    // way the test cannot query the old page, so the page tells it). Playwright's request interception
    // aborts cross-document view transitions, so this test does without them.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const states: string[] = []
    let running = () => {}
    const barRan = new Promise<void>((resolve) => (running = resolve))
    await page.exposeFunction('reportBar', (state: string) => {
      states.push(state)
      if (state === 'running') running()
    })
    await page.route('**/en/contact/', async (route) => {
      await barRan
      await route.continue()
    })
    await page.goto('/en/product')
    await expect(page.locator('[data-site-nav][data-enhanced]')).toBeAttached()
    await page.evaluate(() => {
      const bar = document.querySelector<HTMLElement>('[data-progress-bar]')!
      const report = (window as unknown as { reportBar: (state: string) => void }).reportBar
      new MutationObserver(() => report(bar.dataset.state ?? '')).observe(bar, { attributeFilter: ['data-state'] })
    })
    await page.locator('footer').getByRole('link', { name: 'Contact details' }).click()
    await expect(page).toHaveURL(/\/en\/contact\/$/)
    expect(states[0]).toBe('running')
    // The new page starts without it.
    expect(await page.locator('[data-progress-bar]').getAttribute('data-state')).toBeNull()
  })
})

test.describe('page transitions', () => {
  const recordTransition = () =>
    addEventListener('pagereveal', (event) => {
      ;(window as unknown as { revealedWithTransition: boolean }).revealedWithTransition = Boolean((event as Event & { viewTransition?: unknown }).viewTransition)
    })

  test('a same-site navigation runs a cross-document view transition', async ({ page }) => {
    await page.addInitScript(recordTransition)
    await page.goto('/en/product')
    await page.locator('footer').getByRole('link', { name: 'Contact details' }).click()
    await expect(page).toHaveURL(/\/en\/contact\/$/)
    await expect.poll(() => page.evaluate(() => (window as unknown as { revealedWithTransition?: boolean }).revealedWithTransition)).toBe(true)
  })

  test('none when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.addInitScript(recordTransition)
    await page.goto('/en/product')
    await page.locator('footer').getByRole('link', { name: 'Contact details' }).click()
    await expect(page).toHaveURL(/\/en\/contact\/$/)
    await expect.poll(() => page.evaluate(() => (window as unknown as { revealedWithTransition?: boolean }).revealedWithTransition)).toBe(false)
  })
})

test.describe('screen rules', () => {
  test('the small-screen layout applies below 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 800 })
    await page.goto('/en/')
    await expect(page.locator('.menu-button')).toBeVisible()
    await expect(page.locator('.site-nav')).toBeHidden()
    await page.setViewportSize({ width: 768, height: 800 })
    await expect(page.locator('.menu-button')).toBeHidden()
    await expect(page.locator('.site-nav')).toBeVisible()
  })

  test('above 1920 px the root font size is width/120 px', async ({ page }) => {
    const rootFont = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)
    await page.setViewportSize({ width: 1920, height: 1080 })
    await page.goto('/en/')
    expect(await rootFont()).toBe('16px')
    await page.setViewportSize({ width: 2400, height: 1200 })
    expect(await rootFont()).toBe('20px')
  })
})

test.describe('third-party statistics and chat scripts', () => {
  test('load nothing while their settings are empty (the default)', async ({ page, baseURL }) => {
    const foreign: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL!).origin) foreign.push(request.url())
    })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await expect(page.locator('[data-third-party-scripts]')).toHaveCount(0)
    expect(foreign).toEqual([])
  })
})

test.describe('the site icon', () => {
  test('/favicon.ico answers with the icon: an ICO of 16, 32 and 48 px PNGs made from favicon.svg', async ({ request }) => {
    const res = await request.get('/favicon.ico')
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
    const ico = await res.body()
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0])
    const count = ico.readUInt16LE(4)
    const sizes: number[] = []
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i
      sizes.push(ico[entry]!)
      const offset = ico.readUInt32LE(entry + 12)
      // Each image is a PNG.
      expect([...ico.subarray(offset, offset + 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])
    }
    expect(sizes).toEqual([16, 32, 48])
  })
})
