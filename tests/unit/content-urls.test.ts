import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../src/app.ts'
import { ENDPOINT_NAMES } from '../../src/content/endpoints.ts'
import { content } from '../../src/content/index.ts'
import { SITE_MEDIA } from '../../src/content/sanitize/media-policy.ts'
import { mediaUrl, Refused, safeLink } from '../../src/content/sanitize/urls.ts'
import { executableBeyond } from './fixtures/executable-html.ts'
import { eventsNamed } from './fixtures/logs.ts'
import { cmsEnv, startFakeCms, type FakeCms } from './fixtures/fake-cms.ts'
import { seedContent } from './setup/seed-content.ts'
import { withContext } from './fixtures/with-context.ts'

beforeAll(seedContent)

let cms: FakeCms
let warned: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  cms = startFakeCms()
  warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  cms.restore()
  warned.mockRestore()
})

const HOSTILE = ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', '//evil.example/x', 'file:///etc/passwd']

describe('link URLs: https, http, mailto, tel and site paths; nothing else', () => {
  it.each(['https://example.com/a?b=1#c', 'http://example.com/', 'mailto:sales@example.com', 'tel:+86-512-0000-0000', '/pdf/Corporate_Brochure', '/en/contact/', '#top'])('%s is a link', (url) => {
    expect(safeLink(url)).toBe(url)
  })
  it.each([...HOSTILE, 'ftp://example.com/', 'relative/path', 'https://exa mple.com\u0000', ''])('%j is refused', (url) => {
    expect(safeLink(url)).toBeNull()
  })
})

describe('image and video URLs: files of the site only when no other origin is allowed (the CSP allows img-src and media-src self)', () => {
  it.each(['/img/banners/a.svg', '/media/film.mp4', '/img/a%20b.png'])('%s is kept', (url) => {
    expect(mediaUrl(url, SITE_MEDIA)).toBe(url)
  })
  it.each([...HOSTILE, 'https://cms.example.com/a.png', 'http://example.com/a.png', 'data:image/svg+xml,<svg/>', '#x', 'img/a.png', '/\\evil.example/a.png', '///evil.example/a.png', '/\\/evil.example/a.png'])('%j is refused', (url) => {
    expect(mediaUrl(url, SITE_MEDIA)).toBeInstanceOf(Refused)
  })
})

describe('URL fields from the CMS are checked by scheme: a refused URL is dropped and logged', () => {
  /** A field is a URL field when the demo content has a site path in it; the test finds them, not a list. */
  const isUrlValue = (value: unknown) => typeof value === 'string' && /^\/(img|media)\//.test(value)

  it.each(ENDPOINT_NAMES.filter((name) => name !== 'configs'))('%s: every image and video field is emptied when it holds javascript:', async (name) => {
    const { records } = await withContext((ctx) => content(env, ctx).list(name, { pageSize: 3 }, 'en'))
    expect(records.length).toBeGreaterThan(0)
    const urlFields = Object.keys(records[0]!).filter((field) => records.some((r) => isUrlValue((r as Record<string, unknown>)[field])))
    if (urlFields.length === 0) return
    // One URL per endpoint: a refused URL is logged once per isolate and field.
    const bad = `javascript:alert('${name}')`
    const hostile = records.map((r) => ({ ...r, ...Object.fromEntries(urlFields.map((field) => [field, bad])) }))
    cms.answer = (path) => (path.startsWith(`/api/v1/website/${name}?`) ? Response.json({ success: true, message: '', result: { records: hostile, total: hostile.length } }) : undefined)
    const fromCms = await withContext((ctx) => content(cmsEnv, ctx).list(name, { pageSize: 3 }, 'en'))
    for (const record of fromCms.records as Record<string, unknown>[]) {
      for (const field of urlFields) expect([null, ''], `${name}.${field}`).toContain(record[field])
    }
    expect(eventsNamed(warned, 'content.url_dropped')).toContainEqual(expect.objectContaining({ level: 'warn', url: bad, reason: 'scheme' }))
  })

  it('banner tools: a button whose link is refused is left out (vbscript:, data:text/html…); the rest stay', async () => {
    const { records } = await withContext((ctx) => content(env, ctx).list('banners', { pageSize: 10 }, 'en'))
    const good = ['/pdf/Corporate_Brochure', 'https://example.com/film', 'mailto:sales@example.com', 'tel:+8651200000000']
    const tools = [...good, ...HOSTILE].map((url, i) => ({ name: `Tool ${i}`, icon: '/img/icons/download.svg', url, blank: false }))
    const hostile = records.map((banner) => ({ ...banner, tool: JSON.stringify(tools) }))
    cms.answer = (path) => (path.startsWith('/api/v1/website/banners?') ? Response.json({ success: true, message: '', result: { records: hostile, total: hostile.length } }) : undefined)
    const fromCms = await withContext((ctx) => content(cmsEnv, ctx).list('banners', { pageSize: 10 }, 'en'))
    for (const banner of fromCms.records) expect(banner.tool.map((t) => t.url)).toEqual(good)
    expect(eventsNamed(warned, 'content.url_dropped')).toContainEqual(expect.objectContaining({ field: 'banner tool url', url: 'vbscript:msgbox(1)' }))
  })

  it('the home page shows the banners with none of those links, and nothing executable beyond the layout', async () => {
    const render = async (mode: 'd1' | 'cms') => {
      const ctx = createExecutionContext()
      const res = await app.fetch(new Request('http://site.test/en/'), mode === 'cms' ? cmsEnv : env, ctx)
      const html = await res.text()
      await waitOnExecutionContext(ctx)
      expect(res.status).toBe(200)
      return html
    }
    const clean = await render('d1')
    const { records } = await withContext((ctx) => content(env, ctx).list('banners', { pageSize: 10 }, 'en'))
    const tools = HOSTILE.map((url, i) => ({ name: `Bad ${i}`, icon: 'data:image/svg+xml,<svg onload=alert(1)>', url, blank: true }))
    const hostile = records.map((banner) => ({ ...banner, image: 'javascript:alert(1)', tool: [...tools, { name: 'Brochure', icon: '', url: '/pdf/Corporate_Brochure', blank: false }] }))
    cms.answer = (path) => (path.startsWith('/api/v1/website/banners?') ? Response.json({ success: true, message: '', result: { records: hostile, total: hostile.length } }) : undefined)
    const page = await render('cms')
    expect(page).toContain('href="/en/pdf/Corporate_Brochure"')
    expect(page).not.toMatch(/vbscript|javascript:|data:text|evil\.example|file:/i)
    expect(executableBeyond(page, clean)).toEqual([])
  })
})
