import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../src/app.ts'
import { forgetAccessKeys, KEYS_KEPT_MS } from '../../src/ops/console/access-jwt.ts'
import { SESSION_MS } from '../../src/ops/console/session.ts'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)
afterEach(() => vi.restoreAllMocks())

const ORIGIN = 'http://site.test'

interface Answer {
  res: Response
  body: string
}

async function request(path: string, init: RequestInit = {}, site: Env = env): Promise<Answer> {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), site, ctx)
  const body = await res.text()
  await waitOnExecutionContext(ctx)
  return { res, body }
}

/** A browser's cookie jar, as much of one as the console needs. */
class Browser {
  cookies = new Map<string, string>()
  constructor(readonly site: Env = env) {}
  private keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const [name = '', value = ''] = pair.split('=')
      if (/Max-Age=0/.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
  private headers(extra: Record<string, string> = {}) {
    return { ...extra, ...(this.cookies.size ? { Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}) }
  }
  async get(path: string): Promise<Answer> {
    const answer = await request(path, { headers: this.headers() }, this.site)
    this.keep(answer.res)
    return answer
  }
  async post(path: string, fields: Record<string, string>): Promise<Answer> {
    const answer = await request(path, { method: 'POST', headers: this.headers({ 'Content-Type': 'application/x-www-form-urlencoded' }), body: new URLSearchParams(fields).toString() }, this.site)
    this.keep(answer.res)
    return answer
  }
  /** Signs in through the form, as a person does. */
  async signIn(token = 'test-ops-token', base = '/__ops'): Promise<Answer> {
    const form = await this.get(`${base}/sign-in`)
    return this.post(`${base}/sign-in`, { token, csrf: hidden(form.body, 'csrf') })
  }
}

/** A hidden field's value in a page. */
function hidden(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html)
  if (!match?.[1]) throw new Error(`no hidden ${name}`)
  return match[1]
}

describe('the console asks whoever is not signed in to sign in with OPS_TOKEN', () => {
  it('/__ops/ sends to the sign-in form, in Chinese; /en/__ops/ in English', async () => {
    const zh = await request('/__ops/')
    expect(zh.res.status).toBe(303)
    expect(zh.res.headers.get('Location')).toBe('/__ops/sign-in?back=%2F__ops%2F')
    const form = await request('/__ops/sign-in')
    expect(form.res.status).toBe(200)
    expect(form.body).toContain('<html lang="zh-CN">')
    expect(form.body).toContain('登录运维控制台')
    const en = await request('/en/__ops/sign-in')
    expect(en.body).toContain('<html lang="en">')
    expect(en.body).toContain('Sign in to the operator console')
  })
  it('every answer is no-store and noindex, under the site\'s CSP', async () => {
    const { res, body } = await request('/__ops/sign-in')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'")
    expect(body).toContain('<meta name="robots" content="noindex, nofollow"/>')
  })
  it('the right token sets a signed HttpOnly SameSite=Strict session cookie that expires, and leads back', async () => {
    const browser = new Browser()
    const form = await browser.get('/__ops/sign-in?back=%2F__ops%2Finbox')
    const res = (await browser.post('/__ops/sign-in', { token: 'test-ops-token', csrf: hidden(form.body, 'csrf'), back: hidden(form.body, 'back') })).res
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/__ops/inbox')
    const session = res.headers.getSetCookie().find((line) => line.startsWith('ops-session='))
    expect(session).toMatch(new RegExp(`^ops-session=\\d{13}\\.[0-9a-f]{64}; Path=/; Max-Age=${SESSION_MS / 1000}; HttpOnly; SameSite=Strict$`))
    expect((await browser.get('/__ops/inbox')).res.status).toBe(200)
  })
  it('on https the cookies are Secure and __Host-', async () => {
    const form = await app.fetch(new Request('https://site.test/__ops/sign-in'), env, createExecutionContext())
    expect(form.headers.getSetCookie()[0]).toMatch(/^__Host-ops-sign-in=[0-9a-f]{32}; Path=\/; Max-Age=3600; HttpOnly; SameSite=Strict; Secure$/)
  })
  it('a wrong token, or a form without its own CSRF value, signs nobody in', async () => {
    const browser = new Browser()
    const wrong = await browser.signIn('not-the-token')
    expect(wrong.res.headers.get('Location')).toBe('/__ops/sign-in?problem=token')
    expect((await browser.get('/__ops/sign-in?problem=token')).body).toContain('令牌不正确。')
    expect(browser.cookies.has('ops-session')).toBe(false)
    // Another site's form: it cannot know the value of the sign-in cookie.
    const forged = await request('/__ops/sign-in', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'token=test-ops-token&csrf=abc' })
    expect(forged.res.headers.get('Location')).toBe('/__ops/sign-in?problem=csrf')
    expect(forged.res.headers.getSetCookie()).toEqual([])
  })
  it('a forged, altered or expired session cookie is refused', async () => {
    const browser = new Browser()
    await browser.signIn()
    const [expires, signature] = browser.cookies.get('ops-session')!.split('.')
    const tries = [`${Number(expires) + 1}.${signature}`, `${expires}.${'0'.repeat(64)}`, 'garbage']
    for (const value of tries) expect((await request('/__ops/', { headers: { Cookie: `ops-session=${value}` } })).res.status, value).toBe(303)
    vi.spyOn(Date, 'now').mockReturnValue(Number(expires) + 1)
    const later = await request('/__ops/', { headers: { Cookie: `ops-session=${expires}.${signature}` } })
    expect(later.res.headers.get('Location')).toBe('/__ops/sign-in?expired=1&back=%2F__ops%2F')
  })
  it('sign-out ends the session in this browser', async () => {
    const browser = new Browser()
    await browser.signIn()
    const status = await browser.get('/__ops/')
    const out = await browser.post('/__ops/sign-out', { csrf: hidden(status.body, 'csrf') })
    expect(out.res.status).toBe(303)
    expect(browser.cookies.has('ops-session')).toBe(false)
    expect((await browser.get('/__ops/')).res.status).toBe(303)
  })
  it('without OPS_TOKEN there is no console', async () => {
    const { res } = await request('/__ops/sign-in', {}, { ...env, OPS_TOKEN: '' })
    expect(res.status).toBe(404)
  })
})

