/**
 * `npm run lighthouse`: builds and serves the production build (its own port and local state), then runs
 * Lighthouse with its defaults — mobile, simulated throttling — in Debian's Chromium on the pages listed
 * below in both languages, and prints the four category scores with LCP, TBT and CLS. It asserts nothing.
 *
 * Cloudflare's edge compresses HTML, CSS, JavaScript and SVG; workerd under `vite preview` does not. So that
 * the simulated slow 4G sees the bytes a visitor would download, Lighthouse goes through a small gzip proxy
 * (level 6, flushed chunk by chunk, so the page still streams) in front of the server.
 * LIGHTHOUSE_RUNS=3 runs each page three times and reports the run with the median performance score;
 * LIGHTHOUSE_ORIGIN=http://127.0.0.1:8787 audits a server that is already running instead;
 * LIGHTHOUSE_REPORTS=dir writes each full report there as JSON; LIGHTHOUSE_ONLY=word,… audits only the pages
 * whose path contains one of the words (a word starting with `/` is a whole path).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { constants, createGzip } from 'node:zlib'
import lighthouse from 'lighthouse'
import { answersOk } from './lib/answers.ts'
import { run, start } from './lib/run.ts'

const port = Number(process.env.LIGHTHOUSE_PORT ?? 8792)
const given = process.env.LIGHTHOUSE_ORIGIN?.replace(/\/+$/, '')
const upstream = new URL(given || `http://127.0.0.1:${port}`)
const proxyPort = Number(process.env.LIGHTHOUSE_PROXY_PORT ?? port + 1)
const origin = `http://127.0.0.1:${proxyPort}`
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1))
/** The root path redirects by Accept-Language: each page is asked for in its own language. */
const pages = [
  { path: '/', language: 'zh-CN,zh;q=0.9' },
  { path: '/en/', language: 'en-US,en;q=0.9' },
  { path: '/contact/', language: 'zh-CN,zh;q=0.9' },
  { path: '/en/contact/', language: 'en-US,en;q=0.9' },
  { path: '/industryTrends/', language: 'zh-CN,zh;q=0.9' },
  { path: '/en/industryTrends/', language: 'en-US,en;q=0.9' },
  { path: '/newDetail/2/1790000000000120213', language: 'zh-CN,zh;q=0.9' },
  { path: '/en/newDetail/2/1790000000000120213', language: 'en-US,en;q=0.9' },
  { path: '/product', language: 'zh-CN,zh;q=0.9' },
  { path: '/en/product', language: 'en-US,en;q=0.9' },
  { path: '/productCategory/Venturi_valve/?id=VV-H200', language: 'zh-CN,zh;q=0.9' },
  { path: '/en/productCategory/Venturi_valve/?id=VV-H200', language: 'en-US,en;q=0.9' },
  { path: '/AccessHcs', language: 'zh-CN,zh;q=0.9' },
  { path: '/en/AccessHcs', language: 'en-US,en;q=0.9' },
  { path: '/concepts', language: 'zh-CN,zh;q=0.9' },
  { path: '/en/concepts', language: 'en-US,en;q=0.9' },
  { path: '/Case', language: 'zh-CN,zh;q=0.9' },
  { path: '/en/Case', language: 'en-US,en;q=0.9' },
  { path: '/solution', language: 'zh-CN,zh;q=0.9' },
  { path: '/en/solution', language: 'en-US,en;q=0.9' },
  { path: '/SolutionCategory/biosafety/?id=animal-biosafety', language: 'zh-CN,zh;q=0.9' },
  { path: '/en/SolutionCategory/biosafety/?id=animal-biosafety', language: 'en-US,en;q=0.9' },
  { path: '/pdf/Corporate_Brochure', language: 'zh-CN,zh;q=0.9' },
  { path: '/en/pdf/Corporate_Brochure', language: 'en-US,en;q=0.9' },
  { path: '/File', language: 'zh-CN,zh;q=0.9' },
  { path: '/en/File', language: 'en-US,en;q=0.9' },
  { path: '/activity', language: 'zh-CN,zh;q=0.9' },
  { path: '/en/activity', language: 'en-US,en;q=0.9' },
]
/**
 * LIGHTHOUSE_ONLY=solution,contact audits only the pages whose path contains one of the words; a word that
 * starts with `/` names a path whole (`/,/en/` are the two home pages, not every page).
 */
