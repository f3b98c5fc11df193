import { env, exports } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { app } from '../../src/app.ts'
import { clientIpHash } from '../../src/api/client-ip-hash.ts'
import { clientNetwork } from '../../src/api/client-network.ts'
import { callApi } from './fixtures/api.ts'
import { eventsNamed } from './fixtures/logs.ts'

const subscription = { source: 'footer', contactPerson: 'Ada', email: 'ada@example.com' }
const send = (ip: string, contactPerson = 'Ada') =>
  callApi('/message', { method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip }, body: JSON.stringify({ ...subscription, contactPerson }) })

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')
async function hmac(secret: string, text: string) {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)))
}
const sha256 = async (text: string) => hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
const storedHash = async (contactPerson: string) =>
  (await env.DB.prepare('SELECT ipHash, createdAt FROM messages WHERE contactPerson = ?').bind(contactPerson).first<{ ipHash: string; createdAt: string }>())!

describe('the stored ipHash is an HMAC keyed with IP_HASH_SECRET of the UTC day and the client network', () => {
  it('is HMAC-SHA-256(IP_HASH_SECRET, "day\\nnetwork"), not a hash anyone holding OPS_TOKEN can recompute', async () => {
    expect((await send('198.51.100.23', 'Hash-1')).status).toBe(200)
    const { ipHash, createdAt } = await storedHash('Hash-1')
    expect(ipHash).toBe(await hmac('test-ip-hash-secret', `${createdAt.slice(0, 10)}\n198.51.100.23`))
    expect(ipHash).not.toBe(await sha256(`${env.OPS_TOKEN}:198.51.100.23`))
    expect(ipHash).not.toBe(await hmac(env.OPS_TOKEN, `${createdAt.slice(0, 10)}\n198.51.100.23`))
  })

  it('the same client is another value the next day and under another secret; OPS_TOKEN plays no part', async () => {
    const headers = new Headers({ 'CF-Connecting-IP': '203.0.113.5' })
    const today = new Date('2026-11-20T23:59:59Z')
    const tomorrow = new Date('2026-11-21T00:00:00Z')
    const hash = await clientIpHash(headers, 'secret', today)
    expect(await clientIpHash(headers, 'secret', new Date('2026-11-20T00:00:00Z'))).toBe(hash)
    expect(await clientIpHash(headers, 'secret', tomorrow)).not.toBe(hash)
    expect(await clientIpHash(headers, 'another secret', today)).not.toBe(hash)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('without IP_HASH_SECRET a message is still stored and rate-limited, with a key of the isolate, and the gap is logged', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const unset = { ...env, IP_HASH_SECRET: '' } as Env
      const post = async () => {
        const ctx = createExecutionContext()
        const res = await app.fetch(
          new Request('http://site.test/api/v1/website/message', { method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.6' }, body: JSON.stringify({ ...subscription, contactPerson: 'No-secret' }) }),
          unset,
          ctx,
        )
        await waitOnExecutionContext(ctx)
        return res.status
      }
      const statuses = []
      for (let i = 0; i < 6; i++) statuses.push(await post())
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
      expect(eventsNamed(warned, 'config.ip_hash_secret_missing')).toHaveLength(1)
      const { ipHash, createdAt } = await storedHash('No-secret')
      // No fixed fallback key (the old default 'ventaura', OPS_TOKEN) that anyone could try.
      for (const guess of ['ventaura', env.OPS_TOKEN]) expect(ipHash).not.toBe(await hmac(guess, `${createdAt.slice(0, 10)}\n203.0.113.6`))
    } finally {
      warned.mockRestore()
    }
  })

  it('operators never see it: not in the JSON listing, not in the CSV', async () => {
    expect((await send('198.51.100.24', 'Hash-2')).status).toBe(200)
    const auth = { headers: { Authorization: 'Bearer test-ops-token' } }
    const json = await (await exports.default.fetch(new Request('http://site.test/__ops/messages', auth))).json<{ result: { records: Record<string, unknown>[] } }>()
    expect(json.result.records.length).toBeGreaterThan(0)
    for (const record of json.result.records) expect(Object.keys(record)).not.toContain('ipHash')
    const { ipHash } = await storedHash('Hash-2')
    const csv = await (await exports.default.fetch(new Request('http://site.test/__ops/messages?format=csv', auth))).text()
    expect(csv).not.toContain('ipHash')
    expect(csv).not.toContain(ipHash)
    expect(JSON.stringify(json)).not.toContain(ipHash)
  })
})

describe('the rate limit counts IPv6 clients by their /64 and IPv4 clients by their address', () => {
  it('8 addresses of one IPv6 /64: 5 × 200, then 429', async () => {
    const statuses = []
    for (let i = 1; i <= 8; i++) statuses.push((await send(`2001:db8:aa:1:${i.toString(16)}::${i}`)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429])
  })

  it('8 addresses in 8 different /64s of one /48: 8 × 200', async () => {
    const statuses = []
    for (let i = 1; i <= 8; i++) statuses.push((await send(`2001:db8:bb:${i}::1`)).status)
    expect(statuses).toEqual(Array(8).fill(200))
  })

  it('neighbouring IPv4 addresses each have their own limit; an IPv4 address written as IPv6 is the same client', async () => {
    for (let i = 0; i < 5; i++) expect((await send('192.0.2.10')).status).toBe(200)
    expect((await send('::ffff:192.0.2.10')).status).toBe(429)
    expect((await send('192.0.2.11')).status).toBe(200)
  })

  it.each([
    ['2001:DB8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::ffff:c000:201', '192.0.2.1'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['unknown', 'unknown'],
  ])('%s is counted as %s', (ip, network) => {
    expect(clientNetwork(ip)).toBe(network)
  })
})

describe('a value that is not an IP address is never a key of its own', () => {
  it.each(['junk1', 'JUNK2', '203.0.113.256', '203.0.0', '2001:db8::g', '', '<script>'])('%j counts as unknown', (value) => {
    expect(clientNetwork(value)).toBe('unknown')
  })

  it('100 posts, each with another made-up CF-Connecting-IP, share one limit: 5 stored, the rest 429', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 100; i++) statuses.push((await send(`junk${i}`, `Junk-${i}`)).status)
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(200))
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]))
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM messages WHERE contactPerson LIKE 'Junk-%'").first<{ n: number }>()
    expect(stored?.n).toBe(5)
  })

  it('so do made-up X-Forwarded-For hops when CF-Connecting-IP is absent', async () => {
    const now = new Date()
    const unknown = await clientIpHash(new Headers(), 'secret', now)
    for (const hop of ['junk', 'a, 203.0.113.9', 'not an address']) expect(await clientIpHash(new Headers({ 'X-Forwarded-For': hop }), 'secret', now)).toBe(unknown)
  })
})
