import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { clientIpHash } from '../../src/api/client-ip-hash.ts'
import { callApi } from './fixtures/api.ts'

let nextIp = 1
/** Each test sends from its own address, so the rate limit of one does not touch another. */
const freshIp = () => `198.51.100.${nextIp++}`

function send(body: unknown, { ip = freshIp(), language, contentType = 'application/json', raw }: { ip?: string; language?: string; contentType?: string; raw?: BodyInit } = {}) {
  return callApi('/message', {
    method: 'POST',
    language,
    headers: { 'Content-Type': contentType, 'CF-Connecting-IP': ip },
    body: raw ?? JSON.stringify(body),
  })
}

const enquiry = {
  source: 'contact-page',
  company: '文拓实验室',
  contactPerson: '王工',
  contactDetails: '138 0000 0000',
  email: 'wang@example.cn',
  content: '联系人：王工\n公司：文拓实验室\n请报价。',
}
const subscription = { source: 'footer', contactPerson: 'Ada', email: 'ada@example.com', content: 'Ada\nada@example.com' }

interface Row {
  id: number
  createdAt: string
  language: string
  variant: string
  source: string
  contactPerson: string
  company: string | null
  contactDetails: string | null
  email: string | null
  content: string
  ipHash: string
  spam: number
}
const rowsFrom = async (ip: string) =>
  (await env.DB.prepare('SELECT * FROM messages WHERE ipHash = ? ORDER BY id').bind(await clientIpHash(new Headers({ 'CF-Connecting-IP': ip }), env.IP_HASH_SECRET, new Date())).all<Row>()).results

describe('a valid message is stored with its time, language, variant and hashed client IP', () => {
  it('an enquiry answers {success: true, message: ""} and becomes a row', async () => {
    const ip = freshIp()
    const before = Date.now()
    const res = await send(enquiry, { ip, language: 'en' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true, message: '' })
    const [row, ...more] = await rowsFrom(ip)
    expect(more).toEqual([])
    expect(row).toMatchObject({ ...enquiry, language: 'en', variant: 'enquiry', spam: 0 })
    expect(Date.parse(row!.createdAt)).toBeGreaterThanOrEqual(before - 1000)
    expect(row!.ipHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row!.ipHash).not.toContain(ip)
  })
  it('a footer subscription is stored as its variant; the language defaults to zh-CN', async () => {
    const ip = freshIp()
    expect((await send(subscription, { ip })).status).toBe(200)
    expect(await rowsFrom(ip)).toMatchObject([{ ...subscription, company: null, contactDetails: null, language: 'zh-CN', variant: 'subscription' }])
  })
  it('a subscription without content stores its name and email as the content', async () => {
    const ip = freshIp()
    expect((await send({ source: 'footer', contactPerson: 'Ada', email: 'ada@example.com' }, { ip })).status).toBe(200)
    expect((await rowsFrom(ip))[0]?.content).toBe('Ada\nada@example.com')
  })
  it('text is trimmed, unknown fields are ignored, Content-Type may carry a charset', async () => {
    const ip = freshIp()
    const res = await send({ ...enquiry, company: '  ACME  ', extra: 'x' }, { ip, contentType: 'application/json; charset=utf-8' })
    expect(res.status).toBe(200)
    expect((await rowsFrom(ip))[0]?.company).toBe('ACME')
  })
  it('the enquiry email is optional (spec §5), and an address when given (issue 35)', async () => {
    const ip = freshIp()
    const { email: _email, ...withoutEmail } = enquiry
    expect((await send(withoutEmail, { ip })).status).toBe(200)
    expect((await send({ ...enquiry, email: '' }, { ip })).status).toBe(200)
    const refused = await send({ ...enquiry, email: 'not-an-email' }, { ip })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toBe('email must be a valid email address')
    expect((await rowsFrom(ip)).map((r) => r.email)).toEqual([null, null])
  })
  it('source is any non-empty text up to 64 characters, stored as given', async () => {
    const ip = freshIp()
    expect((await send({ ...subscription, source: 'x'.repeat(64) }, { ip })).status).toBe(200)
    expect((await rowsFrom(ip))[0]?.source).toBe('x'.repeat(64))
  })
})

