import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import http from 'node:http'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { PNG } from 'pngjs'
import puppeteer from 'puppeteer-core'
import { startFakeCmsMedia, type FakeCmsMedia } from './fake-cms-media.ts'
import { LARGE_PDF_BYTES, startHostileMediaHost, type HostileMediaHost } from './hostile-media-host.ts'
import { HOSTILE_HEADERS } from '../unit/fixtures/hostile-headers.ts'
import { expect, test } from './fixtures.ts'
import { askForEveryPicture } from './pictures.ts'
import { firstAnswer, freePort, runOrThrow, stopServer } from './servers.ts'

/**
 * Issue 33, as an operator meets it: UPSTREAM_API names a CMS whose pictures, videos and files live on its own
 * host (by path and by absolute URL) and on a bucket named by MEDIA_ORIGINS. The same build is served a second
 * time with those settings, and every page shows the pictures the D1 site shows, each from the site's origin,
 * with no CSP violation; the banner video plays and seeks; a file the CMS lost leaves an empty box.
 */

const root = resolve(import.meta.dirname, '../..')
// One state per test process, so that repeated runs (--repeat-each) in parallel workers do not share it.
const state = `.wrangler/e2e-cms-media-state-${process.pid}`
const main = `http://127.0.0.1:${process.env.E2E_PORT ?? 8790}`
const env = { ...process.env, PATH: `${resolve(root, 'node_modules/.bin')}:${process.env.PATH}`, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' }

test.describe.configure({ mode: 'serial', timeout: 90_000 })
test.use({ viewport: { width: 1440, height: 900 } })

let fake: FakeCmsMedia
let hostile: HostileMediaHost
let server: ChildProcess | undefined
let site = ''

const run = (command: string, args: string[]) => runOrThrow(command, args, { cwd: root, env })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  fake = await startFakeCmsMedia(main)
  hostile = await startHostileMediaHost()
  // About and Concepts are read from D1 whatever the source: the second site has the demo content there too.
  rmSync(resolve(root, state), { recursive: true, force: true })
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state])
  run('node', ['scripts/seed.ts', '--persist-to', state])
  const port = await freePort()
  site = `http://127.0.0.1:${port}`
  // The build the main test server made (playwright.config.ts), served by wrangler with the two settings.
  const settings = ['--var', `UPSTREAM_API:${fake.cms}/api`, '--var', `MEDIA_ORIGINS:${fake.bucket} ${hostile.origin}`]
  server = spawn('wrangler', ['dev', '-c', 'dist/ventaura_site/wrangler.json', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', state, '--show-interactive-dev-session=false', ...settings], {
    cwd: root,
    env,
    stdio: 'ignore',
    detached: true,
  })
  const res = await firstAnswer(`${site}/en/File`, Date.now() + 120_000)
  if (!res.ok) throw new Error(`the second server answered ${res.status}`)
})

test.afterAll(async () => {
  await stopServer(server)
  await fake?.close()
  await hostile?.close()
  rmSync(resolve(root, state), { recursive: true, force: true })
})

// The CMS's pictures are raster, so each is resized through the media route (`?w=`). The local runtime's stand-in
// for Cloudflare Images (sharp) encodes AVIF, which Chromium's Accept asks for, some 18 times slower than WebP:
// enough to push a page past its window on a busy machine. Which format an Accept gets is media-route.test.ts's.
test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.origin === site && url.pathname.startsWith('/cms-media/') && url.searchParams.has('w'),
    (route) => route.continue({ headers: { ...route.request().headers(), accept: 'image/webp,image/*;q=0.8' } }),
  )
})

interface Shown {
  /** The file, whichever host it came from: `img/products/a.webp`. */
  file: string
  src: string
  shown: boolean
}

/**
 * The picture a URL names, on the D1 site (`/img/a.webp`, or its `-2x` or `-half` file) or through the media route
 * (`/cms-media/{host}/profile/upload/img/a.webp?w=640`).
 */
