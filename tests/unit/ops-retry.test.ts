import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../src/app.ts'
import { resetCircuitBreakers } from '../../src/content/sources/circuit-breaker.ts'
import { cmsEnv, startFakeCms, type FakeCms } from './fixtures/fake-cms.ts'

const MESSAGE = '/api/v1/website/message'
const AUTH = { Authorization: 'Bearer test-ops-token' }

let cms: FakeCms
beforeEach(() => {
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
  const body = await res.json<{ success: boolean; message: string; result?: Record<string, unknown> }>()
  await waitOnExecutionContext(ctx)
  return { status: res.status, headers: res.headers, body }
}

let nextIp = 1
/** Stores a visitor's message through the API and answers its id. */
async function send(contactPerson: string, { site = cmsEnv, spam = false } = {}): Promise<number> {
  const body = { source: 'footer-subscription', contactPerson, email: 'ada@example.com', ...(spam ? { website: 'x' } : {}) }
  await call(site, MESSAGE, { method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `192.0.2.${nextIp++}` }, body: JSON.stringify(body) })
  const row = await env.DB.prepare('SELECT id FROM messages WHERE contactPerson = ?').bind(contactPerson).first<{ id: number }>()
  return row!.id
}

const retry = (id: number | string, site: Env = cmsEnv) => call(site, `/__ops/messages/${id}/retry`, { method: 'POST', headers: AUTH })
const sentTo = () => cms.calls.filter((c) => c.method === 'POST' && c.path === MESSAGE).map((c) => (JSON.parse(c.body!) as { contactPerson: string }).contactPerson)
const refuse = (path: string) => (path === MESSAGE ? Response.json({ success: false, message: 'email domain not accepted' }, { status: 400 }) : undefined)

describe('POST /__ops/messages/{id}/retry sends a failed message again and answers its delivery state', () => {
  it('a refused message, the CMS since fixed: delivered', async () => {
    cms.answer = refuse
    const id = await send('Retry fixed')
    cms.answer = undefined
    const { status, headers, body } = await retry(id)
    expect(status).toBe(200)
    expect(headers.get('Cache-Control')).toBe('no-store')
    expect(body).toEqual({
      success: true,
      message: '',
      result: { id, deliveryState: 'delivered', deliveryAttempts: 2, deliveredAt: expect.any(String), lastError: '400 email domain not accepted (/v1/website/message)', nextAttemptAt: null },
    })
    expect(sentTo()).toEqual(['Retry fixed', 'Retry fixed'])
  })

  it('refused again: failed, with what the CMS said this time', async () => {
    cms.answer = refuse
    const id = await send('Retry refused')
    const { status, body } = await retry(id)
    expect(status).toBe(200)
    expect(body.result).toMatchObject({ deliveryState: 'failed', deliveryAttempts: 2, lastError: '400 email domain not accepted (/v1/website/message)' })
  })

  it('a message still waiting for its next attempt is sent at once', async () => {
    cms.answer = (path) => (path === MESSAGE ? Response.json({ success: false, message: 'down' }, { status: 503 }) : undefined)
    const id = await send('Retry waiting')
    cms.answer = undefined
    expect((await retry(id)).body.result).toMatchObject({ deliveryState: 'delivered', deliveryAttempts: 2 })
  })

  it('a delivered message is never sent again: 409 with when it was delivered', async () => {
    const id = await send('Retry delivered')
    const { deliveredAt } = (await env.DB.prepare('SELECT deliveredAt FROM messages WHERE id = ?').bind(id).first<{ deliveredAt: string }>())!
    expect(await retry(id)).toMatchObject({ status: 409, body: { success: false, message: `Message ${id} was delivered at ${deliveredAt}; it is not sent again` } })
    expect(sentTo()).toEqual(['Retry delivered'])
  })

  it('spam is not sent: 409', async () => {
    const id = await send('Retry spam', { spam: true })
    expect(await retry(id)).toMatchObject({ status: 409, body: { success: false, message: `Message ${id} is spam (its honeypot was filled); it is not sent` } })
    expect(sentTo()).toEqual([])
  })

  it('without a CMS, D1 is the destination: a failed message (stored before delivery was tracked) is delivered', async () => {
    const id = await send('Retry without CMS', { site: env })
    await env.DB.prepare("UPDATE messages SET deliveryState = 'failed', deliveredAt = NULL, lastError = 'stored before delivery was tracked' WHERE id = ?").bind(id).run()
    expect((await retry(id, env)).body.result).toMatchObject({ deliveryState: 'delivered', deliveredAt: expect.any(String) })
    expect(sentTo()).toEqual([])
  })

  it.each([
    ['abc', 400, 'The message id must be a whole number'],
    ['12.5', 400, 'The message id must be a whole number'],
    ['0', 400, 'The message id must be at least 1'],
    ['99999999999999999', 400, 'The message id must be a whole number'],
    ['987654', 404, 'There is no message 987654'],
  ])('id %s: %i with a message', async (id, status, message) => {
    expect(await retry(id)).toMatchObject({ status, body: { success: false, message } })
  })

  it('another method answers 405 with Allow: POST; without the token 401', async () => {
    const get = await call(cmsEnv, '/__ops/messages/1/retry', { headers: AUTH })
    expect(get.status).toBe(405)
    expect(get.headers.get('Allow')).toBe('POST')
    expect((await call(cmsEnv, '/__ops/messages/1/retry', { method: 'POST' })).status).toBe(401)
  })
})
