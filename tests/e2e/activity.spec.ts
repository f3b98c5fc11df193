import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Browser, BrowserContext } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { axeViolations } from './axe.ts'
import { firstAnswer, freePort, runOrThrow, stopServer } from './servers.ts'
import { vnuErrors } from './vnu.ts'

/**
 * The launch event (spec §2 Other, §4) with its window open. The demo settings keep it closed, so these tests
 * serve the same build a second time, on a state of their own whose site config opens the window around now.
 */

const root = resolve(import.meta.dirname, '../..')
const state = '.wrangler/e2e-activity-state'
const COOKIE = 'ventaura_activity'
const LIVE = 'https://live.ventaura.example/2024-launch'
const env = { ...process.env, PATH: `${resolve(root, 'node_modules/.bin')}:${process.env.PATH}`, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' }

let server: ChildProcess | undefined
let base = ''

const run = (command: string, args: string[]) => runOrThrow(command, args, { cwd: root, env })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  rmSync(resolve(root, state), { recursive: true, force: true })
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state])
  run('node', ['scripts/seed.ts', '--persist-to', state])
  const hour = 3_600_000
  const window = `${new Date(Date.now() - hour).toISOString()}/${new Date(Date.now() + 2 * hour).toISOString()}`
  run('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', state, '--command', `UPDATE configs SET valueDefault = '${window}' WHERE key = 'activity_window'`])
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  // The build the main test server made (playwright.config.ts), served once more on this state.
  server = spawn('vite', ['preview'], { cwd: root, env: { ...env, PORT: String(port), STATE_DIR: state }, stdio: 'ignore', detached: true })
  const res = await firstAnswer(`${base}/en/File`, Date.now() + 120_000)
  if (!res.ok) throw new Error(`the second server answered ${res.status}`)
})

test.afterAll(async () => {
  await stopServer(server)
  rmSync(resolve(root, state), { recursive: true, force: true })
})

async function visitor(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, locale: 'zh-CN', ...options })
  // The live stream is on another site: answer it here, offline.
  await context.route(`${LIVE}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Live</title>' }))
  return context
}

const activityCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === COOKIE)

test('a visitor arriving at the home page sees the Activity page first; Enter Website leads home and sets the cookie', async ({ browser }) => {
  const context = await visitor(browser)
  const page = await context.newPage()
  await page.goto('/')
  await expect(page).toHaveURL(`${base}/activity`)
  await expect(page.locator('h1')).toHaveText('2024 文拓新品发布会')
  await page.getByRole('link', { name: '进入官网' }).click()
  await expect(page).toHaveURL(`${base}/`)
  await expect(page.locator('#banners')).toBeVisible()
  const cookie = await activityCookie(context)
  expect(cookie).toMatchObject({ value: '1', path: '/', sameSite: 'Lax', httpOnly: true })
  // Max age 60 s (spec §9), counted from leaving.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(30_000)
  expect(cookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(61_000)
  await context.close()
})

test('leaving the Activity page for the root sets the cookie, whoever sent the visitor there', async ({ browser }) => {
  const context = await visitor(browser)
  const page = await context.newPage()
  await page.goto('/en/activity')
  expect(await activityCookie(context)).toBeUndefined()
  await page.getByRole('link', { name: 'Enter website' }).click()
  await expect(page).toHaveURL(`${base}/en/`)
  expect(await activityCookie(context)).toBeDefined()
  await context.close()
})

test('never twice in a row: straight back to the home page after the redirect stays there', async ({ browser }) => {
  const context = await visitor(browser)
  const page = await context.newPage()
  await page.goto('/en/')
  await expect(page).toHaveURL(`${base}/en/activity`)
  await page.goto('/en/')
  await expect(page).toHaveURL(`${base}/en/`)
  await context.close()
})

test('with the cookie there is no redirect', async ({ browser }) => {
  const context = await visitor(browser)
  await context.addCookies([{ name: COOKIE, value: '1', url: base }])
  const page = await context.newPage()
  await page.goto('/')
  await expect(page).toHaveURL(`${base}/`)
  await context.close()
})

test('a crawler is never redirected', async ({ browser }) => {
  const context = await visitor(browser, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
  const page = await context.newPage()
  for (const path of ['/', '/en/']) {
    await page.goto(path)
    await expect(page).toHaveURL(`${base}${path}`)
  }
  await context.close()
})

test('Live Stream opens the configured stream in a new tab', async ({ browser }) => {
  const context = await visitor(browser)
  const page = await context.newPage()
  await page.goto('/activity')
  const live = page.getByRole('link', { name: /观看直播/ })
  await expect(live).toHaveAttribute('target', '_blank')
  const [tab] = await Promise.all([context.waitForEvent('page'), live.click()])
  await expect(tab).toHaveURL(LIVE)
  await expect(page).toHaveURL(`${base}/activity`)
  await context.close()
})

test('while it is on, the home page shows the event’s entry, which leads to the Activity page', async ({ browser }) => {
  const context = await visitor(browser)
  await context.addCookies([{ name: COOKIE, value: '1', url: base }])
  const page = await context.newPage()
  await page.goto('/en/')
  const entry = page.locator('.activity-entry')
  await expect(entry).toContainText('Happening now')
  await entry.getByRole('link').click()
  await expect(page).toHaveURL(`${base}/en/activity`)
  await context.close()
})

test('the home page with the entry passes the Nu Html Checker and axe-core', async ({ browser }) => {
  test.setTimeout(120_000)
  const context = await visitor(browser)
  await context.addCookies([{ name: COOKIE, value: '1', url: base }])
  const page = await context.newPage()
  for (const path of ['/', '/en/']) {
    const res = await page.goto(path)
    expect(await vnuErrors(await res!.text()), path).toEqual([])
    await expect(page.locator('.activity-entry')).toBeVisible()
    expect(await axeViolations(page, '.activity-entry'), path).toEqual([])
  }
  await context.close()
})