function fileOf(src: string): string {
  if (!src) return '(no file)'
  const { pathname } = new URL(src)
  return pathname.replace(/^\/cms-media\/[^/]+\/(profile\/upload|bucket)\//, '').replace(/^\//, '').replace(/-(?:2x|half)(\.\w+)$/, '$1')
}

/** Every laid-out picture of a page once each has been asked for and answered (lazy ones too). */
async function pictures(page: Page, url: string): Promise<Shown[]> {
  await page.goto(url)
  await askForEveryPicture(page, { wait: true })
  // A picture the browser has not chosen a file for yet has no currentSrc (under load, 2 CI runs of 27 November
  // read three so): wait until each has one and is answered. One that never gets one (a refused URL, rendered
  // without src) is reported below, by its empty src.
  const unanswered = () =>
    page.evaluate(() => [...document.images].filter((img) => img.getClientRects().length > 0 && !(img.complete && img.currentSrc)).length)
  await expect.poll(unanswered, { timeout: 15_000 }).toBe(0).catch(() => {})
  const found = await page.evaluate(() =>
    [...document.images].filter((img) => img.getClientRects().length > 0).map((img) => ({ src: img.currentSrc, shown: img.naturalWidth > 0 })),
  )
  return found.map((picture) => ({ ...picture, file: fileOf(picture.src) }))
}

const PAGES = ['/', '/en/productCategory/Venturi_valve/', '/AccessHcs', '/en/Case', '/SolutionCategory/biosafety/', '/industryTrends/', '/en/concepts']

for (const path of PAGES) {
  test(`${path} shows the pictures it shows from D1, each from the site's origin`, async ({ page }) => {
    test.setTimeout(120_000)
    const fromD1 = await pictures(page, `${main}${path}`)
    const files = (list: Shown[]) => list.filter((picture) => picture.shown).map((picture) => picture.file).sort()
    expect(fromD1.filter((picture) => !picture.shown)).toEqual([])
    // Asked again while the CMS site's page lacks a part: under a loaded CI machine a call to the fake CMS can
    // pass its 5 s and the page then rightly leaves that part out (a solution's products, 27 November), and is
    // kept only briefly. Every picture it does show must be right at every try.
    await expect(async () => {
      const fromCms = await pictures(page, `${site}${path}`)
      expect(fromCms.filter((picture) => !picture.shown)).toEqual([])
      for (const picture of fromCms) expect(new URL(picture.src).origin, picture.src).toBe(site)
      expect(files(fromCms)).toEqual(files(fromD1))
      expect(fromCms.filter((picture) => picture.src.includes('/cms-media/')).length, 'pictures of the CMS').toBeGreaterThan(0)
    }).toPass({ intervals: [2_000, 5_000, 10_000], timeout: 90_000 })
  })
}

test('the pictures came from both hosts: the CMS by its paths and absolute URLs, and the bucket', () => {
  const hosts = new Set(fake.served.map((file) => file.host))
  expect([...hosts].sort()).toEqual(['bucket', 'cms'])
  expect(fake.served.filter((file) => file.status >= 400)).toEqual([])
})

test('the banner video of the CMS plays and seeks, its bytes fetched in ranges through the media route', async ({ page }) => {
  const ranges: number[] = []
  page.on('response', (res) => {
    if (res.url().includes('/cms-media/') && res.url().endsWith('.mp4')) ranges.push(res.status())
  })
  await page.goto(`${site}/`)
  await expect(page.locator('.banners[data-ready]')).toBeAttached({ timeout: 20_000 })
  const slide = page.locator('#banners .banner', { has: page.locator('video') })
  const index = await slide.evaluate((el) => [...el.parentElement!.children].indexOf(el))
  await page.locator('.banners__indicator').nth(index).click()
  await expect(slide).not.toHaveAttribute('inert')
  const video = slide.locator('video')
  await expect(video.locator('source')).toHaveAttribute('src', /^\/cms-media\/127\.0\.0\.1:\d+\/(profile\/upload|bucket)\/media\/banner-video\.mp4$/)
  await slide.locator('[data-banner-play]').click()
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.3)
  const seeked = await video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<number>((done) => {
        v.addEventListener('seeked', () => done(v.currentTime), { once: true })
        v.currentTime = 6
      }),
  )
  expect(seeked).toBeGreaterThanOrEqual(5.9)
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(6.2)
  expect(ranges.length).toBeGreaterThan(0)
  expect(ranges.every((status) => status === 206), `statuses ${ranges.join(', ')}`).toBe(true)
})

