import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { app } from '../../src/app.ts'
import { HOOK_WINDOW_S, signContentHook } from '../../src/ops/purges/hook-signature.ts'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)

const SECRET = 'test-hook-secret'
const PAGE = '/productCategory/Venturi_valve/?id=VV-S100'

async function settled(path: string, init: RequestInit = {}, bindings: Partial<Env> = {}) {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request(`http://site.test${path}`, { redirect: 'manual', ...init }), { ...env, ...bindings }, ctx)
  const body = await res.text()
  await waitOnExecutionContext(ctx)
  return { res, body }
}

const cacheOf = async (path: string) => (await settled(path)).res.headers.get('X-Page-Cache')
const now = () => Math.floor(Date.now() / 1000)

/** A call of the webhook as a CMS makes it, with what it signs changed as a test needs. */
async function hook(body: string, { signature, seconds = now(), secret = SECRET }: { signature?: string | null; seconds?: number; secret?: string } = {}, bindings: Partial<Env> = {}) {
  const header = signature === undefined ? await signContentHook(secret, body, seconds) : signature
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (header !== null) headers['X-Content-Signature'] = header
  return settled('/__ops/hooks/content', { method: 'POST', headers, body }, bindings)
}

const purgesLogged = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM purge_log WHERE via = 'hook'").first<{ n: number }>())!.n

/** The page, kept; then a refused call; the page must still be a hit and no purge logged. */
async function refusedWith(call: () => Promise<{ res: Response; body: string }>, status: number, message: string | RegExp) {
  await settled(PAGE)
  expect(await cacheOf(PAGE)).toBe('hit')
  const before = await purgesLogged()
  const { res, body } = await call()
  expect(res.status).toBe(status)
  expect(JSON.parse(body).message).toMatch(message)
  expect(await cacheOf(PAGE)).toBe('hit')
  expect(await purgesLogged()).toBe(before)
}

describe('POST /__ops/hooks/content: a signed call from the CMS purges what its record shows', () => {
  it('a product saved in the CMS: its pages render afresh, and the purge is logged as the hook\'s', async () => {
    await settled(PAGE)
    const { res, body } = await hook('{"product":"VV-S100"}')
    expect(res.status, body).toBe(200)
    expect(JSON.parse(body).result.purged.tags).toContain('id:1790000000000030101')
    expect(await cacheOf(PAGE)).toBe('miss')
    expect(await purgesLogged()).toBe(1)
  })
  it('needs no operator token, and an operator token does not replace the signature', async () => {
    await refusedWith(() => settled('/__ops/hooks/content', { method: 'POST', headers: { Authorization: 'Bearer test-ops-token' }, body: '{"product":"VV-S100"}' }), 401, 'X-Content-Signature is missing')
  })
})

describe('the webhook refuses every call it cannot trust, and purges nothing', () => {
  it('a signature under another secret is 401', () => refusedWith(() => hook('{"product":"VV-S100"}', { secret: 'not-the-secret' }), 401, 'The signature does not match the body'))
  it('a body changed after signing is 401', async () => {
    const signature = await signContentHook(SECRET, '{"product":"VV-H200"}', now())
    await refusedWith(() => hook('{"product":"VV-S100"}', { signature }), 401, 'The signature does not match the body')
  })
  it('a malformed header is 401', () => refusedWith(() => hook('{"product":"VV-S100"}', { signature: 'sha256=abc' }), 401, 'X-Content-Signature must read t=<unix seconds>,sha256=<64 hex digits>'))
  it(`a time more than ${HOOK_WINDOW_S / 60} minutes old, or ahead, is 401`, async () => {
    await refusedWith(() => hook('{"product":"VV-S100"}', { seconds: now() - HOOK_WINDOW_S - 5 }), 401, "The signature's time is more than 5 minutes from now")
    await refusedWith(() => hook('{"product":"VV-S100"}', { seconds: now() + HOOK_WINDOW_S + 5 }), 401, "The signature's time is more than 5 minutes from now")
  })
  it('a call replayed within its window is 409', async () => {
    const body = '{"product":"VV-H200"}'
    const signature = await signContentHook(SECRET, body, now())
    expect((await hook(body, { signature })).res.status).toBe(200)
    await refusedWith(() => hook(body, { signature }), 409, 'This call was already taken')
  })
  it('an unknown record is 404', () => refusedWith(() => hook('{"product":"NO-SUCH"}'), 404, 'No product has the code or id NO-SUCH'))
  it('a body that names everything, or nothing it knows, is 400', async () => {
    await refusedWith(() => hook('{"all":true}'), 400, 'The webhook purges what one record shows: name the record, not everything')
    await refusedWith(() => hook(''), 400, 'The webhook purges what one record shows: name the record, not everything')
    await refusedWith(() => hook('{"page":"/"}'), 400, /^page is not a field of a purge/)
  })
  it('a body over 4 KB is 413, before its signature is checked', () => refusedWith(() => hook(JSON.stringify({ url: 'x'.repeat(5000) })), 413, "The webhook's body is at most 4096 bytes"))
  it('without CONTENT_HOOK_SECRET the hook does not exist: 404', () =>
    refusedWith(() => hook('{"product":"VV-S100"}', {}, { CONTENT_HOOK_SECRET: '' }), 404, 'The content webhook is not configured (CONTENT_HOOK_SECRET)'))
})
