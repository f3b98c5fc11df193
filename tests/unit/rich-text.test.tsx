import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { serialize, parseFragment } from 'parse5'
import type { ReactNode } from 'react'
import { renderToString as renderReact } from 'react-dom/server'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { app } from '../../src/app.ts'
import { content } from '../../src/content/index.ts'
import type { News } from '../../src/content/model/entities.ts'
import { RICH_TEXT_TAGS, sanitizeRichHtml } from '../../src/content/sanitize/rich-html.ts'
import { RichText } from '../../src/ui/content/RichText.tsx'
import { translator } from '../../src/ui/i18n/index.ts'
import { PageContext } from '../../src/ui/render/page-context.tsx'
import { richTextSections } from '../../src/ui/content/rich-text-sections.ts'
import { executableParts, executableBeyond, tagsAndAttributes } from './fixtures/executable-html.ts'
import { cmsEnv, startFakeCms, type FakeCms } from './fixtures/fake-cms.ts'
import { XSS_VECTORS } from './fixtures/xss-vectors.ts'
import { seedContent } from './setup/seed-content.ts'
import { withContext } from './fixtures/with-context.ts'

beforeAll(seedContent)

/** RichText as a Chinese page renders it (its headings get word breaks: src/ui/text/rich-headings.ts). */
const renderToString = (node: ReactNode) =>
  renderReact(<PageContext.Provider value={{ lang: 'zh-CN', t: translator('zh-CN'), pathWithQuery: '/' }}>{node}</PageContext.Provider>)

let cms: FakeCms
beforeEach(() => {
  cms = startFakeCms()
})
afterEach(() => cms.restore())

async function apiFromCms(path: string): Promise<{ status: number; json: { success: boolean; result?: unknown } }> {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request(`http://site.test/api/v1/website${path}`, { headers: { language: 'en' } }), cmsEnv, ctx)
  const json = await res.json<{ success: boolean; result?: unknown }>()
  await waitOnExecutionContext(ctx)
  return { status: res.status, json }
}

/** The attributes each allowed tag may keep (content/README.md). */
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
}
function outsideAllowList(html: string): string[] {
  return tagsAndAttributes(html).flatMap(({ tag, attributes }) => [
    ...((RICH_TEXT_TAGS as readonly string[]).includes(tag) ? [] : [`<${tag}>`]),
    ...attributes.filter((name) => !(ALLOWED_ATTRIBUTES[tag] ?? []).includes(name)).map((name) => `<${tag} ${name}>`),
  ])
}

let demoNews: News
beforeAll(async () => {
  const page = await withContext((ctx) => content(env, ctx).list('news', { pageSize: 1 }, 'en'))
  demoNews = page.records[0]!
})

