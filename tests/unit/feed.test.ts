import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { app } from '../../src/app.ts'
import type { News, NewsCategory } from '../../src/content/model/entities.ts'
import { sanitizeRichHtml } from '../../src/content/sanitize/rich-html.ts'
import { newsFeed, rfc3339 } from '../../src/seo/feed.ts'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)

const get = (path: string) => exports.default.fetch(new Request(`http://site.test${path}`, { redirect: 'manual' }))

/** RFC 3339 date-time, as RFC 4287 §3.3 requires (seconds, and a zone). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

interface AtomLink {
  '@_rel'?: string
  '@_type'?: string
  '@_hreflang'?: string
  '@_href': string
}
interface AtomText {
  '#text': string
  '@_type'?: string
}
interface AtomEntry {
  id: AtomText[]
  title: AtomText[]
  updated: AtomText[]
  published?: AtomText[]
  summary?: AtomText[]
  link?: AtomLink[]
  author?: unknown[]
  category?: { '@_term': string; '@_label'?: string }[]
}
interface AtomFeed {
  '@_xmlns': string
  '@_xml:lang': string
  id: AtomText[]
  title: AtomText[]
  subtitle?: AtomText[]
  updated: AtomText[]
  author?: { name: AtomText[]; uri?: AtomText[] }[]
  link: AtomLink[]
  entry?: AtomEntry[]
}

const text = (node: AtomText[] | undefined) => String(node?.[0]?.['#text'] ?? '')

/**
 * Parses an Atom document and checks what RFC 4287 requires of it (§4.1.1, §4.1.2): well-formed XML in the
 * Atom namespace; exactly one id, title and updated in the feed and in each entry, dates as RFC 3339; an
 * author in the feed or in every entry; a summary or content, and an alternate link, in each entry; at most
 * one alternate link per type and language.
 */
function parseAtom(xml: string): AtomFeed {
  expect(XMLValidator.validate(xml)).toBe(true)
  const always = new Set(['id', 'title', 'updated', 'published', 'summary', 'link', 'entry', 'author', 'name', 'uri', 'category', 'subtitle'])
  const parsed = new XMLParser({ ignoreAttributes: false, alwaysCreateTextNode: true, textNodeName: '#text', isArray: (name) => always.has(name) }).parse(xml)
  const feed = parsed.feed as AtomFeed
  expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom')
  for (const element of [feed, ...(feed.entry ?? [])] as (AtomFeed | AtomEntry)[]) {
    expect(element.id).toHaveLength(1)
    expect(element.title).toHaveLength(1)
    expect(element.updated).toHaveLength(1)
    expect(text(element.updated)).toMatch(DATE_TIME)
    // An id is an IRI (§4.2.6): a URL or a tag URI both parse as URLs.
    expect(() => new URL(text(element.id))).not.toThrow()
    const alternates = (element.link ?? []).filter((l) => (l['@_rel'] ?? 'alternate') === 'alternate').map((l) => `${l['@_type']}|${l['@_hreflang']}`)
    expect(new Set(alternates).size).toBe(alternates.length)
  }
  for (const entry of feed.entry ?? []) {
    expect(feed.author?.length || entry.author?.length).toBeTruthy()
    expect(entry.summary).toHaveLength(1)
    expect(entry.link?.some((l) => (l['@_rel'] ?? 'alternate') === 'alternate')).toBe(true)
  }
  return feed
}


const category: NewsCategory = { id: '1790000000000110001', categoryCode: '1', categoryName: 'Company News', sort: 1, updatedAt: null }
function article(n: number, overrides: Partial<News> = {}): News {
  return {
    id: `17900000000001201${String(n).padStart(2, '0')}`,
    newsCode: `news-${n}`,
    category: category.id,
    categoryCode: '1',
    title: `Article ${n}`,
    description: `About article ${n}`,
    keywords: '',
    image: '/img/news/news-01.svg',
    details: sanitizeRichHtml('<p>x</p>'),
    createTime: `2026-0${(n % 9) + 1}-10T10:00:00+08:00`,
    updatedAt: null,
    ...overrides,
  }
}

const feedOf = (news: News[]) =>
  newsFeed({ origin: 'https://www.example.com', lang: 'en', title: 'Ventaura news', subtitle: 'Company news', siteName: 'Ventaura', logo: '/img/brand/logo.svg', news, categories: [category] })

