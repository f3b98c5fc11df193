import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { app } from '../../src/app.ts'
import { executableBeyond } from './fixtures/executable-html.ts'
import { seedContent } from './setup/seed-content.ts'
import { withoutWordMarks } from './fixtures/word-marks.ts'

beforeAll(seedContent)

/** One request through the app, returned once its background work (cache and KV writes) has finished. */
async function visit(path: string) {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request(`http://site.test${path}`, { redirect: 'manual' }), env, ctx)
  const body = withoutWordMarks(await res.text())
  await waitOnExecutionContext(ctx)
  return { res, body }
}

const headings = (html: string) => [...html.matchAll(/<h2 class="search-group__heading"[^>]*>([^<]*)/g)].map((m) => m[1]!.trim())
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'))

describe('the results page shows what a query finds, grouped by kind, with the matched words marked', () => {
  it('/search?q=VV-S100: the product first, marked, linking to its category page with ?id=', async () => {
    const { res, body } = await visit('/search?q=VV-S100')
    expect(res.status).toBe(200)
    expect(headings(body)[0]).toBe('产品')
    const first = main(body).match(/<li class="search-hit"><a class="search-hit__title" href="([^"]+)">(.*?)<\/a>/)
    expect(first?.[1]).toBe('/productCategory/Venturi_valve/?id=VV-S100')
    expect(first?.[2]).toBe('<mark>VV-S100</mark> 标准型文丘里阀')
  })
  it('/en/search?q=biosafety: English results, groups in the fixed order', async () => {
    const { body } = await visit('/en/search?q=biosafety')
    const groups = headings(body)
    expect(groups).toContain('Solutions')
    const order = ['Products', 'Solutions', 'News', 'Downloads', 'Company']
    expect(groups).toEqual(order.filter((g) => groups.includes(g)))
    expect(main(body)).toMatch(/<mark>[Bb]iosafety<\/mark>/)
    expect(main(body)).toContain('href="/en/SolutionCategory/')
  })
  it('a query with no result says so and offers the product overview and the contact page', async () => {
    const { res, body } = await visit('/en/search?q=zzzqqq')
    expect(res.status).toBe(200)
    expect(main(body)).toContain('Nothing on the site matches &quot;zzzqqq&quot;.')
    expect(main(body)).toContain('href="/en/product"')
    expect(main(body)).toContain('href="/en/contact/"')
  })
  it('without a query the page asks for one', async () => {
    const { res, body } = await visit('/search')
    expect(res.status).toBe(200)
    expect(main(body)).toContain('请输入产品型号或关键词')
  })
})

describe('results pages are not indexed, not in the sitemap, and cached by their normalised query', () => {
  it('noindex, and no canonical URL or alternates', async () => {
    const { body } = await visit('/search?q=venturi')
    expect(body).toContain('<meta name="robots" content="noindex"/>')
    expect(body).not.toContain('rel="canonical"')
    expect(body).not.toContain('hreflang=')
  })
  it('the sitemap lists no search page', async () => {
    const { body } = await visit('/sitemap.xml')
    expect(body).toContain('/product')
    expect(body).not.toMatch(/\/search/)
  })
  it('the same query spelled with other spaces, control characters or other parameters is the cached page', async () => {
    const first = await visit('/search?q=%E6%96%87%E4%B8%98%E9%87%8C%20%E9%98%80')
    expect(first.res.headers.get('X-Page-Cache')).toBe('miss')
    const again = await visit('/search?utm_source=x&q=%20%20%E6%96%87%E4%B8%98%E9%87%8C%09%00%E9%98%80%20')
    expect(again.res.headers.get('X-Page-Cache')).toBe('hit')
    expect(again.body).toBe(first.body)
  })
  it('queries alike up to their 100th character are one page', async () => {
    const base = 'valve '.repeat(20).slice(0, 100)
    const first = await visit(`/en/search?q=${base}`)
    const longer = await visit(`/en/search?q=${base}${'x'.repeat(4900)}`)
    expect(first.res.headers.get('X-Page-Cache')).toBe('miss')
    expect(longer.res.headers.get('X-Page-Cache')).toBe('hit')
  })
})

describe('a query is shown escaped, never run, and a long one answers at once', () => {
  it('markup, quotes and control characters in q', async () => {
    const query = `<script>alert(1)</script>"'><img src=x onerror=alert(2)>\u0001`
    const { res, body } = await visit(`/en/search?q=${encodeURIComponent(query)}`)
    expect(res.status).toBe(200)
    expect(body).not.toContain('<script>alert(1)')
    expect(body).not.toContain('<img src=x')
    expect(main(body)).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    // Nothing runs that the page for a plain query has not: the query is text, and in the field a value.
    const plain = await visit('/en/search?q=zzzqqq')
    expect(executableBeyond(body, plain.body)).toEqual([])
  })
  it('5,000 characters: 200 within a second or two', async () => {
    const started = Date.now()
    const { res, body } = await visit(`/search?q=${encodeURIComponent('文丘里阀 VV-S100 '.repeat(400).slice(0, 5000))}`)
    expect(res.status).toBe(200)
    expect(body).toContain('</html>')
    expect(Date.now() - started).toBeLessThan(3000)
  })
})

describe('the header carries the search form on every page, to the results page of its language', () => {
  it.each([
    ['/', '/search'],
    ['/en/product', '/en/search'],
  ])('%s posts to %s by GET, in the header popover and in the drawer', async (path, action) => {
    const { body } = await visit(path)
    const forms = [...body.matchAll(/<form class="search-form[^"]*" role="search" action="([^"]+)" method="get">/g)].map((m) => m[1])
    expect(forms).toEqual([action, action])
    expect(body).toMatch(/popovertarget="site-search"/i)
  })
})

describe('the home page tells crawlers how to search the site', () => {
  it.each([
    ['/', 'http://site.test/search?q={search_term_string}'],
    ['/en/', 'http://site.test/en/search?q={search_term_string}'],
  ])('%s: WebSite with a SearchAction', async (path, template) => {
    const { body } = await visit(path)
    const blocks = [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
    const site = blocks.find((b) => b['@type'] === 'WebSite')
    expect(site.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: template },
      'query-input': 'required name=search_term_string',
    })
  })
})
