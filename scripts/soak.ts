/**
 * `npm run soak`: what a crowd of visitors and crawlers does to the site right after a purge or a deploy.
 * Builds and serves the production build on its own port and state (or soaks SOAK_ORIGIN, a server already
 * running), purges, then runs wrk for SOAK_SECONDS (60) at SOAK_CONNECTIONS (16), each request a random path of
 * a random kind: every sitemap URL, their other spellings (trailing slash, capitals, bare `/en`), unknown
 * `?id=`s, random query strings, unknown paths, the assets pages link, and the API's lists. Prints requests/s,
 * p50/p99, the answers by status, workerd's memory and the worker's JavaScript heap before and after; exits
 * non-zero on any 5xx.
 *
 * Not part of `npm test`: it loads the machine for a minute. A build rewrites `dist/`, which a running
 * `npm start` of the same checkout serves its assets from (see docs/operations.md).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { answersOk } from './lib/answers.ts'
import { workerdMemoryMb } from './lib/process-memory.ts'
import { workerHeapMb } from './lib/worker-heap.ts'
import { randomPathsScript } from './lib/random-paths.lua.ts'
import { root, run, start } from './lib/run.ts'
import { assetPaths, sitemapPaths, soakPaths } from './lib/soak-paths.ts'
import { sitemapXmlOf } from './lib/sitemap-urls.ts'

const ownServer = !process.env.SOAK_ORIGIN
const origin = process.env.SOAK_ORIGIN ?? `http://127.0.0.1:${process.env.SOAK_PORT ?? 8794}`
const port = Number(new URL(origin).port || 80)
const seconds = process.env.SOAK_SECONDS ?? '60'
const connections = process.env.SOAK_CONNECTIONS ?? '16'

if (!existsSync('/usr/bin/wrk')) run('apt-get', ['install', '-y', '-qq', 'wrk'])

const server = ownServer ? start('node', ['scripts/start.ts'], { PORT: String(port), STATE_DIR: '.wrangler/soak-state' }) : undefined
process.on('exit', () => server?.kill())

async function waitUntilUp(): Promise<void> {
  if (!(await answersOk(`${origin}/en/`))) throw new Error(`the server at ${origin} did not answer`)
}

await waitUntilUp()
const token = /^OPS_TOKEN=(.*)$/m.exec(readFileSync(resolve(root, '.dev.vars'), 'utf8'))?.[1]?.trim() ?? ''
const sitemap = sitemapPaths(await sitemapXmlOf(origin))
const pages = ['/', '/en/productCategory/Venturi_valve/', '/en/AccessHcs', '/contact/']
const assets = [...new Set((await Promise.all(pages.map(async (p) => assetPaths(await (await fetch(`${origin}${p}`)).text())))).flat())]
const kinds = soakPaths(sitemap, assets)

const script = join(mkdtempSync(join(tmpdir(), 'soak-')), 'random-paths.lua')
writeFileSync(script, randomPathsScript(kinds))

const purge = await fetch(`${origin}/__ops/purge`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })
if (!purge.ok) throw new Error(`purge answered ${purge.status}`)
const before = workerdMemoryMb(port)
const heapBefore = await workerHeapMb(origin)

const { stdout, stderr } = spawnSync('wrk', ['-t2', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '--latency', '-s', script, origin], { encoding: 'utf8' })
const after = workerdMemoryMb(port)
const heapAfter = await workerHeapMb(origin)

const statuses = new Map([...stdout.matchAll(/^status (\d+) (\d+)$/gm)].map((m) => [Number(m[1]), Number(m[2])]))
const requests = [...statuses.values()].reduce((a, b) => a + b, 0)
const rps = /Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? '?'
const p50 = /\s50%\s+(\S+)/.exec(stdout)?.[1] ?? '?'
const p99 = /\s99%\s+(\S+)/.exec(stdout)?.[1] ?? '?'
const socketErrors = /Socket errors: (.+)/.exec(stdout)?.[1] ?? 'none'
const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0)
const mb = (value: number | null) => (value === null ? '?' : `${value.toFixed(0)} MB`)

console.log(`\nSoak: wrk, 2 threads, ${connections} connections, ${seconds} s, right after a purge, against ${origin}\n`)
console.log(`| kind | paths |\n| --- | ---: |\n${Object.entries(kinds).map(([kind, paths]) => `| ${kind} | ${paths.length} |`).join('\n')}\n`)
console.log('| requests | requests/s | p50 | p99 | socket errors | workerd memory (RSS) before → after | the worker’s JS heap in use before → after |')
console.log('| ---: | ---: | ---: | ---: | --- | --- | --- |')
console.log(`| ${requests} | ${rps} | ${p50} | ${p99} | ${socketErrors} | ${mb(before)} → ${mb(after)} | ${mb(heapBefore)} → ${mb(heapAfter)} |\n`)
console.log(`| status | answers |\n| --- | ---: |\n${[...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `| ${status} | ${n} |`).join('\n')}\n`)
if (requests === 0) {
  console.error(`✗ wrk gave no answers\n${stdout}\n${stderr}`)
  process.exit(1)
}
if (serverErrors > 0) {
  console.error(`✗ ${serverErrors} answers were 5xx`)
  process.exit(1)
}
console.log('✓ no 5xx')
process.exit(0)
