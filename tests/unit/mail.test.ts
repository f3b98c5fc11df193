import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../src/app.ts'
import { retryDelayMs } from '../../src/delivery/schedule.ts'
import { mailMessage, MAIL_TRIES } from '../../src/mail/send-mail.ts'
import worker from '../../src/worker.ts'

const MESSAGE = '/api/v1/website/message'
const ORIGIN = 'https://www.ventaura.example'
const MINUTE = 60_000

/** What the site handed the local send_email binding (which checks and keeps each as Cloudflare's would). */
let sent: EmailMessageBuilder[]
/** When set, the binding fails with it instead of sending. */
let failWith: string | null
/** The site with e-mail set up: its EMAIL is wrangler's simulated binding, with what it was given recorded. */
let site: Env

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM messages').run()
  sent = []
  failWith = null
  const binding: SendEmail = {
    async send(message: EmailMessageBuilder | EmailMessage) {
      if (failWith) throw new Error(failWith)
      sent.push(message as EmailMessageBuilder)
      return env.EMAIL.send(message as EmailMessageBuilder)
    },
  } as SendEmail
  site = { ...env, EMAIL: binding, NOTIFY_TO: 'sales@ventaura.example, marketing@ventaura.example', NOTIFY_FROM: 'website@ventaura.example', SITE_URL: ORIGIN } as unknown as Env
  vi.spyOn(console, 'log').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

/** The site with some of its settings changed. */
const withSettings = (changed: Record<string, string>) => ({ ...site, ...changed }) as unknown as Env

let nextIp = 1
const enquiry = {
  source: 'product-enquiry',
  company: 'Helix Biologics',
  contactPerson: 'Dr. Ada Chen',
  contactDetails: '+41 44 000 00 00',
  email: 'ada.chen@helix.example',
  content: 'Please quote 12 venturi valves\nfor our BSL-3 suite.',
}

/** A visitor's message, sent from `page` (the Referer), answered and its work after the answer finished. */
async function send(body: object, { page = '/en/productCategory/Venturi_valve/?id=VV-S100', to = site }: { page?: string | null; to?: Env } = {}) {
  const ctx = createExecutionContext()
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'CF-Connecting-IP': `203.0.113.${nextIp++}`, language: 'en' }
  if (page) headers.Referer = `${ORIGIN}${page}`
  const res = await app.fetch(new Request(`${ORIGIN}${MESSAGE}`, { method: 'POST', headers, body: JSON.stringify(body) }), to, ctx)
  const status = res.status
  await res.text()
  await waitOnExecutionContext(ctx)
  return status
}

interface MailColumns {
  id: number
  pagePath: string | null
  mailState: string
  mailAttempts: number
  mailedAt: string | null
  mailError: string | null
  mailNextAttemptAt: string | null
}
const mailOf = (contactPerson: string) =>
  env.DB.prepare('SELECT id, pagePath, mailState, mailAttempts, mailedAt, mailError, mailNextAttemptAt FROM messages WHERE contactPerson = ?').bind(contactPerson).first<MailColumns>()

async function cron(at: number) {
  const ctx = createExecutionContext()
  await worker.scheduled!(createScheduledController({ cron: '*/10 * * * *', scheduledTime: at }), site, ctx)
  await waitOnExecutionContext(ctx)
}

