/**
 * Simultaneous requests for one URL, each a request of its own (`exports.default.fetch`: its own I/O
 * context, as visitors' requests are). Workerd forbids a request to touch another's streams: what they share
 * must be bytes, whatever kind of answer the first of them produced.
 */
import { exports } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PAGE_FRESH_FOR } from '../../src/http/page-cache.ts'
import { seedContent } from './setup/seed-content.ts'
import { withTablesAway } from './setup/tables-away.ts'

beforeAll(seedContent)
afterEach(() => vi.restoreAllMocks())

const get = (path: string, method = 'GET') => exports.default.fetch(new Request(`http://site.test${path}`, { method, redirect: 'manual' }))
const purge = () => exports.default.fetch(new Request('http://site.test/__ops/purge', { method: 'POST', headers: { Authorization: 'Bearer test-ops-token' } }))

/** 16 requests for `path` at once; every answer is read once all have their headers (as wrk's connections do). */
async function sixteenAtOnce(path: string, method = 'GET') {
  const answers = await Promise.all(Array.from({ length: 16 }, () => get(path, method)))
  const bodies = await Promise.all(answers.map((res) => res.text()))
  return {
    statuses: answers.map((res) => res.status),
    states: answers.map((res) => res.headers.get('X-Page-Cache')),
    locations: new Set(answers.map((res) => res.headers.get('Location'))),
    bodies: new Set(bodies),
    body: bodies[0] ?? '',
  }
}

const count = (states: (string | null)[], state: string) => states.filter((s) => s === state).length

describe('16 simultaneous requests for one URL all get the right status and the same body', () => {
  it('a fresh render: one render streamed to the first, its bytes to the other 15', async () => {
    await purge()
    const { statuses, states, bodies, body } = await sixteenAtOnce('/product')
    expect(statuses).toEqual(Array(16).fill(200))
    expect(count(states, 'miss')).toBe(1)
    expect(count(states, 'shared')).toBe(15)
    expect(bodies.size).toBe(1)
    expect(body).toContain('</html>')
  })

  it('the canonical copy (an unknown ?id=, another spelling of the path): one lookup, the same page for all', async () => {
    await purge()
    const canonical = await (await get('/productCategory/sensor/')).text()
    for (const path of ['/productCategory/sensor/?id=nope', '/PRODUCTCATEGORY/sensor']) {
      const { statuses, states, bodies, body } = await sixteenAtOnce(path)
      expect(statuses, path).toEqual(Array(16).fill(200))
      expect(count(states, 'hit'), path).toBe(1)
      expect(count(states, 'shared'), path).toBe(15)
      expect(bodies.size, path).toBe(1)
      expect(body, path).toBe(canonical)
    }
  })

  it('HEAD requests for another spelling of a page: the same status, none held back by an unread body', async () => {
    await purge()
    await (await get('/productCategory/sensor/')).text()
    const { statuses, bodies } = await sixteenAtOnce('/productcategory/sensor', 'HEAD')
    expect(statuses).toEqual(Array(16).fill(200))
    expect([...bodies]).toEqual([''])
  })

  it('the sitemap, made as one string', async () => {
    await purge()
    const { statuses, bodies, body } = await sixteenAtOnce('/sitemap.xml')
    expect(statuses).toEqual(Array(16).fill(200))
    expect(bodies.size).toBe(1)
    expect(body).toContain('</urlset>')
  })

  it('a stale copy, served while a section’s data cannot be had', async () => {
    await purge()
    const cached = await (await get('/en/AccessHcs')).text()
    // Let the cache write of that render finish.
    await new Promise((resolve) => setTimeout(resolve, 100))
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + (PAGE_FRESH_FOR + 1) * 1000)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await withTablesAway(['certificates'], async () => {
      const { statuses, states, bodies, body } = await sixteenAtOnce('/en/AccessHcs')
      expect(statuses).toEqual(Array(16).fill(200))
      expect(count(states, 'stale')).toBe(1)
      expect(count(states, 'shared')).toBe(15)
      expect(bodies.size).toBe(1)
      expect(body).toBe(cached)
    })
  })

  it('the 404 page from the cache', async () => {
    await purge()
    const notFound = await (await get('/productCategory/no_such_category/')).text()
    const { statuses, bodies, body } = await sixteenAtOnce('/productCategory/another_unknown/')
    expect(statuses).toEqual(Array(16).fill(404))
    expect(bodies.size).toBe(1)
    expect(body).toBe(notFound)
  })

  it('a redirect a page decides (the brochure’s old address)', async () => {
    await purge()
    const { statuses, locations, bodies } = await sixteenAtOnce('/File/Corporate_Brochure')
    expect(statuses).toEqual(Array(16).fill(301))
    expect([...locations]).toEqual(['/pdf/Corporate_Brochure'])
    expect([...bodies]).toEqual([''])
  })
})
