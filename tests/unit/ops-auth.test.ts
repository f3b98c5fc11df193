import { createExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { app } from '../../src/app.ts'
import { tokensMatch } from '../../src/ops/operator-request.ts'

const ops = (path: string, { method = 'GET', token }: { method?: string; token?: string } = {}) =>
  exports.default.fetch(new Request(`http://site.test/__ops/${path}`, { method, headers: token === undefined ? {} : { Authorization: token } }))

describe('operator routes need Authorization: Bearer <OPS_TOKEN>', () => {
  it.each([
    ['purge', 'POST'],
    ['status', 'GET'],
    ['messages', 'GET'],
    ['messages/1/retry', 'POST'],
    ['anything', 'GET'],
  ])('%s (%s) without a token answers 401', async (path, method) => {
    const res = await ops(path, { method })
    expect(res.status).toBe(401)
    expect(res.headers.get('WWW-Authenticate')).toBe('Bearer')
    // No shared or browser cache may keep a refusal (or anything else) of an operator route.
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(await res.json()).toEqual({ success: false, message: 'A valid operator token is required' })
  })
  it.each([
    ['purge', 'POST'],
    ['status', 'GET'],
    ['messages', 'GET'],
    ['messages/1/retry', 'POST'],
  ])('%s (%s) with a wrong token, one of another length or no Bearer scheme answers 401', async (path, method) => {
    expect((await ops(path, { method, token: 'Bearer test-ops-tokeN' })).status).toBe(401)
    expect((await ops(path, { method, token: 'Bearer test' })).status).toBe(401)
    expect((await ops(path, { method, token: 'test-ops-token' })).status).toBe(401)
    expect((await ops(path, { method, token: 'Basic test-ops-token' })).status).toBe(401)
  })
  it('the right token passes: the routes answer, an unknown route answers 404', async () => {
    const token = 'Bearer test-ops-token'
    expect((await ops('purge', { method: 'POST', token })).status).toBe(200)
    expect((await ops('status', { token })).status).toBe(200)
    expect((await ops('messages', { token })).status).toBe(200)
    expect((await ops('anything', { token })).status).toBe(404)
  })
  it.each(['bearer test-ops-token', 'BEARER test-ops-token', 'bEaReR   test-ops-token'])(
    'the scheme name is case-insensitive and may be followed by several spaces (RFC 9110 §11.1): %s passes',
    async (token) => {
      expect((await ops('status', { token })).status).toBe(200)
      expect((await ops('purge', { method: 'POST', token })).status).toBe(200)
    },
  )
  it('a scheme that only looks like Bearer is still refused', async () => {
    for (const token of ['Bearertest-ops-token', 'Bearer: test-ops-token', 'xBearer test-ops-token']) expect((await ops('status', { token })).status).toBe(401)
  })
  it('a known route with another method answers 405 with Allow', async () => {
    const token = 'Bearer test-ops-token'
    const get = await ops('purge', { token })
    expect(get.status).toBe(405)
    expect(get.headers.get('Allow')).toBe('POST')
    expect((await ops('messages', { method: 'DELETE', token })).headers.get('Allow')).toBe('GET, HEAD')
    expect((await ops('status', { method: 'POST', token })).headers.get('Allow')).toBe('GET, HEAD')
    expect((await ops('messages/7/retry', { token })).headers.get('Allow')).toBe('POST')
    expect((await ops('messages/7/retry/x', { token })).status).toBe(404)
    expect((await ops('constructor', { token })).status).toBe(404)
  })
  it('tokensMatch compares whole strings', () => {
    expect(tokensMatch('abc', 'abc')).toBe(true)
    expect(tokensMatch('abc', 'abd')).toBe(false)
    expect(tokensMatch('ab', 'abc')).toBe(false)
    expect(tokensMatch('', 'abc')).toBe(false)
  })
})

describe('operator routes exist only when OPS_TOKEN is set', () => {
  it('without OPS_TOKEN every operator route answers 404, whatever the token', async () => {
    const res = await app.fetch(
      new Request('http://site.test/__ops/messages', { headers: { Authorization: 'Bearer ' } }),
      { ...env, OPS_TOKEN: '' },
      createExecutionContext(),
    )
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ success: false, message: 'Operator routes are disabled' })
  })
})