const only = process.env.LIGHTHOUSE_ONLY?.split(',').filter(Boolean)
const matches = (path: string, word: string) => (word.startsWith('/') ? path === word : path.includes(word))
const audited = only ? pages.filter((page) => only.some((word) => matches(page.path, word))) : pages
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

run('node', ['scripts/ensure-system-packages.ts'])
const server = given ? undefined : start('node', ['scripts/start.ts'], { PORT: String(port), STATE_DIR: '.wrangler/lighthouse-state' })
let chrome: ChildProcess | undefined
const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chrome-'))
process.on('exit', () => {
  chrome?.kill('SIGKILL')
  server?.kill()
  try {
    rmSync(profile, { recursive: true, force: true })
  } catch {
    // Chromium may still be writing its profile as it goes; it is in the system's temp directory.
  }
})

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/

/** Forwards to the server and gzips what Cloudflare would compress, as the browser asks for it. */
function compressingProxy(req: IncomingMessage, res: ServerResponse): void {
  const forward = request(upstream, { method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' } }, (answer) => {
    const type = String(answer.headers['content-type'] ?? '')
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && !answer.headers['content-encoding']
    const headers = { ...answer.headers }
    if (gzip) {
      delete headers['content-length']
      headers['content-encoding'] = 'gzip'
      headers.vary = 'accept-encoding'
    }
    res.writeHead(answer.statusCode ?? 502, headers)
    if (!gzip) {
      answer.pipe(res)
      return
    }
    const zip = createGzip({ level: 6 })
    zip.pipe(res)
    answer.on('data', (chunk: Buffer) => {
      zip.write(chunk)
      zip.flush(constants.Z_SYNC_FLUSH)
    })
    answer.on('end', () => zip.end())
  })
  forward.on('error', () => res.writeHead(502).end())
  req.pipe(forward)
}

async function waitUntilUp(): Promise<void> {
  if (!(await answersOk(new URL('/en/', upstream)))) throw new Error('the server did not start')
}

/** Starts Chromium with a DevTools port of its choosing and answers that port. */
function startChrome(): Promise<number> {
  return new Promise((resolve, reject) => {
    chrome = spawn(CHROME, [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] })
    let output = ''
    chrome.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)
      if (match) resolve(Number(match[1]))
    })
    chrome.on('exit', (code) => reject(new Error(`chromium exited (${code}) before DevTools listened:\n${output}`)))
  })
}

interface Scores {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  tbt: number
  cls: number
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine): try again. */
async function audit(devtoolsPort: number, url: string, language: string, attempts = 3): Promise<Scores> {
  try {
    return await auditOnce(devtoolsPort, url, language)
  } catch (error) {
    if (attempts <= 1) throw error
    console.log(`  ${url}: ${(error as Error).message.split('\n')[0]} — again`)
    return audit(devtoolsPort, url, language, attempts - 1)
  }
}

async function auditOnce(devtoolsPort: number, url: string, language: string): Promise<Scores> {
  const result = await lighthouse(url, {
    port: devtoolsPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    extraHeaders: { 'Accept-Language': language },
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { categories, audits, runtimeError } = result.lhr
  const reports = process.env.LIGHTHOUSE_REPORTS
  if (reports) {
    mkdirSync(reports, { recursive: true })
    writeFileSync(join(reports, `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${Date.now()}.json`), JSON.stringify(result.lhr))
  }
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`)
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const value = (id: string) => audits[id]?.numericValue ?? NaN
  const failed = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'metricSavings')
  if (failed.length) console.log(`  ${url}: below full marks: ${failed.map((a) => `${a.id} (${a.displayValue ?? a.score})`).join(', ')}`)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  }
}

await waitUntilUp()
const proxy = createServer(compressingProxy).listen(proxyPort, '127.0.0.1')
const devtoolsPort = await startChrome()
const rows: [string, Scores][] = []
for (const { path, language } of audited) {
  const results: Scores[] = []
  for (let i = 0; i < runs; i++) results.push(await audit(devtoolsPort, `${origin}${path}`, language))
  results.sort((a, b) => a.performance - b.performance)
  rows.push([path, results[Math.floor(results.length / 2)]!])
}

console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}— mobile, default (simulated) throttling, ${CHROME}; vite preview (workerd) on ${upstream.origin} behind gzip\n`)
console.log('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |')
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
for (const [path, s] of rows) {
  console.log(`| \`${path}\` | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${(s.lcp / 1000).toFixed(2)} s | ${Math.round(s.tbt)} ms | ${s.cls.toFixed(3)} |`)
}
proxy.close()
process.exit(0)
