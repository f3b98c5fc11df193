import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { csvCell } from '../../src/ops/messages-csv.ts'
import { callApi } from './fixtures/api.ts'

const AUTH = { Authorization: 'Bearer test-ops-token' }
const listing = (query = '') => exports.default.fetch(new Request(`http://site.test/__ops/messages${query}`, { headers: AUTH }))

interface Listed {
  id: number
  createdAt: string
  variant: string
  contactPerson: string
  content: string
  language: string
  spam: boolean
  deliveryState: string
  deliveryAttempts: number
  deliveredAt: string | null
  lastError: string | null
  nextAttemptAt: string | null
}

const sent = [
  { source: 'footer', contactPerson: 'First', email: 'first@example.com' },
  { source: 'contact', company: 'ACME, "Labs"', contactPerson: 'Second', contactDetails: '1', content: 'line 1\nline 2' },
  { source: 'contact', company: 'X', contactPerson: '=HYPERLINK("http://evil")', contactDetails: '+86 1', content: '@SUM(A1)', website: 'bot' },
]

beforeAll(async () => {
  for (const [i, body] of sent.entries()) {
    const res = await callApi('/message', {
      method: 'POST',
      language: i === 1 ? 'en' : undefined,
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `192.0.2.${i}` },
      body: JSON.stringify(body),
    })
    if (res.status !== 200) throw new Error(await res.text())
  }
})

describe('GET /__ops/messages lists stored messages newest first as JSON', () => {
  it('every message with its meta data, spam flagged', async () => {
    const res = await listing()
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const { success, result } = await res.json<{ success: boolean; result: { records: Listed[]; total: number } }>()
    expect(success).toBe(true)
    expect(result.total).toBe(3)
    expect(result.records.map((m) => m.contactPerson)).toEqual(['=HYPERLINK("http://evil")', 'Second', 'First'])
    expect(result.records.map((m) => [m.variant, m.language, m.spam])).toEqual([
      ['enquiry', 'zh-CN', true],
      ['enquiry', 'en', false],
      ['subscription', 'zh-CN', false],
    ])
    expect(result.records[2]?.content).toBe('First\nfirst@example.com')
  })
  it('?limit and ?before page back through them', async () => {
    const first = await (await listing('?limit=2')).json<{ result: { records: Listed[]; total: number } }>()
    expect(first.result.records.map((m) => m.contactPerson)).toEqual(['=HYPERLINK("http://evil")', 'Second'])
    expect(first.result.total).toBe(3)
    const next = await (await listing(`?limit=2&before=${first.result.records[1]!.id}`)).json<{ result: { records: Listed[] } }>()
    expect(next.result.records.map((m) => m.contactPerson)).toEqual(['First'])
  })
  it("each with its delivery state: without a CMS delivered when stored, spam withheld; the rate limit's hash is not shown", async () => {
    const { result } = await (await listing()).json<{ result: { records: Listed[] } }>()
    for (const m of result.records) expect(m).not.toHaveProperty('ipHash')
    const states = result.records.map(({ deliveryState, deliveryAttempts, deliveredAt, lastError, nextAttemptAt, createdAt }) => ({
      deliveryState,
      deliveryAttempts,
      deliveredAt: deliveredAt === createdAt ? 'when stored' : deliveredAt,
      lastError,
      nextAttemptAt,
    }))
    expect(states).toEqual([
      { deliveryState: 'withheld', deliveryAttempts: 0, deliveredAt: null, lastError: null, nextAttemptAt: null },
      { deliveryState: 'delivered', deliveryAttempts: 0, deliveredAt: 'when stored', lastError: null, nextAttemptAt: null },
      { deliveryState: 'delivered', deliveryAttempts: 0, deliveredAt: 'when stored', lastError: null, nextAttemptAt: null },
    ])
  })
  it('?state keeps the messages of one delivery state, and counts only them', async () => {
    const withheld = await (await listing('?state=withheld')).json<{ result: { records: Listed[]; total: number } }>()
    expect(withheld.result.records.map((m) => m.contactPerson)).toEqual(['=HYPERLINK("http://evil")'])
    expect(withheld.result.total).toBe(1)
    const failed = await (await listing('?state=failed')).json<{ result: { records: Listed[]; total: number } }>()
    expect(failed.result).toEqual({ records: [], total: 0 })
    const csv = await (await listing('?format=csv&state=delivered')).text()
    expect(csv.match(/"delivered"/g)).toHaveLength(2)
    expect(csv).not.toContain('"withheld"')
  })
  it('an unknown state answers 400 naming the states', async () => {
    const res = await listing('?state=lost')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ success: false, message: 'state must be one of pending, delivered, failed, withheld' })
  })
  it.each(['?limit=0', '?limit=x', '?format=xml', '?page=2'])('bad parameters (%s) answer 400', async (query) => {
    const res = await listing(query)
    expect(res.status).toBe(400)
    expect((await res.json<{ success: boolean }>()).success).toBe(false)
  })
})