describe('the console\'s pages, signed in, in both languages', () => {
  let browser: Browser
  beforeEach(async () => {
    browser = new Browser()
    await browser.signIn()
  })
  it('status: the content source, the bundles, the cron, the messages and the e-mail in words', async () => {
    const zh = await browser.get('/__ops/')
    expect(zh.res.status).toBe(200)
    for (const text of ['网站状态', '内置数据库（D1）', '定时任务', '邮件通知', '未设置：缺少 NOTIFY_TO']) expect(zh.body).toContain(text)
    const en = await browser.get('/en/__ops/')
    for (const text of ['Site status', 'Built-in database (D1)', 'not set up: NOTIFY_TO is missing']) expect(en.body).toContain(text)
  })
  it('inbox: newest first, filtered by state and kind, searched by name, company or e-mail; one message in full', async () => {
    await env.DB.prepare('DELETE FROM messages').run()
    const insert = env.DB.prepare(
      "INSERT INTO messages (createdAt, language, variant, source, contactPerson, company, contactDetails, email, content, deliveryState, lastError) VALUES (?, 'en', ?, 'contact', ?, ?, '1', ?, ?, ?, ?)",
    )
    await env.DB.batch([
      insert.bind('2026-12-01T10:00:00Z', 'enquiry', 'Ada', 'Helix 100%', 'ada@helix.example', 'Quote <b>please</b>', 'failed', 'CMS said 400'),
      insert.bind('2026-12-01T11:00:00Z', 'subscription', 'Lin', null, 'lin@lab.example', 'Lin', 'delivered', null),
      insert.bind('2026-12-01T12:00:00Z', 'enquiry', 'Bo', 'Acme', 'bo@acme.example', 'Hello', 'delivered', null),
      insert.bind('2026-12-01T09:00:00Z', 'subscription', '', null, 'anon@lab.example', '', 'delivered', null),
    ])
    const all = await browser.get('/en/__ops/inbox')
    expect(all.body.indexOf('>Bo · Acme<')).toBeLessThan(all.body.indexOf('>Ada · Helix 100%<'))
    expect(all.body).toContain('4 in all')
    // A row is one link to its message, named by its sender, else by the address alone.
    expect(all.body).toMatch(/<a href="\/en\/__ops\/inbox\/\d+">anon@lab\.example<\/a><\/td>/)
    const failed = await browser.get('/en/__ops/inbox?state=failed')
    expect(failed.body).toContain('Ada · Helix 100%')
    expect(failed.body).not.toContain('Bo · Acme')
    expect((await browser.get('/en/__ops/inbox?kind=subscription')).body).toContain('>Lin<')
    expect((await browser.get('/en/__ops/inbox?kind=subscription')).body).not.toContain('Ada')
    // The search is literal: % is not a wildcard.
    expect((await browser.get('/en/__ops/inbox?q=100%25')).body).toContain('1 in all')
    expect((await browser.get('/en/__ops/inbox?q=%25')).body).toContain('1 in all')
    expect((await browser.get('/en/__ops/inbox?q=acme.example')).body).toContain('Bo · Acme')
    // An unknown filter value is as if it were not given.
    expect((await browser.get('/en/__ops/inbox?state=bogus&page=x')).body).toContain('4 in all')
    const { id } = (await env.DB.prepare("SELECT id FROM messages WHERE contactPerson = 'Ada'").first<{ id: number }>())!
    const one = await browser.get(`/en/__ops/inbox/${id}`)
    expect(one.res.status).toBe(200)
    expect(one.body).toContain('Quote &lt;b&gt;please&lt;/b&gt;')
    expect(one.body).toContain('Last error: CMS said 400')
    expect(one.body).toContain('Deliver to the CMS again')
    expect((await browser.get('/en/__ops/inbox/999999')).res.status).toBe(404)
  })
  it('retry delivery is a POST with the CSRF token; without it nothing is done', async () => {
    await env.DB.prepare('DELETE FROM messages').run()
    await env.DB.prepare(
      "INSERT INTO messages (createdAt, language, variant, source, contactPerson, company, contactDetails, email, content, deliveryState, lastError) VALUES ('2026-12-01T10:00:00Z', 'zh-CN', 'enquiry', 'contact', 'Wang', 'W Labs', '1', NULL, 'hi', 'failed', 'x')",
    ).run()
    const { id } = (await env.DB.prepare("SELECT id FROM messages WHERE contactPerson = 'Wang'").first<{ id: number }>())!
    const page = await browser.get(`/__ops/inbox/${id}`)
    const refused = await browser.post(`/__ops/inbox/${id}/retry`, { csrf: 'f'.repeat(64) })
    expect(refused.res.status).toBe(403)
    expect((await env.DB.prepare('SELECT deliveryState FROM messages WHERE id = ?').bind(id).first<{ deliveryState: string }>())?.deliveryState).toBe('failed')
    const done = await browser.post(`/__ops/inbox/${id}/retry`, { csrf: hidden(page.body, 'csrf') })
    expect(done.res.status).toBe(303)
    // Without a CMS, D1 is the destination: retried, it is delivered.
    expect((await browser.get(done.res.headers.get('Location')!)).body).toContain('已重新尝试：已送达')
  })
  it('the CSV download is the existing export', async () => {
    const { res, body } = await browser.get('/__ops/inbox.csv')
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="messages.csv"')
    // (text() reads past the byte-order mark the export starts with.)
    expect(body.startsWith('id,createdAt,')).toBe(true)
    expect((await request('/__ops/inbox.csv')).res.status).toBe(303)
  })
  it('content: a purge of one product from the form, logged and listed as the console\'s', async () => {
    const page = await browser.get('/en/__ops/content')
    const done = await browser.post('/en/__ops/content/purge', { csrf: hidden(page.body, 'csrf'), kind: 'product', code: 'VV-S100' })
    expect(done.res.status).toBe(303)
    const after = await browser.get(done.res.headers.get('Location')!)
    expect(after.body).toContain('Purged: Product VV-S100')
    expect(after.body).toMatch(/<td data-label="What">Product VV-S100<\/td><td data-label="By">console<\/td>/)
    const unknown = await browser.post('/en/__ops/content/purge', { csrf: hidden(page.body, 'csrf'), kind: 'product', code: 'NOPE' })
    expect((await browser.get(unknown.res.headers.get('Location')!)).body).toContain('The purge did not finish: No product has the code or id NOPE')
  })
})