describe('NUL, other control characters and bidirectional controls are removed from message fields before they are stored', () => {
  const C0 = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).filter((c) => c !== '\n' && c !== '\t' && c !== '\r').join('')
  const C1 = Array.from({ length: 33 }, (_, i) => String.fromCharCode(0x7f + i)).join('')
  const BIDI = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c'
  it('from every field; newlines and tabs stay', async () => {
    const ip = freshIp()
    const dirty = (text: string) => `${BIDI}${text.slice(0, 1)}${C0}${text.slice(1)}${C1}`
    const res = await send({ ...enquiry, source: dirty('contact-page'), company: dirty('文拓实验室'), contactPerson: `\u202e${'王工'}\u0000`, contactDetails: dirty('138 0000 0000'), email: dirty('wang@example.cn'), content: `${C0}line 1\n\tline 2${BIDI}` }, { ip })
    expect(res.status).toBe(200)
    const [row] = await rowsFrom(ip)
    expect(row).toMatchObject({ ...enquiry, content: 'line 1\n\tline 2' })
  })
  it('a direction mark (LRM, RLM, ALM) before a formula sign is removed, so the sign leads the stored text', async () => {
    const ip = freshIp()
    expect((await send({ ...enquiry, contactPerson: '\u200e=csv5', company: '\u200f+1', contactDetails: '\u061c@x' }, { ip })).status).toBe(200)
    expect((await rowsFrom(ip))[0]).toMatchObject({ contactPerson: '=csv5', company: '+1', contactDetails: '@x' })
  })
  it('a line break sent as CR LF or CR stays one newline', async () => {
    const ip = freshIp()
    expect((await send({ ...enquiry, content: 'a\r\nb\rc\nd' }, { ip })).status).toBe(200)
    expect((await rowsFrom(ip))[0]?.content).toBe('a\nb\nc\nd')
  })
  it('a field of nothing but such characters is missing: 400, nothing stored', async () => {
    const ip = freshIp()
    const res = await send({ ...enquiry, contactPerson: `\u0000${BIDI}` }, { ip })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ success: false, message: 'contactPerson is required' })
    expect(await rowsFrom(ip)).toEqual([])
  })
})

describe('a required field needs a visible character: one of only invisible characters is missing', () => {
  it.each([
    ['zero-width spaces', '\u200b\u200b'],
    ['a zero-width joiner and non-joiner', '\u200d\u200c'],
    ['a word joiner and a byte-order mark', '\u2060\ufeff'],
    ['soft hyphens', '\u00ad\u00ad'],
    ['a Hangul filler', '\u3164'],
    ['a combining accent alone', '\u0301'],
    ['direction marks and spaces', '\u200e \u200f\u061c'],
  ])('a company of %s: 400 "company is required", nothing stored', async (_name, company) => {
    const ip = freshIp()
    const res = await send({ ...enquiry, company }, { ip })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ success: false, message: 'company is required' })
    expect(await rowsFrom(ip)).toEqual([])
  })
  it('a visible character among them is enough, and is stored as sent', async () => {
    const ip = freshIp()
    expect((await send({ ...enquiry, company: 'A\u200bB' }, { ip })).status).toBe(200)
    expect((await rowsFrom(ip))[0]?.company).toBe('A\u200bB')
  })
})

describe('limits count characters (code points), not UTF-16 units', () => {
  const emoji = '😀'
  it('200 emoji are 200 characters: stored whole', async () => {
    const ip = freshIp()
    const res = await send({ ...enquiry, company: emoji.repeat(200), contactPerson: '𠀀'.repeat(200) }, { ip })
    expect(res.status).toBe(200)
    const [row] = await rowsFrom(ip)
    expect(row?.company).toBe(emoji.repeat(200))
    expect(row?.contactPerson).toBe('𠀀'.repeat(200))
  })
  it('201 emoji are one too many: 400 "at most 200 characters"', async () => {
    const ip = freshIp()
    const res = await send({ ...enquiry, company: emoji.repeat(201) }, { ip })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ success: false, message: 'company must be at most 200 characters' })
    expect(await rowsFrom(ip)).toEqual([])
  })
  it('content takes 5000 emoji, not 5001', async () => {
    expect((await send({ ...enquiry, content: emoji.repeat(5000) })).status).toBe(200)
    expect((await send({ ...enquiry, content: emoji.repeat(5001) })).status).toBe(400)
  })
})

