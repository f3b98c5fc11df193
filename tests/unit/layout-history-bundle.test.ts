import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildBundle } from '../../src/content/bundle/index.ts'
import { D1Source } from '../../src/content/sources/d1.ts'
import { seedContent } from './setup/seed-content.ts'

beforeAll(() => seedContent())

describe('the bundle carries the company history the header popover shows', () => {
  it('holds the newest 5 history entries, newest first, in the bundle language', async () => {
    const zh = await buildBundle(new D1Source(env.DB), 'zh-CN', 'v', env.DB)
    expect(zh.history.map((h) => h.year)).toEqual(['2024', '2023', '2022', '2021', '2020'])
    expect(zh.history[0]).toEqual({ id: expect.stringMatching(/^\d{19}$/), year: '2024', title: expect.any(String), content: expect.any(String) })
    const en = await buildBundle(new D1Source(env.DB), 'en', 'v', env.DB)
    expect(en.history.map((h) => h.id)).toEqual(zh.history.map((h) => h.id))
    expect(en.history[0]!.title).not.toBe(zh.history[0]!.title)
  })

  it('without a database the history is empty rather than an error', async () => {
    const bundle = await buildBundle(new D1Source(env.DB), 'en', 'v')
    expect(bundle.history).toEqual([])
  })
})
