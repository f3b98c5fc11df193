import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { tokensMatch } from '../../src/ops/require-ops-token.ts'

const ops = (headers: HeadersInit = {}) => exports.default.fetch(new Request('http://site.test/__ops/anything', { headers }))

describe('operator routes need Authorization: Bearer <OPS_TOKEN>', () => {
  it('no token answers 401', async () => {
    const res = await ops()
    expect(res.status).toBe(401)
    expect(res.headers.get('WWW-Authenticate')).toBe('Bearer')
  })
  it('a wrong token, or one of another length, answers 401', async () => {
    expect((await ops({ Authorization: 'Bearer test-ops-tokeN' })).status).toBe(401)
    expect((await ops({ Authorization: 'Bearer test' })).status).toBe(401)
    expect((await ops({ Authorization: 'test-ops-token' })).status).toBe(401)
  })
  it('the right token passes (an unknown operator route then answers 404)', async () => {
    expect((await ops({ Authorization: 'Bearer test-ops-token' })).status).toBe(404)
  })
  it('tokensMatch compares whole strings', () => {
    expect(tokensMatch('abc', 'abc')).toBe(true)
    expect(tokensMatch('abc', 'abd')).toBe(false)
    expect(tokensMatch('ab', 'abc')).toBe(false)
    expect(tokensMatch('', 'abc')).toBe(false)
  })
})
