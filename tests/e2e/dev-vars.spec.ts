/**
 * README: settings go into `.dev.vars` (`echo UPSTREAM_API=… >> .dev.vars`) and `npm start` uses them.
 * This builds and serves a copy of the project with a `.dev.vars` naming a fake CMS (a Node server on
 * loopback) and checks that the site reads its content from there, and that `npm start` adds the missing
 * IP_HASH_SECRET to the existing file without touching what is in it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect, test } from './fixtures.ts'
import { firstAnswer, freePort, stopServer } from './servers.ts'

const root = resolve(import.meta.dirname, '../..')

/** A product record of the content contract (spec §7), as the fake CMS serves it. */
const cmsProduct = {
  id: '1790000000000039901',
  productCode: 'CMS-1',
  productName: 'Served by the CMS named in .dev.vars',
  productImage: '/img/products/Venturi_valve-1.webp',
  advertisement: 'x',
  tags: 'a,b,c',
  productDetails: '<p>x</p>',
  category: '1790000000000020001',
  categoryCode: 'Venturi_valve',
  productType: '1790000000000020001',
  isTop: true,
  isMatrix: false,
  sort: 1,
}

function listen(server: http.Server): Promise<number> {
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)))
}

test('a setting added to an existing .dev.vars reaches the site npm start serves; the missing secret is added', async () => {
  test.setTimeout(300_000)
  const calls: { path: string; language: string | undefined }[] = []
  const cms = http.createServer((req, res) => {
    calls.push({ path: req.url ?? '', language: req.headers.language as string | undefined })
    res.setHeader('Content-Type', 'application/json')
    const records = req.url?.startsWith('/api/v1/website/products?') ? [cmsProduct] : []
    res.end(JSON.stringify({ success: true, message: '', result: { records, total: records.length } }))
  })
  const cmsPort = await listen(cms)

  const project = mkdtempSync(join(tmpdir(), 'ventaura-dev-vars-'))
  let server: ChildProcess | undefined
  try {
    for (const entry of ['src', 'scripts', 'package.json', 'tsconfig.json', 'vite.config.ts', 'wrangler.toml']) cpSync(join(root, entry), join(project, entry), { recursive: true })
    for (const entry of ['node_modules', 'public', 'content', 'migrations']) symlinkSync(join(root, entry), join(project, entry))
    const devVars = join(project, '.dev.vars')
    const before = `OPS_TOKEN=kept-as-it-is\nUPSTREAM_API=http://127.0.0.1:${cmsPort}/api\n`
    writeFileSync(devVars, before)

    const port = await freePort()
    server = spawn('node', ['scripts/start.ts'], {
      cwd: project,
      env: { ...process.env, PORT: String(port), STATE_DIR: '.wrangler/state', PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` },
      stdio: 'ignore',
      detached: true,
    })
    const res = await firstAnswer(`http://127.0.0.1:${port}/api/v1/website/products?isTop=1`, Date.now() + 240_000)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.result.records.map((p: { productName: string }) => p.productName)).toEqual([cmsProduct.productName])
    expect(calls).toContainEqual({ path: '/api/v1/website/products?_pageNo=1&_pageSize=10&_sort=%2Bsort&isTop=1', language: 'zh-CN' })

    const after = readFileSync(devVars, 'utf8')
    expect(after.startsWith(before)).toBe(true)
    expect(after.slice(before.length)).toMatch(/^IP_HASH_SECRET=[\w-]{32}\n$/)
  } finally {
    await stopServer(server)
    await new Promise((done) => cms.close(done))
    rmSync(project, { recursive: true, force: true })
  }
})
