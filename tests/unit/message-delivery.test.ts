import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../src/app.ts'
import { FAILURES_TO_OPEN, resetCircuitBreakers } from '../../src/content/sources/circuit-breaker.ts'
import { retryDelayMs } from '../../src/delivery/schedule.ts'
import worker from '../../src/worker.ts'
import { cmsEnv, startFakeCms, type FakeCms } from './fixtures/fake-cms.ts'
import { logLines } from './fixtures/logs.ts'

const MESSAGE = '/api/v1/website/message'
const MINUTE = 60_000

let cms: FakeCms
let logs: ReturnType<typeof vi.spyOn>[]
beforeEach(async () => {
  // Each case starts with no message waiting: a cron run sends everything due.
  await env.DB.prepare('DELETE FROM messages').run()
  cms = startFakeCms()
  resetCircuitBreakers()
  logs = (['log', 'warn', 'error'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => {}))
})
afterEach(() => {
  cms.restore()
  vi.restoreAllMocks()
})

let nextIp = 1
/** Each message from its own address: the rate limit allows 5 a minute per client. */
const freshIp = () => `198.51.100.${nextIp++}`

const subscription = (contactPerson: string) => ({ source: 'footer-subscription', contactPerson, email: 'ada@example.com', content: `${contactPerson}\nada@example.com` })