describe('with Cloudflare Access in front, the console takes only requests Access signed', () => {
  const TEAM = 'ventaura.cloudflareaccess.com'
  const AUD = 'aud-1234567890'
  let keys: CryptoKeyPair
  let certsAnswer: () => Response
  let certCalls: number
  const site = () => ({ ...env, ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD }) as unknown as Env

  const b64 = (data: string | ArrayBuffer) =>
    btoa(typeof data === 'string' ? data : String.fromCharCode(...new Uint8Array(data)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')

  async function jwt(claims: Record<string, unknown>, { kid = 'key-1', key = keys.privateKey }: { kid?: string; key?: CryptoKey } = {}) {
    const now = Math.floor(Date.now() / 1000)
    const head = b64(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }))
    const body = b64(JSON.stringify({ aud: [AUD], iss: `https://${TEAM}`, exp: now + 600, iat: now, sub: 'user-1', email: 'ops@ventaura.example', ...claims }))
    const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', key, new TextEncoder().encode(`${head}.${body}`))
    return `${head}.${body}.${b64(signature)}`
  }

  beforeEach(async () => {
    forgetAccessKeys()
    keys = (await crypto.subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['sign', 'verify'])) as CryptoKeyPair
    const jwk = (await crypto.subtle.exportKey('jwk', keys.publicKey)) as JsonWebKey
    certsAnswer = () => Response.json({ keys: [{ kid: 'key-1', kty: 'RSA', alg: 'RS256', n: jwk.n, e: jwk.e }] })
    certCalls = 0
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new Request(input).url
      if (url !== `https://${TEAM}/cdn-cgi/access/certs`) throw new Error(`unexpected fetch ${url}`)
      certCalls++
      return certsAnswer()
    })
  })

  const withToken = async (token?: string) => request('/__ops/', token ? { headers: { 'Cf-Access-Jwt-Assertion': token } } : {}, site())

  it('a valid token opens the console, naming who; no sign-in form, no session cookie', async () => {
    const { res, body } = await withToken(await jwt({}))
    expect(res.status).toBe(200)
    expect(body).toContain('已登录：ops@ventaura.example')
    expect(res.headers.getSetCookie()).toEqual([])
    expect((await request('/__ops/sign-in', {}, site())).res.status).toBe(403)
  })
  it('the keys are fetched once and kept', async () => {
    await withToken(await jwt({}))
    await withToken(await jwt({}))
    expect(certCalls).toBe(1)
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + KEYS_KEPT_MS + 1000)
    await withToken(await jwt({}))
    expect(certCalls).toBe(2)
  })
  it.each([
    ['no token', async () => undefined, 403, 'the request carries no Access token'],
    ['an expired token', () => jwt({ exp: Math.floor(Date.now() / 1000) - 120 }), 403, 'The Access token has expired'],
    ['another audience', () => jwt({ aud: ['someone-else'] }), 403, 'The Access token is for another application'],
    ['another team', () => jwt({ iss: 'https://evil.cloudflareaccess.com' }), 403, 'The Access token is from another team'],
    ['an unknown key', () => jwt({}, { kid: 'key-2' }), 403, 'signed by a key the team does not have'],
    ['not a JWT', async () => 'abc.def', 403, 'The Access token is not a JWT'],
  ])('%s is refused', async (_name, token, status, message) => {
    const { res, body } = await withToken(await token())
    expect(res.status).toBe(status)
    expect(body).toContain(message)
  })
  it('a token signed by another key with the team\'s kid is refused', async () => {
    const other = (await crypto.subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['sign', 'verify'])) as CryptoKeyPair
    const { res, body } = await withToken(await jwt({}, { key: other.privateKey }))
    expect(res.status).toBe(403)
    expect(body).toContain('signature is not valid')
  })
  it('when the keys cannot be fetched, nobody is let in', async () => {
    certsAnswer = () => new Response('down', { status: 502 })
    const { res, body } = await withToken(await jwt({}))
    expect(res.status).toBe(503)
    expect(body).toContain('The Access keys cannot be fetched just now')
  })
})