describe('half a character (a lone surrogate escape in the JSON) is refused with 400, never stored as replacement characters', () => {
  it.each([
    ['a lone high surrogate', '\\ud800x'],
    ['a lone low surrogate', 'x\\udc00'],
    ['two high surrogates', '\\ud83d\\ud83d'],
  ])('%s in company', async (_name, escaped) => {
    const ip = freshIp()
    const raw = JSON.stringify({ ...enquiry, company: 'COMPANY' }).replace('COMPANY', escaped)
    const res = await send(undefined, { ip, raw })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ success: false, message: 'company must be valid Unicode text: it has half a surrogate pair' })
    expect(await rowsFrom(ip)).toEqual([])
  })
  it('a pair of surrogate escapes is one character, and is stored', async () => {
    const ip = freshIp()
    const raw = JSON.stringify({ ...enquiry, company: 'COMPANY' }).replace('COMPANY', 'Lab \\ud83d\\ude00')
    expect((await send(undefined, { ip, raw })).status).toBe(200)
    expect((await rowsFrom(ip))[0]?.company).toBe('Lab 😀')
  })
})

describe('the rules of spec §5 are checked on the server: 400 naming the problem, nothing stored', () => {
  it.each([
    ['an enquiry without company', { ...enquiry, company: undefined, contactDetails: '1' }, 'company is required'],
    ['an enquiry with a blank contact person', { ...enquiry, contactPerson: '   ' }, 'contactPerson is required'],
    ['an enquiry without contact details', { ...enquiry, contactDetails: '' }, 'contactDetails is required'],
    ['an enquiry without content', { ...enquiry, content: undefined }, 'content is required'],
    ['a subscription without a name', { ...subscription, contactPerson: undefined }, 'contactPerson is required'],
    ['a subscription without an email', { ...subscription, email: '' }, 'email is required'],
    ['a subscription with a malformed email', { ...subscription, email: 'ada@example' }, 'email must be a valid email address'],
    ['a subscription with a one-letter top-level domain', { ...subscription, email: 'ada@example.c' }, 'email must be a valid email address'],
    ['a message without source', { ...subscription, source: undefined }, 'source is required'],
    ['a source over 64 characters', { ...subscription, source: 'x'.repeat(65) }, 'source must be at most 64 characters'],
    ['content over 5000 characters', { ...enquiry, content: 'x'.repeat(5001) }, 'content must be at most 5000 characters'],
    ['a number where text belongs', { ...enquiry, contactDetails: 13800000000 }, 'contactDetails must be text'],
    ['a JSON array', [enquiry], 'The body must be a JSON object'],
    ['JSON null', null, 'The body must be a JSON object'],
  ])('%s', async (_name, body, message) => {
    const ip = freshIp()
    const res = await send(body, { ip })
    expect(res.status).toBe(400)
    const answer = await res.json<{ success: boolean; message: string }>()
    expect(answer.success).toBe(false)
    expect(answer.message).toContain(message)
    expect(await rowsFrom(ip)).toEqual([])
  })
  it('reports every problem at once', async () => {
    const res = await send({ source: 'contact', company: '' })
    expect((await res.json<{ message: string }>()).message).toBe(
      'company is required; contactPerson is required; contactDetails is required; content is required',
    )
  })
})

describe('malformed JSON or another content type answers 400', () => {
  it.each([
    ['malformed JSON', { raw: '{"source": ' }, 'The body is not valid JSON'],
    ['an empty body', { raw: '' }, 'The body is not valid JSON'],
    ['text/plain', { contentType: 'text/plain' }, 'Content-Type must be application/json'],
    ['a form post', { contentType: 'application/x-www-form-urlencoded' }, 'Content-Type must be application/json'],
    ['application/jsonp', { contentType: 'application/jsonp' }, 'Content-Type must be application/json'],
    ['invalid UTF-8', { raw: new Uint8Array([0x7b, 0xff, 0x7d]) }, 'The body is not valid UTF-8'],
  ])('%s', async (_name, options, message) => {
    const res = await send(enquiry, options)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ success: false, message })
  })
})