describe('rich HTML from the CMS is sanitised before anything carries it (OWASP XSS filter-evasion vectors)', () => {
  it('the check is not blind: it finds something executable in nearly every raw vector', () => {
    const caught = XSS_VECTORS.filter((vector) => executableParts(vector).length > 0)
    expect(caught.length).toBeGreaterThan(XSS_VECTORS.length * 0.85)
  })

  // Named by their JSON spelling: some hold tabs and NUL characters.
  const named = XSS_VECTORS.map((vector) => ({ vector, name: JSON.stringify(vector).slice(0, 90) }))
  it.each(named)('nothing executable is left of $name: in the record, the API answer and the rendered RichText', async ({ vector }) => {
    cms.answer = (path) => (path.startsWith('/api/v1/website/news/') ? Response.json({ success: true, message: '', result: { ...demoNews, details: vector } }) : undefined)

    const record = await withContext((ctx) => content(cmsEnv, ctx).get('news', demoNews.id, 'en'))
    expect(executableParts(record!.details)).toEqual([])
    expect(outsideAllowList(record!.details)).toEqual([])

    const api = await apiFromCms(`/news/${demoNews.id}`)
    expect(api.status).toBe(200)
    expect((api.json.result as News).details).toBe(record!.details)

    const rendered = renderToString(<RichText html={record!.details} />)
    expect(executableParts(rendered)).toEqual([])
  })

  it('a news page whose body is every vector at once has nothing executable but what the layout itself has', async () => {
    const path = `/en/newDetail/${demoNews.categoryCode}/${demoNews.id}`
    const render = async (mode: 'd1' | 'cms') => {
      const ctx = createExecutionContext()
      const res = await app.fetch(new Request(`http://site.test${path}`), mode === 'cms' ? cmsEnv : env, ctx)
      const html = await res.text()
      await waitOnExecutionContext(ctx)
      expect(res.status).toBe(200)
      return html
    }
    const clean = await render('d1')
    cms.answer = (call) => (call.startsWith('/api/v1/website/news/') ? Response.json({ success: true, message: '', result: { ...demoNews, details: XSS_VECTORS.join('\n') } }) : undefined)
    const hostile = await render('cms')
    expect(executableBeyond(hostile, clean)).toEqual([])
  })

  it("a product page's window of products from the CMS holds the sanitised product details", async () => {
    const { records } = await withContext((ctx) => content(env, ctx).list('products', { pageSize: 10000 }, 'zh-CN'))
    const hostile = records.map((product, i) => ({ ...product, productDetails: XSS_VECTORS[i % XSS_VECTORS.length]! }))
    cms.answer = (path) => (path.startsWith('/api/v1/website/products?') ? Response.json({ success: true, message: '', result: { records: hostile, total: hostile.length } }) : undefined)
    const part = await withContext((ctx) => content(cmsEnv, ctx).categoryWindow('products', hostile[0]!.categoryCode, null, hostile.length, 'zh-CN'))
    expect(part.window.items).toHaveLength(hostile.length)
    for (const product of part.window.items) expect(executableParts(product.productDetails), product.productDetails).toEqual([])
  })
})