describe('?format=csv downloads them as CSV, safe to open in a spreadsheet', () => {
  it('a UTF-8 attachment with a header row and one quoted row per message, its delivery state, then its page and e-mail', async () => {
    const res = await listing('?format=csv')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="messages.csv"')
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer())
    const header =
      'id,createdAt,language,variant,source,contactPerson,company,contactDetails,email,content,spam,deliveryState,deliveryAttempts,deliveredAt,lastError,nextAttemptAt,pagePath,mailState,mailAttempts,mailedAt,mailError'
    expect(text.startsWith(`\uFEFF${header}\r\n`)).toBe(true)
    // A line break inside a message stays inside its quotes; rows end with CRLF.
    expect(text).toMatch(/"Second","ACME, ""Labs""","1","","line 1\nline 2","false","delivered","0","[^"]+","","","","off","0","",""\r\n/)
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")","X","'+86 1","","'@SUM(A1)","true","withheld","0","","","","","withheld","0","",""\r\n`)
    expect(text.endsWith('"",""\r\n')).toBe(true)
  })
  it('csvCell quotes everything and defuses formulas', () => {
    expect(csvCell('plain')).toBe('"plain"')
    expect(csvCell('a "b"')).toBe('"a ""b"""')
    expect(csvCell(null)).toBe('""')
    expect(csvCell(7)).toBe('"7"')
    for (const lead of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${lead}1`)).toBe(`"'${lead}1"`)
  })
  it('a message stored before direction marks were removed on the way in is exported defused, and kept as stored', async () => {
    await env.DB.prepare(
      "INSERT INTO messages (createdAt, language, variant, source, contactPerson, content, ipHash) VALUES (?, 'en', 'subscription', 'footer', ?, 'x', 'h')",
    )
      .bind(new Date().toISOString(), '\u200e=csv5')
      .run()
    const text = await (await listing('?format=csv')).text()
    expect(text).toContain(`"'\u200e=csv5"`)
    expect(text).not.toContain(`,"\u200e=csv5"`)
    const stored = await env.DB.prepare("SELECT contactPerson FROM messages WHERE contactPerson LIKE '%csv5'").first<{ contactPerson: string }>()
    expect(stored?.contactPerson).toBe('\u200e=csv5')
  })
  it('a formula sign behind characters that show nothing or spaces is still defused', () => {
    for (const hidden of ['\u200e', '\u200f', '\u061c', '\u200b', '\u2060', '\ufeff', '\u00ad', '\u202e', '\u2066', ' ', '\u3000', '\u200e\u200b '])
      for (const sign of ['=', '+', '-', '@']) expect(csvCell(`${hidden}${sign}csv5`), JSON.stringify(hidden + sign)).toBe(`"'${hidden}${sign}csv5"`)
    expect(csvCell('\u200eplain')).toBe('"\u200eplain"')
    expect(csvCell('a=b')).toBe('"a=b"')
  })
})
