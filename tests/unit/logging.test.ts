import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../src/app.ts'
import { log } from '../../src/log/logger.ts'
import worker from '../../src/worker.ts'
import { logLines } from './fixtures/logs.ts'

afterEach(() => vi.restoreAllMocks())

/** The worker's source (not the browser's, whose console is the visitor's), as text. */
const workerSources = import.meta.glob<string>(['../../src/**/*.{ts,tsx}', '!../../src/client/**'], { query: '?raw', import: 'default', eager: true })

describe('every log line the worker writes is one JSON object', () => {
  it("a request's line has its level, its event, the request's path without the query, and its ray id", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const ctx = createExecutionContext()
    // A SITE_URL that is not an http(s) URL is logged (once per value and isolate) and ignored.
    const misconfigured = { ...env, SITE_URL: 'ftp://logging-test.example' } as unknown as Env
    const res = await app.fetch(new Request('http://site.test/en/product?q=a+visitor%27s+words', { headers: { 'CF-Ray': '8f1e2d3c4b5a6978-SJC' } }), misconfigured, ctx)
    await res.arrayBuffer()
    await waitOnExecutionContext(ctx)
    expect(logLines(error)).toContainEqual({
      level: 'error',
      event: 'config.site_url_invalid',
      path: '/en/product',
      ray: '8f1e2d3c4b5a6978-SJC',
      siteUrl: 'ftp://logging-test.example',
      using: "the request's origin",
    })
  })

  it("the cron's lines name their trigger", async () => {
    const info = vi.spyOn(console, 'log').mockImplementation(() => {})
    const ctx = createExecutionContext()
    await worker.scheduled!(createScheduledController({ cron: '*/10 * * * *', scheduledTime: Date.now() }), env, ctx)
    await waitOnExecutionContext(ctx)
    const bundles = logLines(info).filter((line) => line.event.startsWith('bundle.'))
    expect(bundles.map((line) => [line.level, line.trigger, line.lang])).toEqual([
      ['info', 'cron', 'zh-CN'],
      ['info', 'cron', 'en'],
    ])
  })

  it('an error is its name, message and status or stack; a field named error that is null stays null', () => {
    const info = vi.spyOn(console, 'log').mockImplementation(() => {})
    log.info('test.errors', { error: new TypeError('boom') })
    log.info('test.no_error', { error: null })
    const [withError, without] = logLines(info)
    expect(withError?.error).toEqual({ name: 'TypeError', message: 'boom', stack: expect.stringContaining('boom') })
    expect(without).toEqual({ level: 'info', event: 'test.no_error', error: null })
  })

  it('the worker writes to the console only through its logger (src/log/logger.ts)', () => {
    const direct = Object.entries(workerSources)
      .filter(([file, text]) => !file.endsWith('/src/log/logger.ts') && /\bconsole\.\w+\(/.test(text))
      .map(([file]) => file)
    expect(Object.keys(workerSources).length).toBeGreaterThan(100)
    expect(direct).toEqual([])
  })
})