test('a picture the CMS lost leaves its box empty, the page as it was', async ({ page, problems }) => {
  // A news list page of a size no other test asks for: read from the CMS as it is rendered.
  const path = '/en/industryTrends/?size=40'
  const fromD1 = await page.goto(`${main}${path}`).then(() => page.locator('.news-featured__image').boundingBox())
  const lostFile = await page.locator('.news-featured__image').getAttribute('src')
  fake.lost.add(lostFile!)
  await page.goto(`${site}${path}`)
  const picture = page.locator('.news-featured__image')
  await expect(picture).toHaveAttribute('src', /\/cms-media\/127\.0\.0\.1:\d+\/profile\/upload\/lost\//)
  await expect(picture).toHaveAttribute('data-failed', '')
  await expect(picture).toHaveCSS('visibility', 'hidden')
  const box = await picture.boundingBox()
  expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([Math.round(fromD1!.width), Math.round(fromD1!.height)])
  // The browser reports the 404 the site gave for the lost file; nothing else may be reported.
  problems.splice(0, problems.length, ...problems.filter((problem) => !/status of 404 .*\/cms-media\/.*\/lost\//.test(problem)))
  fake.lost.clear()
})

test.describe('a hostile or broken media host cannot reach visitors (issue 48)', () => {
  const file = (path: string) => `${site}/cms-media/${new URL(hostile.origin).host}${path}`

  test('its cookies, Clear-Site-Data and other headers never reach the site\'s origin', async ({ page, context, problems }) => {
    await context.addCookies([{ name: 'kept', value: '1', url: site }])
    for (const path of ['/cookie.png', '/cookie.png?again']) {
      const res = await page.request.get(file(path))
      expect(res.status(), path).toBe(200)
      for (const name of Object.keys(HOSTILE_HEADERS)) expect(res.headers()[name.toLowerCase()], `${path}: ${name}`).toBeUndefined()
      // And as a visitor's browser meets it: a picture on a page of the site, then the file opened on its own.
      await page.goto(`${site}/en/`)
      await page.evaluate((src) => new Promise((done) => Object.assign(new Image(), { onload: done, onerror: done, src })), file(path))
      await page.goto(file(path))
    }
    // Chromium's own viewer of a picture opened on its own tries a script; the sandbox refusing it is the policy at work.
    problems.splice(0, problems.length, ...problems.filter((problem) => !/Blocked script execution in .*\/cms-media\/.* because the document's frame is sandboxed/.test(problem)))
    await page.goto(`${site}/en/`)
    const cookies = await page.evaluate(() => document.cookie)
    expect(cookies).not.toContain('planted')
    expect(cookies).toContain('kept=1')
  })

  test('a body that stalls is a failure, never a short file, and is not asked for again at once', async ({ request }) => {
    const first = await request.get(file('/stall.png'), { timeout: 60_000 })
    expect(first.status()).toBe(502)
    const again = await request.get(file('/stall.png'))
    expect(again.status()).toBe(502)
    expect(hostile.gets.get('/stall.png')).toBe(1)
  })

  test('a file past its kind\'s bound without a length is a failure, and no copy of its first 100 MiB is kept', async ({ request }) => {
    const first = await request.get(file('/huge.pdf'), { timeout: 60_000 })
    expect(first.status()).toBe(502)
    const again = await request.get(file('/huge.pdf'))
    expect([again.status(), again.headers()['x-media-cache']]).toEqual([502, undefined])
  })

  test('a visitor reading a 95 MiB PDF at 300 KB/s grows the worker by at most half the file (never holds it whole), and the host sends it once', async () => {
    test.setTimeout(120_000)
    const rss = () => {
      const listed = spawnSync('ps', ['-o', 'rss=,comm=', '-g', String(server!.pid)], { encoding: 'utf8' }).stdout
      return listed.split('\n').filter((line) => line.includes('workerd')).reduce((sum, line) => sum + Number(line.trim().split(/\s+/)[0]) * 1024, 0)
    }
    const before = rss()
    let peak = before
    let received = 0
    await new Promise<void>((done, fail) => {
      const req = http.get(file('/large.pdf'), (res) => {
        expect(res.statusCode).toBe(200)
        expect(Number(res.headers['content-length'])).toBe(LARGE_PDF_BYTES)
        // 300 KB a second: read a piece, then pause for as long as it takes at that rate.
        res.on('data', (chunk: Buffer) => {
          received += chunk.length
          res.pause()
          setTimeout(() => res.resume(), (chunk.length / 300_000) * 1000)
        })
        setTimeout(() => (req.destroy(), done()), 8_000)
      })
      req.on('error', (error) => (received > 0 ? done() : fail(error)))
      const sampling = setInterval(() => (peak = Math.max(peak, rss())), 200)
      req.on('close', () => clearInterval(sampling))
    })
    expect(received).toBeGreaterThan(0)
    // The bound leaves room for what the runtime allocates around a 95 MiB transfer on a busy machine (measured:
    // 8-20 MB); a body held whole would add the whole file.
    expect(peak - before, `workerd grew from ${before} to ${peak} bytes`).toBeLessThanOrEqual(LARGE_PDF_BYTES / 2)
    expect(hostile.gets.get('/large.pdf')).toBe(1)
  })

  test('a video of the CMS opened on its own plays', async ({ page }) => {
    await page.goto(`${site}/cms-media/${new URL(fake.bucket).host}/bucket/media/banner-video.mp4`)
    await expect.poll(() => page.evaluate(() => document.querySelector('video')?.readyState ?? -1), { timeout: 15_000 }).toBeGreaterThanOrEqual(1)
  })

  test('a PDF of the CMS opened on its own shows its pages in Chromium and Firefox', async () => {
    test.setTimeout(120_000)
    const pdf = `${site}/cms-media/${new URL(fake.bucket).host}/bucket/pdf/Corporate_Brochure.pdf`
    const browsers = {
      Chromium: () => puppeteer.launch({ browser: 'chrome', executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'] }),
      Firefox: () => puppeteer.launch({ browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true }),
    }
    for (const [name, launch] of Object.entries(browsers)) {
      const browser = await launch()
      try {
        const viewer = await browser.newPage()
        await viewer.setViewport({ width: 800, height: 600 })
        await viewer.goto(pdf, { waitUntil: 'load' })
        // The viewer draws the pages; a viewer that may not show the file stays one flat colour.
        await expect.poll(async () => luminanceSpread(await viewer.screenshot({ encoding: 'base64' })), { message: name, timeout: 20_000 }).toBeGreaterThan(30)
      } finally {
        await browser.close()
      }
    }
  })
})

/** How much a screenshot's brightness varies (the standard deviation of its pixels' luminance, 0–255), measured in Node. */
function luminanceSpread(png: string): number {
  const image = PNG.sync.read(Buffer.from(png, 'base64'))
  let sum = 0
  let squares = 0
  const pixels = image.width * image.height
  for (let i = 0; i < image.data.length; i += 4) {
    const y = 0.2126 * image.data[i]! + 0.7152 * image.data[i + 1]! + 0.0722 * image.data[i + 2]!
    sum += y
    squares += y * y
  }
  return Math.sqrt(squares / pixels - (sum / pixels) ** 2)
}
