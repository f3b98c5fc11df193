import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { bundleKey } from '../../src/content/bundle/index.ts'
import type { Bundle } from '../../src/content/model/bundle.ts'
import { insertFixtures } from './fixtures/content.ts'
import { withTablesAway } from './setup/tables-away.ts'

beforeAll(() => insertFixtures(env.DB))

const purge = () => exports.default.fetch(new Request('http://site.test/__ops/purge', { method: 'POST', headers: { Authorization: 'Bearer test-ops-token' } }))
const stored = (lang: 'zh-CN' | 'en') => env.KV.get<Bundle>(bundleKey(env, lang), 'json')

describe('POST /__ops/purge rebuilds the bundle of both languages and answers the new version', () => {
  it('answers {success, message, result: {version, purged}} and both bundles carry that version', async () => {
    const res = await purge()
    expect(res.status).toBe(200)
    const body = await res.json<{ success: boolean; message: string; result: { version: string } }>()
    expect(body).toEqual({ success: true, message: '', result: { version: expect.stringMatching(/^[0-9a-z]+-[0-9a-f]{8}$/), purged: { tags: [], everything: true } } })
    expect((await stored('zh-CN'))?.version).toBe(body.result.version)
    expect((await stored('en'))?.version).toBe(body.result.version)
  })
  it('each purge is a new version, and the bundle shows content changed in D1', async () => {
    const first = await (await purge()).json<{ result: { version: string } }>()
    await env.DB.prepare("UPDATE newsCategories SET categoryName = 'Press' WHERE categoryCode = 'industry' AND lang = 'en'").run()
    const second = await (await purge()).json<{ result: { version: string } }>()
    expect(second.result.version).not.toBe(first.result.version)
    expect((await stored('en'))?.newsCategories[0]?.categoryName).toBe('Press')
  })
  it('a failing source answers 502 naming the languages, and the old bundles stay', async () => {
    const before = await stored('zh-CN')
    const res = await withTablesAway(['products'], purge)
    expect(res.status).toBe(502)
    const body = await res.json<{ success: boolean; message: string }>()
    expect(body.success).toBe(false)
    expect(body.message).toMatch(/^zh-CN: .*no such table: products.*; en: /)
    expect(await stored('zh-CN')).toEqual(before)
  })
})