describe('every new enquiry and subscription reaches the staff\'s mailbox', () => {
  it('an enquiry: a subject to sort by, every field, the language, the page and its product, Reply-To the visitor', async () => {
    expect(await send(enquiry)).toBe(200)
    expect(sent).toHaveLength(1)
    const [mail] = sent
    const row = await mailOf('Dr. Ada Chen')
    expect(mail).toMatchObject({
      from: 'website@ventaura.example',
      to: ['sales@ventaura.example', 'marketing@ventaura.example'],
      replyTo: 'ada.chen@helix.example',
      subject: `[Enquiry] Helix Biologics (Dr. Ada Chen) · Product VV-S100 · #${row!.id}`,
    })
    for (const line of [
      'Company: Helix Biologics',
      'Contact person: Dr. Ada Chen',
      'Contact details: +41 44 000 00 00',
      'E-mail: ada.chen@helix.example',
      'Language: en',
      'Form: product-enquiry',
      'Page: https://www.ventaura.example/en/productCategory/Venturi_valve/?id=VV-S100',
      'Product: VV-S100',
      'Please quote 12 venturi valves\nfor our BSL-3 suite.',
    ])
      expect(mail!.text).toContain(line)
    expect(mail!.html).toContain('<th align="left" style="padding:2px 12px 2px 0">Company</th><td>Helix Biologics</td>')
    expect(row).toMatchObject({ pagePath: '/en/productCategory/Venturi_valve/?id=VV-S100', mailState: 'sent', mailAttempts: 1, mailError: null })
  })
  it('a subscription from the footer of a solution page names the solution', async () => {
    expect(await send({ source: 'footer-subscription', contactPerson: 'Lin', email: 'lin@lab.example', content: 'Lin\nlin@lab.example' }, { page: '/SolutionCategory/biosafety/?id=bsl3-lab' })).toBe(200)
    expect(sent[0]?.subject).toMatch(/^\[Subscription\] Lin · Solution bsl3-lab · #\d+$/)
  })
  it('the visitor\'s HTML is text in the e-mail, and a line break cannot reach the subject', async () => {
    expect(await send({ ...enquiry, contactPerson: 'Eve', company: '<b>Evil</b> Corp\r\nBcc: x@y.example' })).toBe(200)
    expect(sent[0]?.subject).toBe(`[Enquiry] <b>Evil</b> Corp Bcc: x@y.example (Eve) · Product VV-S100 · #${(await mailOf('Eve'))!.id}`)
    expect(sent[0]?.html).toContain('&#60;b&#62;Evil&#60;/b&#62; Corp')
  })
  it('without an e-mail address there is no Reply-To; another site\'s page is not named', async () => {
    expect(await send({ ...enquiry, contactPerson: 'No Mail', email: '' }, { page: null })).toBe(200)
    expect(sent[0]).not.toHaveProperty('replyTo')
    expect(sent[0]?.text).not.toContain('Page:')
    expect((await mailOf('No Mail'))?.pagePath).toBeNull()
  })
  it('spam (a filled honeypot) is never mailed', async () => {
    expect(await send({ ...enquiry, contactPerson: 'Bot', website: 'http://spam.example' })).toBe(200)
    expect(sent).toHaveLength(0)
    expect((await mailOf('Bot'))?.mailState).toBe('withheld')
  })
  it('without NOTIFY_TO no e-mail is sent, and the message says so', async () => {
    expect(await send({ ...enquiry, contactPerson: 'Quiet' }, { to: withSettings({ NOTIFY_TO: '' }) })).toBe(200)
    expect(sent).toHaveLength(0)
    expect((await mailOf('Quiet'))?.mailState).toBe('off')
  })
})

describe('an e-mail is sent exactly once: retried on failure, never twice', () => {
  it('a failed send does not hold the visitor\'s answer; the cron sends it after its backoff', async () => {
    failWith = 'destination address not verified'
    expect(await send({ ...enquiry, contactPerson: 'Retry Me' })).toBe(200)
    const failed = await mailOf('Retry Me')
    expect(failed).toMatchObject({ mailState: 'pending', mailAttempts: 1, mailError: 'destination address not verified' })
    const next = Date.parse(failed!.mailNextAttemptAt!)
    failWith = null
    // Before its time the cron leaves it; after, it sends it once; a later run sends nothing more.
    await cron(next - MINUTE / 2)
    expect(sent).toHaveLength(0)
    await cron(next + 1)
    await cron(next + retryDelayMs(2) + 1)
    expect(sent).toHaveLength(1)
    expect(await mailOf('Retry Me')).toMatchObject({ mailState: 'sent', mailAttempts: 2, mailError: null })
  })
  it('two attempts at once send it once', async () => {
    failWith = 'down'
    await send({ ...enquiry, contactPerson: 'Twice' })
    failWith = null
    const { id, mailNextAttemptAt } = (await mailOf('Twice'))!
    const at = new Date(Date.parse(mailNextAttemptAt!) + 1)
    await Promise.all([mailMessage(site, id, at), mailMessage(site, id, at), mailMessage(site, id, at)])
    expect(sent).toHaveLength(1)
  })
  it(`after ${MAIL_TRIES} failed attempts it is failed; an operator's retry sends it`, async () => {
    failWith = 'quota exceeded'
    await send({ ...enquiry, contactPerson: 'Gave Up' })
    let at = Date.now()
    for (let attempt = 1; attempt < MAIL_TRIES; attempt++) {
      at += retryDelayMs(attempt) + 1
      await cron(at)
    }
    expect(await mailOf('Gave Up')).toMatchObject({ mailState: 'failed', mailAttempts: MAIL_TRIES, mailError: 'quota exceeded', mailNextAttemptAt: null })
    failWith = null
    const { id } = (await mailOf('Gave Up'))!
    const retry = async (path: string) => {
      const ctx = createExecutionContext()
      const res = await app.fetch(new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { Authorization: 'Bearer test-ops-token' } }), site, ctx)
      await waitOnExecutionContext(ctx)
      return { status: res.status, body: (await res.json()) as { message: string; result?: { mailState: string } } }
    }
    const first = await retry(`/__ops/messages/${id}/retry-mail`)
    expect(first.status).toBe(200)
    expect(first.body.result?.mailState).toBe('sent')
    expect(sent).toHaveLength(1)
    const again = await retry(`/__ops/messages/${id}/retry-mail`)
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(new RegExp(`^Message ${id} was e-mailed at `))
    expect(sent).toHaveLength(1)
  })
})

describe('/__ops/status and /__ops/messages show the e-mail', () => {
  const ops = async (path: string, to: Env) => {
    const res = await app.fetch(new Request(`${ORIGIN}${path}`, { headers: { Authorization: 'Bearer test-ops-token' } }), to, createExecutionContext())
    return res.json<{ result: Record<string, unknown> }>()
  }
  it('status says whether e-mail is set up, and what is missing', async () => {
    expect((await ops('/__ops/status', site)).result.email).toEqual({ configured: true, from: 'website@ventaura.example', recipients: 2 })
    expect((await ops('/__ops/status', withSettings({ NOTIFY_FROM: '' }))).result.email).toEqual({ configured: false, missing: 'NOTIFY_FROM' })
    expect((await ops('/__ops/status', withSettings({ NOTIFY_TO: 'not-an-address' }))).result.email).toEqual({ configured: false, missing: 'a valid address instead of not-an-address' })
  })
  it('each message lists its page and its e-mail state', async () => {
    await send({ ...enquiry, contactPerson: 'Listed' })
    const { records } = (await ops('/__ops/messages', site)).result as { records: Record<string, unknown>[] }
    expect(records[0]).toMatchObject({ contactPerson: 'Listed', pagePath: '/en/productCategory/Venturi_valve/?id=VV-S100', mailState: 'sent', mailAttempts: 1 })
  })
})
