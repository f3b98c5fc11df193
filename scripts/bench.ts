/**
 * `npm run bench`: builds and serves the production build, then prints one table — for the home page and
 * for a static asset of the same server, requests/s and p50/p99 latency under the same wrk load, their
 * ratio, and the JavaScript each page loads in Chromium (requests, raw and gzip bytes). It asserts nothing.
 */
import { chromium } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { run, start } from './lib/run.ts'

const port = Number(process.env.BENCH_PORT ?? 8791)
const origin = `http://127.0.0.1:${port}`
const duration = process.env.BENCH_SECONDS ?? '10'
const connections = process.env.BENCH_CONNECTIONS ?? '16'

/**
 * Pages whose JavaScript is listed: the home page in both languages, a page with only the shared layout
 * (its language switcher, header and footer scripts: what every page pays) and a page without islands.
 */
const jsPages = ['/', '/en/', '/en/File', '/pdf/Not_A_Brochure']

if (!existsSync('/usr/bin/wrk')) run('apt-get', ['install', '-y', '-qq', 'wrk'])
run('node', ['scripts/ensure-chromium.ts'])

const server = start('node', ['scripts/start.ts'], { PORT: String(port), STATE_DIR: '.wrangler/bench-state' })
process.on('exit', () => server.kill())

async function waitUntilUp(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${origin}/en/`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('the server did not start')
}

interface Load {
  rps: number
  p50: string
  p99: string
}

/** wrk's requests/s and latency percentiles for one URL. */
function load(path: string): Load {
  const { stdout } = spawnSync('wrk', ['-t2', `-c${connections}`, `-d${duration}s`, '--latency', `${origin}${path}`], { encoding: 'utf8' })
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? NaN)
  const p50 = /\s50%\s+(\S+)/.exec(stdout)?.[1] ?? '?'
  const p99 = /\s99%\s+(\S+)/.exec(stdout)?.[1] ?? '?'
  return { rps, p50, p99 }
}

interface Js {
  requests: number
  raw: number
  gzip: number
}

async function javascriptOf(paths: string[]): Promise<Map<string, Js>> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  const result = new Map<string, Js>()
  for (const path of paths) {
    const page = await browser.newPage()
    const bodies: Promise<Buffer>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body())
    })
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
    const files = await Promise.all(bodies)
    result.set(path, {
      requests: files.length,
      raw: files.reduce((n, b) => n + b.length, 0),
      gzip: files.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
    })
    await page.close()
  }
  await browser.close()
  return result
}

await waitUntilUp()
const html = await (await fetch(`${origin}/en/`)).text()
const asset = /<link rel="stylesheet" href="(\/assets\/[^"]+)"/.exec(html)?.[1] ?? '/favicon.svg'

// Warm both paths once so the first measurement does not pay for compilation and caches.
spawnSync('wrk', ['-t1', '-c4', '-d2s', `${origin}/`])
spawnSync('wrk', ['-t1', '-c4', '-d2s', `${origin}${asset}`])
const home = load('/')
const file = load(asset)
const js = await javascriptOf(jsPages)

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
console.log(`\nLoad: wrk, 2 threads, ${connections} connections, ${duration} s per URL, against vite preview (workerd) on ${origin}\n`)
console.log('| what | requests/s | p50 | p99 |')
console.log('| --- | ---: | ---: | ---: |')
console.log(`| home page \`/\` | ${home.rps.toFixed(0)} | ${home.p50} | ${home.p99} |`)
console.log(`| static asset \`${asset}\` | ${file.rps.toFixed(0)} | ${file.p50} | ${file.p99} |`)
console.log(`| ratio page/asset | ${(home.rps / file.rps).toFixed(2)} | | |`)
console.log('\n| page | JS requests | JS raw | JS gzip |')
console.log('| --- | ---: | ---: | ---: |')
for (const [path, j] of js) console.log(`| \`${path}\` | ${j.requests} | ${kb(j.raw)} | ${kb(j.gzip)} |`)
server.kill()
process.exit(0)
