// Renders public/favicon.svg into public/favicon.ico (16, 32 and 48 px PNGs in one ICO) with the Chromium the
// browser tests use: browsers and crawlers still ask for /favicon.ico whatever the pages link. No network.
// Run after make-images.ts: node scripts/media/make-favicon.ts
import { chromium } from '@playwright/test'
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { icoFromPngs } from './lib/ico.ts'

const SIZES = [16, 32, 48]
const root = join(dirname(new URL(import.meta.url).pathname), '../..')
const svg = readFileSync(join(root, 'public/favicon.svg'))

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 })
  const images = []
  for (const size of SIZES) {
    await page.setViewportSize({ width: size, height: size })
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block}</style><img width="${size}" height="${size}" src="data:image/svg+xml;base64,${svg.toString('base64')}">`,
    )
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode())
    images.push({ size, png: await page.screenshot({ clip: { x: 0, y: 0, width: size, height: size }, omitBackground: true }) })
  }
  const ico = icoFromPngs(images)
  writeFileSync(join(root, 'public/favicon.ico'), ico)
  console.log(`favicon.ico ${SIZES.join(', ')} px, ${ico.length} bytes`)
} finally {
  await browser.close()
}