/** A visitor's message to the site with a CMS; `answeredIn` is the time to the answer, before the work after it. */
async function send(body: object, site: Env = cmsEnv, ip = freshIp()) {
  const ctx = createExecutionContext()
  const started = performance.now()
  const res = await app.fetch(
    new Request(`http://site.test${MESSAGE}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip }, body: JSON.stringify(body) }),
    site,
    ctx,
  )
  const answer = await res.json()
  const answeredIn = performance.now() - started
  await waitOnExecutionContext(ctx)
  return { status: res.status, answer, answeredIn }
}

/** One cron run at `at` (its scheduled time), finished. */
async function cron(at: number, site: Env = cmsEnv) {
  const ctx = createExecutionContext()
  await worker.scheduled!(createScheduledController({ cron: '*/10 * * * *', scheduledTime: at }), site, ctx)
  await waitOnExecutionContext(ctx)
}

/** The contact persons of the messages the CMS was sent, in order, from call `from` on. */
const sentTo = (from = 0) => cms.calls.slice(from).filter((call) => call.method === 'POST' && call.path === MESSAGE).map((call) => (JSON.parse(call.body!) as { contactPerson: string }).contactPerson)

interface Delivery {
  deliveryState: string
  deliveryAttempts: number
  deliveredAt: string | null
  lastError: string | null
  nextAttemptAt: string | null
}
const deliveryOf = (contactPerson: string) =>
  env.DB.prepare('SELECT deliveryState, deliveryAttempts, deliveredAt, lastError, nextAttemptAt FROM messages WHERE contactPerson = ?').bind(contactPerson).first<Delivery>()

const down = (status = 503) => (path: string) => (path === MESSAGE ? Response.json({ success: false, message: 'maintenance' }, { status }) : undefined)

describe('with a CMS, every message is sent until the CMS acknowledges it, and never again after', () => {
  it('50 messages sent while the CMS is down each reach it exactly once after it is up, even with two cron runs at once', async () => {
    cms.answer = down()
    const names = Array.from({ length: 50 }, (_, i) => `Down ${i}`)
    for (const name of names) expect((await send(subscription(name))).status).toBe(200)
    // Each visitor's message was tried at once, until the circuit opened; none got through.
    expect(sentTo()).toEqual(names.slice(0, FAILURES_TO_OPEN))
    for (const name of names) expect((await deliveryOf(name))?.deliveryState).toBe('pending')

    cms.answer = undefined
    resetCircuitBreakers() // the open circuit's 15 s are over
    const upFrom = cms.calls.length
    const later = Date.now() + 2 * MINUTE // past the first retry's wait
    await Promise.all([cron(later), cron(later)])
    await cron(later)
    await cron(later + 24 * 60 * MINUTE)

    expect(sentTo(upFrom).toSorted()).toEqual(names.toSorted())
    for (const name of names) {
      const delivery = await deliveryOf(name)
      expect(delivery).toMatchObject({ deliveryState: 'delivered', nextAttemptAt: null })
      expect(Date.parse(delivery!.deliveredAt!)).toBeGreaterThan(0)
    }
  })

  it("after an outage the first cron run sends what waits: a message makes the circuit's trial call, then the bundles follow", async () => {
    const realNow = Date.now.bind(Date)
    let later = 0
    // The circuit's clock (Date.now, read when its breaker is made) runs ahead when the test says so.
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + later)
    cms.answer = () => Response.json({ success: false, message: 'maintenance' }, { status: 503 })
    const names = Array.from({ length: FAILURES_TO_OPEN + 2 }, (_, i) => `Outage ${i}`)
    for (const name of names) await send(subscription(name))
    expect(sentTo()).toEqual(names.slice(0, FAILURES_TO_OPEN))

    cms.answer = undefined
    later = 2 * MINUTE // the circuit's 15 s and the first retry's minute are over
    await cron(Date.now())
    expect(sentTo().slice(FAILURES_TO_OPEN).toSorted()).toEqual(names.toSorted())
    const run = await env.KV.get<{ ok: boolean; bundles: { result: string }[] }>('ops:cron:last-run', 'json')
    expect(run?.bundles.map((b) => b.result)).toEqual([expect.stringMatching(/^(rebuilt|unchanged)$/), expect.stringMatching(/^(rebuilt|unchanged)$/)])
  })

  it('a message acknowledged at once is delivered, with its time, and no cron run sends it again', async () => {
    const before = Date.now()
    await send(subscription('At once'))
    expect(sentTo()).toEqual(['At once'])
    const delivery = await deliveryOf('At once')
    expect(delivery).toMatchObject({ deliveryState: 'delivered', deliveryAttempts: 1, lastError: null })
    expect(Date.parse(delivery!.deliveredAt!)).toBeGreaterThanOrEqual(before - 1000)
    await cron(Date.now() + 24 * 60 * MINUTE)
    expect(sentTo()).toEqual(['At once'])
  })

  it.each([
    ['503', down(503), '503 maintenance (/v1/website/message)'],
    ['429 (too many requests)', down(429), '429 maintenance (/v1/website/message)'],
    ['408 (request timeout)', down(408), '408 maintenance (/v1/website/message)'],
    ['an answer that is not the contract', (path: string) => (path === MESSAGE ? new Response('<html>proxy error</html>') : undefined), '502 invalid answer from the CMS for /v1/website/message at body: Invalid type: Expected Object but received undefined'],
    [
      'no answer (unreachable)',
      (path: string) => {
        if (path === MESSAGE) throw new TypeError('connection refused')
        return undefined
      },
      '502 the CMS could not be reached for /v1/website/message',
    ],
  ])('a CMS that does not take it (%s): pending, sent again after 1 minute, then 2, 4… at most an hour apart', async (_what, answer, error) => {
    cms.answer = answer
    const name = `Not taken ${_what}`
    await send(subscription(name))
    const first = await deliveryOf(name)
    expect(first).toMatchObject({ deliveryState: 'pending', deliveryAttempts: 1, lastError: error })
    const due = Date.parse(first!.nextAttemptAt!)
    expect(due - Date.now()).toBeGreaterThan(MINUTE - 5000)
    expect(due - Date.now()).toBeLessThanOrEqual(MINUTE)

    // Not before its time; at its time, once.
    await cron(due - 1000)
    expect(sentTo()).toEqual([name])
    await cron(due)
    expect(sentTo()).toEqual([name, name])
    expect(await deliveryOf(name)).toMatchObject({ deliveryState: 'pending', deliveryAttempts: 2, nextAttemptAt: new Date(due + 2 * MINUTE).toISOString() })
  })

  it('the wait doubles from 1 minute with each failed attempt, up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((attempts) => retryDelayMs(attempts) / MINUTE)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60])
  })
})

describe('a message the CMS refuses for its content is failed, not sent again by itself', () => {
  it.each([
    ['a 4xx', Response.json({ success: false, message: 'contactDetails is not a phone number' }, { status: 400 }), '400 contactDetails is not a phone number (/v1/website/message)'],
    ['a 422', Response.json({ success: false, message: 'unprocessable' }, { status: 422 }), '422 unprocessable (/v1/website/message)'],
    ['success: false in a 200', Response.json({ success: false, message: 'duplicate source' }), '200 duplicate source (/v1/website/message)'],
  ])('%s: failed, with the attempt and what the CMS said', async (what, refusal, error) => {
    cms.answer = (path) => (path === MESSAGE ? refusal.clone() : undefined)
    const name = `Refused ${what}`
    const { status, answer } = await send(subscription(name))
    // The visitor's message was taken: what the CMS makes of it is the operators' business.
    expect([status, answer]).toEqual([200, { success: true, message: '' }])
    expect(await deliveryOf(name)).toEqual({ deliveryState: 'failed', deliveryAttempts: 1, deliveredAt: null, lastError: error, nextAttemptAt: null })
    await cron(Date.now() + 24 * 60 * MINUTE)
    expect(sentTo()).toEqual([name])
  })
})

describe("a visitor's answer never waits on the CMS", () => {
  it('a CMS that takes 10 s: the visitor is answered at once; the attempt times out after 5 s and the message waits', async () => {
    cms.answer = (path, request) =>
      path === MESSAGE
        ? new Promise<Response>((resolve, reject) => {
            const timer = setTimeout(() => resolve(Response.json({ success: true, message: '' })), 10_000)
            request.signal.addEventListener('abort', () => {
              clearTimeout(timer)
              reject(request.signal.reason)
            })
          })
        : undefined
    const { status, answer, answeredIn } = await send(subscription('Slow CMS'))
    expect([status, answer]).toEqual([200, { success: true, message: '' }])
    expect(answeredIn).toBeLessThan(1000)
    expect(await deliveryOf('Slow CMS')).toMatchObject({
      deliveryState: 'pending',
      deliveryAttempts: 1,
      lastError: '504 the CMS did not answer /v1/website/message within 5 s',
    })
  })
})

describe('without a CMS, or for spam, nothing is sent', () => {
  it('without UPSTREAM_API a message is delivered when it is stored in D1', async () => {
    await send(subscription('D1 only'), env)
    const delivery = await deliveryOf('D1 only')
    const { createdAt } = (await env.DB.prepare('SELECT createdAt FROM messages WHERE contactPerson = ?').bind('D1 only').first<{ createdAt: string }>())!
    expect(delivery).toEqual({ deliveryState: 'delivered', deliveryAttempts: 0, deliveredAt: createdAt, lastError: null, nextAttemptAt: null })
    await cron(Date.now() + MINUTE, env)
    expect(cms.calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('spam (a filled honeypot) is withheld: stored, never sent, not even by the cron', async () => {
    await send({ ...subscription('Spam bot'), website: 'http://spam.example' })
    expect(await deliveryOf('Spam bot')).toMatchObject({ deliveryState: 'withheld', deliveryAttempts: 0 })
    await cron(Date.now() + MINUTE)
    expect(sentTo()).toEqual([])
  })
})

describe('what delivery logs: JSON lines with ids and statuses, nothing the visitor sent', () => {
  it('a refused and a waiting message log their ids, and not the name, email, phone, text or address', async () => {
    const ip = '203.0.113.77'
    const enquiry = { source: 'enquiry-form', company: 'Secret Labs Ltd', contactPerson: 'Grace Hopper', contactDetails: '+86 139 1234 5678', email: 'grace@secret.example', content: 'Please quote 12 fume hoods for building 7' }
    // A CMS that quotes what it was sent.
    cms.answer = async (path, request) => (path === MESSAGE ? Response.json({ success: false, message: `rejected: ${await request.text()}` }, { status: 400 }) : undefined)
    await send(enquiry, cmsEnv, ip)
    cms.answer = async (path, request) => (path === MESSAGE ? Response.json({ success: false, message: `busy with ${await request.text()}` }, { status: 503 }) : undefined)
    await send({ ...enquiry, contactPerson: 'Grace Waiting' }, cmsEnv, ip)
    await cron(Date.now() + 2 * MINUTE)

    const lines = logs.flatMap((spy) => logLines(spy))
    expect(lines.map((line) => line.event)).toEqual(expect.arrayContaining(['message.refused', 'message.not_delivered']))
    for (const line of lines.filter((l) => l.event.startsWith('message.'))) expect(line.id).toEqual(expect.any(Number))
    const text = logs.flatMap((spy) => spy.mock.calls.flat()).join('\n')
    for (const secret of ['Grace', 'Secret Labs', '139 1234', 'grace@secret', 'fume hoods', ip]) expect(text).not.toContain(secret)
  })
})