describe('the news feed is an Atom document (RFC 4287)', () => {
  it('has the required elements, absolute links and RFC 3339 dates', () => {
    const feed = parseAtom(feedOf([article(3), article(2), article(1)]))
    expect(feed['@_xml:lang']).toBe('en')
    expect(text(feed.id)).toBe('https://www.example.com/en/feed.xml')
    expect(text(feed.title)).toBe('Ventaura news')
    expect(text(feed.author?.[0]?.name)).toBe('Ventaura')
    expect(feed.link.find((l) => l['@_rel'] === 'self')?.['@_href']).toBe('https://www.example.com/en/feed.xml')
    expect(feed.link.find((l) => l['@_rel'] === 'alternate' && l['@_type'] === 'text/html')?.['@_href']).toBe('https://www.example.com/en/industryTrends/')
    expect(feed.link.find((l) => l['@_type'] === 'application/atom+xml' && l['@_rel'] === 'alternate')?.['@_href']).toBe('https://www.example.com/feed.xml')
    const entry = feed.entry![0]!
    expect(entry.link?.[0]?.['@_href']).toBe('https://www.example.com/en/newDetail/1/1790000000000120103')
    expect(text(entry.summary)).toBe('About article 3')
    expect(text(entry.published)).toBe('2026-04-10T02:00:00Z')
    expect(entry.category?.[0]).toMatchObject({ '@_term': '1', '@_label': 'Company News' })
  })

  it('the feed is updated when its newest entry was; an entry is updated at its updatedAt, else when it was published', () => {
    const feed = parseAtom(feedOf([article(1, { createTime: '2026-01-01T08:00:00+08:00', updatedAt: '2026-05-01T08:00:00+08:00' }), article(2, { createTime: '2026-03-01T08:00:00+08:00' })]))
    expect(text(feed.updated)).toBe('2026-05-01T00:00:00Z')
    expect(feed.entry!.map((e) => text(e.updated))).toEqual(['2026-05-01T00:00:00Z', '2026-03-01T00:00:00Z'])
  })

  it('entry ids are tag URIs that stay when an article changes category, and differ between languages', () => {
    const before = parseAtom(feedOf([article(1)])).entry![0]!
    const moved = parseAtom(feedOf([article(1, { categoryCode: '2', category: '1790000000000110002' })])).entry![0]!
    expect(text(before.id)).toBe('tag:www.example.com,2026-02-10:en/news/1790000000000120101')
    expect(text(moved.id)).toBe(text(before.id))
    const zh = newsFeed({ origin: 'https://www.example.com', lang: 'zh-CN', title: 't', subtitle: 's', siteName: 'n', logo: '/l.svg', news: [article(1)], categories: [category] })
    expect(text(parseAtom(zh).entry![0]!.id)).not.toBe(text(before.id))
  })

  it('carries at most 20 entries', () => {
    const news = Array.from({ length: 25 }, (_, i) => article(i + 1))
    expect(parseAtom(feedOf(news)).entry).toHaveLength(20)
  })

  it('escapes markup and drops characters XML does not allow, so text from a CMS cannot break it', () => {
    const feed = parseAtom(feedOf([article(1, { title: 'R&D <news> "quoted"\u0001', description: "it's ]]> \uD800 done" })]))
    expect(text(feed.entry![0]!.title)).toBe('R&D <news> "quoted"')
    expect(text(feed.entry![0]!.summary)).toBe("it's ]]>  done")
  })

  it('leaves out an article whose time is not a date; with no entries it is still valid', () => {
    expect(parseAtom(feedOf([article(1, { createTime: 'soon' }), article(2)])).entry).toHaveLength(1)
    const empty = parseAtom(feedOf([]))
    expect(empty.entry).toBeUndefined()
    expect(text(empty.updated)).toMatch(DATE_TIME)
  })

  it('rfc3339 reads ISO times with any offset and answers UTC', () => {
    expect(rfc3339('2023-02-16T10:00:00+08:00')).toBe('2023-02-16T02:00:00Z')
    expect(rfc3339('2023-02-16T10:00:00.250Z')).toBe('2023-02-16T10:00:00.250Z')
    expect(rfc3339('')).toBeUndefined()
    expect(rfc3339(null)).toBeUndefined()
  })
})

describe('/feed.xml and /en/feed.xml serve the latest 20 articles of their language', () => {
  for (const [path, lang] of [['/feed.xml', 'zh-CN'], ['/en/feed.xml', 'en']] as const) {
    it(`${path}: Atom, ${lang}, newest first, every link answering 200`, async () => {
      const res = await get(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('Content-Type')).toBe('application/atom+xml; charset=utf-8')
      const feed = parseAtom(await res.text())
      expect(feed['@_xml:lang']).toBe(lang)
      const entries = feed.entry ?? []
      expect(entries).toHaveLength(20)
      const published = entries.map((e) => Date.parse(text(e.published)))
      expect(published).toEqual([...published].sort((a, b) => b - a))
      for (const entry of entries.slice(0, 3)) {
        const href = entry.link![0]!['@_href']
        expect(href).toMatch(lang === 'en' ? /^http:\/\/site\.test\/en\/newDetail\// : /^http:\/\/site\.test\/newDetail\//)
        const page = await get(new URL(href).pathname)
        expect(page.status, href).toBe(200)
        expect(await page.text()).toContain(`<title>${text(entry.title).replace(/&/g, '&amp;')}`)
      }
    })
  }

  it('is kept in the page cache with the pages (the second request is a hit)', async () => {
    await exports.default.fetch(new Request('http://site.test/__ops/purge', { method: 'POST', headers: { Authorization: 'Bearer test-ops-token' } }))
    const fetchSettled = async () => {
      const ctx = createExecutionContext()
      const res = await app.fetch(new Request('http://site.test/en/feed.xml'), env, ctx)
      const body = await res.text()
      await waitOnExecutionContext(ctx)
      return { res, body }
    }
    const first = await fetchSettled()
    const second = await fetchSettled()
    expect(first.res.headers.get('X-Page-Cache')).toBe('miss')
    expect(second.res.headers.get('X-Page-Cache')).toBe('hit')
    expect(second.res.headers.get('Content-Type')).toBe('application/atom+xml; charset=utf-8')
    expect(second.body).toBe(first.body)
  })
})

describe('every page links the feed of its language in its head', () => {
  it.each([
    ['/', 'http://site.test/feed.xml', '文拓流体控制 新闻资讯'],
    ['/en/product', 'http://site.test/en/feed.xml', 'Ventaura Flow Control news'],
  ])('%s', async (path, href, title) => {
    const html = await (await get(path)).text()
    expect(html).toContain(`<link rel="alternate" type="application/atom+xml" title="${title}" href="${href}"/>`)
  })
})