describe('a body over 32 KB answers 413', () => {
  const big = JSON.stringify({ ...enquiry, content: 'x'.repeat(32 * 1024) })
  it('when Content-Length says so', async () => {
    const res = await send(undefined, { raw: big })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ success: false, message: 'The body must be at most 32768 bytes' })
  })
  it('when a streamed body without Content-Length grows past it', async () => {
    const bytes = new TextEncoder().encode(big)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 4096) controller.enqueue(bytes.slice(at, at + 4096))
        controller.close()
      },
    })
    const res = await send(undefined, { raw: stream })
    expect(res.status).toBe(413)
  })
  it('exactly 32 KB passes the size check', async () => {
    const padding = 32 * 1024 - new TextEncoder().encode(JSON.stringify({ ...enquiry, content: '' })).length
    const body = JSON.stringify({ ...enquiry, content: 'x'.repeat(padding) })
    expect(new TextEncoder().encode(body).length).toBe(32 * 1024)
    // Content is limited to 5000 characters, so the body is valid JSON of the right size but fails validation, not the size check.
    expect((await send(undefined, { raw: body })).status).toBe(400)
  })
})

describe('more than 5 messages a minute from one client answer 429 with Retry-After', () => {
  it('the sixth within a minute is refused and not stored; another client is not affected', async () => {
    const ip = freshIp()
    for (let i = 0; i < 5; i++) expect((await send(subscription, { ip })).status).toBe(200)
    const refused = await send(subscription, { ip })
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(await refused.json()).toEqual({ success: false, message: expect.stringContaining('at most 5 a minute') })
    expect(await rowsFrom(ip)).toHaveLength(5)
    expect((await send(subscription)).status).toBe(200)
  })
  it('Retry-After counts the seconds until the oldest of the five is a minute old; older messages do not count', async () => {
    const ip = freshIp()
    const hash = await clientIpHash(new Headers({ 'CF-Connecting-IP': ip }), env.IP_HASH_SECRET, new Date())
    const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString()
    const insert = env.DB.prepare(
      "INSERT INTO messages (createdAt, language, variant, source, contactPerson, content, ipHash) VALUES (?, 'zh-CN', 'subscription', 'footer', 'x', 'x', ?)",
    )
    await env.DB.batch([90, 61, 40, 30, 20, 10].map((ago) => insert.bind(at(ago), hash)))
    // Four in the last minute: one more is fine.
    expect((await send(subscription, { ip })).status).toBe(200)
    const refused = await send(subscription, { ip })
    expect(refused.status).toBe(429)
    // The oldest within the minute is 40 s old: free again in about 20 s.
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(19)
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(21)
  })
  it('X-Forwarded-For identifies the client when CF-Connecting-IP is absent', async () => {
    const headers = new Headers({ 'X-Forwarded-For': '203.0.113.9, 10.0.0.1' })
    const now = new Date()
    expect(await clientIpHash(headers, 'secret', now)).toBe(await clientIpHash(new Headers({ 'CF-Connecting-IP': '203.0.113.9' }), 'secret', now))
    expect(await clientIpHash(headers, 'secret', now)).not.toBe(await clientIpHash(headers, 'other secret', now))
  })
})

describe('a filled honeypot is stored flagged as spam, answered like any message', () => {
  it('website filled → spam 1, website empty → spam 0', async () => {
    const ip = freshIp()
    const spam = await send({ ...enquiry, website: 'http://spam.example' }, { ip })
    expect(spam.status).toBe(200)
    expect(await spam.json()).toEqual({ success: true, message: '' })
    expect((await send({ ...enquiry, website: '' }, { ip })).status).toBe(200)
    expect((await rowsFrom(ip)).map((r) => r.spam)).toEqual([1, 0])
  })
})