describe('the allow-list of content/README.md', () => {
  const same = (html: string) => serialize(parseFragment(html))

  it('the demo content passes unchanged: every product, news and About text', async () => {
    for (const lang of ['zh-CN', 'en'] as const) {
      const products = await env.DB.prepare('SELECT productDetails AS html FROM products WHERE lang = ?').bind(lang).all<{ html: string }>()
      const news = await env.DB.prepare('SELECT details AS html FROM news WHERE lang = ?').bind(lang).all<{ html: string }>()
      const about = await env.DB.prepare('SELECT content AS html FROM companyIntro WHERE lang = ?').bind(lang).all<{ html: string }>()
      const texts = [...products.results, ...news.results, ...about.results].map((row) => row.html)
      expect(texts.length).toBeGreaterThan(20)
      for (const html of texts) expect(same(sanitizeRichHtml(html))).toBe(same(html))
    }
  })

  it('links keep https, http, mailto, tel, site paths and fragments; any other href is removed', () => {
    const kept = ['https://example.com/a?b=1', 'http://example.com/', 'mailto:sales@example.com', 'tel:+8651200000000', '/contact/', '/en/product?id=1', '#specs']
    for (const href of kept) expect(sanitizeRichHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`)
    for (const href of ['javascript:alert(1)', 'vbscript:x', 'data:text/html,x', '//evil.example/', 'ftp://example.com/', 'file:///etc/passwd', 'relative/path']) {
      expect(sanitizeRichHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>')
    }
  })

  it('images only from the site: a site path is kept (lazy), any other source drops the image', () => {
    expect(sanitizeRichHtml('<p><img src="/img/products/a.svg" alt="Valve" width="640" height="480" title="t"></p>')).toBe(
      '<p><img loading="lazy" decoding="async" alt="Valve" src="/img/products/a.svg" width="640" height="480" /></p>',
    )
    for (const src of ['https://cms.example.com/a.png', 'data:image/png;base64,AAAA', 'javascript:alert(1)', '//evil.example/a.png']) {
      expect(sanitizeRichHtml(`<p><img src="${src}" alt="x"></p>`), src).toBe('<p></p>')
    }
  })

  it('other tags go, their text stays (code goes with its tag); pasted b, i, h1, h5 become their allowed kin', () => {
    expect(sanitizeRichHtml('<div><span style="color:red">Flow</span> <font>rate</font></div>')).toBe('Flow rate')
    expect(sanitizeRichHtml('<p>a<script>alert(1)</script>b<style>p{}</style>c</p>')).toBe('<p>abc</p>')
    expect(sanitizeRichHtml('<h1>T</h1><b>B</b><i>I</i><h5>F</h5>')).toBe('<h2>T</h2><strong>B</strong><em>I</em><h4>F</h4>')
    expect(sanitizeRichHtml('<table class="x"><tr><td colspan="2" width="9">1</td></tr></table>')).toBe('<table><tr><td colspan="2">1</td></tr></table>')
  })

  it('sanitising is stable: clean text sanitised again is the same text (what the bundle read back from KV gets)', () => {
    for (const html of [...XSS_VECTORS, '<p>a &amp; b &lt; c</p><ul><li>x</li></ul>']) {
      const once = sanitizeRichHtml(html)
      expect(sanitizeRichHtml(once)).toBe(once)
    }
  })
})

describe('<RichText> is the one way rich HTML reaches a page', () => {
  it('renders the sanitised HTML in a block with the rich-text class, the given class and element', () => {
    const html = sanitizeRichHtml('<p>Hello <strong>world</strong></p>')
    expect(renderToString(<RichText html={html} />)).toBe('<div class="rich-text"><p>Hello <strong>world</strong></p></div>')
    expect(renderToString(<RichText html={html} className="news__body" as="article" />)).toBe('<article class="rich-text news__body"><p>Hello <strong>world</strong></p></article>')
  })

  it('takes only sanitised HTML: a plain string does not type-check', () => {
    const raw = '<p onclick="alert(1)">x</p>'
    // @ts-expect-error a string that has not been through the sanitiser is not SafeHtml
    const element = <RichText html={raw} />
    expect(element.props.html).toBe(raw)
  })
})

describe('richTextSections cuts rich text before its top-level headings', () => {
  it('gives the introduction and each heading with what follows it', () => {
    const html = sanitizeRichHtml('<p>One</p><p>Two</p><h3>Specs</h3><table><tr><td>a</td></tr></table><h3>Features</h3><ul><li>x</li></ul>')
    expect(richTextSections(html)).toEqual({ intro: '<p>One</p><p>Two</p>', sections: ['<h3>Specs</h3><table><tr><td>a</td></tr></table>', '<h3>Features</h3><ul><li>x</li></ul>'] })
  })

  it('has an empty introduction when the text starts with a heading, and no sections without one', () => {
    expect(richTextSections(sanitizeRichHtml('<h2>A</h2><p>a</p>'))).toEqual({ intro: '', sections: ['<h2>A</h2><p>a</p>'] })
    const plain = sanitizeRichHtml('<p>a<br>b</p><img src="/x.png" alt="">')
    expect(richTextSections(plain)).toEqual({ intro: plain, sections: [] })
  })

  it('never cuts inside an element: a heading in a list or a table stays where it is', () => {
    const html = sanitizeRichHtml('<p>a</p><ul><li><h3>in a list</h3></li></ul><table><tr><td><h4>in a cell</h4></td></tr></table><h3>B</h3><p>b</p>')
    const { intro, sections } = richTextSections(html)
    expect(intro).toBe('<p>a</p><ul><li><h3>in a list</h3></li></ul><table><tr><td><h4>in a cell</h4></td></tr></table>')
    expect(sections).toEqual(['<h3>B</h3><p>b</p>'])
  })

  it('every part of hostile text is whole, sanitised HTML: sanitising it again changes nothing', () => {
    for (const vector of XSS_VECTORS) {
      const html = sanitizeRichHtml(`<p>x</p>${vector}<h3>h</h3>${vector}<h2>i</h2>${vector}`)
      const { intro, sections } = richTextSections(html)
      expect([intro, ...sections].join('')).toBe(html)
      for (const part of [intro, ...sections]) expect(sanitizeRichHtml(part)).toBe(part)
    }
  })
})
