import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../src/app.ts'
import { FAILURES_TO_OPEN, resetCircuitBreakers } from '../../src/content/sources/circuit-breaker.ts'
import worker from '../../src/worker.ts'
import { CMS, cmsEnv, startFakeCms, type FakeCms } from './fixtures/fake-cms.ts'

const MESSAGE = '/api/v1/website/message'
const AUTH = { Authorization: 'Bearer test-ops-token' }

let cms: FakeCms
beforeEach(async () => {
  await env.DB.prepare('DELETE FROM messages').run()
  cms = startFakeCms()
  resetCircuitBreakers()
  for (const level of ['log', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation(() => {})
})
afterEach(() => {
  cms.restore()
  vi.restoreAllMocks()
})

async function call(site: Env, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request(`http://site.test${path}`, init), site, ctx)
  const text = await res.text()
  await waitOnExecutionContext(ctx)
  return { status: res.status, headers: res.headers, text }
}

async function status(site: Env) {
  const res = await call(site, '/__ops/status', { headers: AUTH })
  expect(res.status).toBe(200)
  expect(res.headers.get('Cache-Control')).toBe('no-store')
  return (JSON.parse(res.text) as { result: Record<string, unknown> }).result
}

let nextIp = 1
const send = (site: Env, contactPerson: string) =>
  call(site, MESSAGE, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `192.0.2.${nextIp++}` },
    body: JSON.stringify({ source: 'footer-subscription', contactPerson, email: 'ada@example.com' }),
  })

async function cron(site: Env) {
  const ctx = createExecutionContext()
  await worker.scheduled!(createScheduledController({ cron: '*/10 * * * *', scheduledTime: Date.now() }), site, ctx)
  await waitOnExecutionContext(ctx)
}

describe('GET /__ops/status: the site at a glance, for operators only, never cached', () => {
  it('without the token 401 (no-store)', async () => {
    const res = await call(env, '/__ops/status')
    expect(res.status).toBe(401)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })

  it('with D1: each bundle (version, build time, source, age), the source, no breaker, the last cron run, the messages', async () => {
    await cron(env)
    await send(env, 'Status D1')
    const result = await status(env)
    expect(result.contentSource).toEqual({ kind: 'd1', upstreamApi: null })
    expect(result.bundles).toEqual(
      ['zh-CN', 'en'].map((lang) => ({ lang, source: 'd1', version: expect.any(String), builtAt: expect.any(String), ageSeconds: expect.any(Number) })),
    )
    expect(result.circuitBreaker).toBeNull()
    expect(result.lastCron).toEqual({
      scheduledAt: expect.any(String),
      finishedAt: expect.any(String),
      ageSeconds: expect.any(Number),
      ok: true,
      bundles: ['zh-CN', 'en'].map((lang) => ({ lang, result: expect.stringMatching(/^(rebuilt|unchanged)$/), version: expect.any(String), error: null })),
      delivery: null,
      mail: null,
    })
    expect(result.messages).toEqual({ pending: 0, delivered: 1, failed: 0, withheld: 0, oldestUndelivered: null })
    expect(result.email).toEqual({ configured: false, missing: 'NOTIFY_TO' })
  })

  it('with a CMS that is down: the open circuit, the messages waiting and the oldest one, a cron run that kept the bundles', async () => {
    cms.answer = () => Response.json({ success: false, message: 'maintenance' }, { status: 503 })
    for (let i = 0; i < FAILURES_TO_OPEN; i++) await send(cmsEnv, `Status waiting ${i}`)
    const oldest = (await env.DB.prepare('SELECT id, createdAt FROM messages ORDER BY id LIMIT 1').first<{ id: number; createdAt: string }>())!
    await cron(cmsEnv)
    const result = await status(cmsEnv)
    expect(result.contentSource).toEqual({ kind: 'cms', upstreamApi: CMS })
    expect(result.bundles).toEqual(['zh-CN', 'en'].map((lang) => ({ lang, source: 'cms', version: null })))
    expect(result.circuitBreaker).toEqual({ scope: 'this isolate', state: 'open', consecutiveFailures: FAILURES_TO_OPEN, openUntil: expect.any(String) })
    expect(result.lastCron).toMatchObject({
      ok: false,
      bundles: [
        { lang: 'zh-CN', result: 'kept', version: null, error: '503 The content source failed' },
        { lang: 'en', result: 'kept', version: null, error: '503 The content source failed' },
      ],
      // Their next attempts are a minute away: the run had nothing due.
      delivery: { delivered: 0, refused: 0, notDelivered: 0, stopped: null, error: null },
    })
    expect(result.messages).toEqual({
      pending: FAILURES_TO_OPEN,
      delivered: 0,
      failed: 0,
      withheld: 0,
      oldestUndelivered: { id: oldest.id, createdAt: oldest.createdAt, ageSeconds: expect.any(Number) },
    })
  })
})
