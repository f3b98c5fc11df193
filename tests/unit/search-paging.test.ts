/**
 * The search results are paged as the news list is (spec §9: 10 a page, or 20, 30, 40; issue 34): with a
 * catalogue 30 times the demo's, a query of hundreds of results answers a page of them and links the next.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { app } from '../../src/app.ts'
import { seedContentTimes } from './setup/seed-content.ts'

beforeAll(() => seedContentTimes(30))

async function visit(path: string) {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request(`http://site.test${path}`, { redirect: 'manual' }), env, ctx)
  const body = await res.text()
  await waitOnExecutionContext(ctx)
  return { status: res.status, body, location: res.headers.get('Location') }
}

const hitLinks = (html: string) => [...html.matchAll(/<a class="search-hit__title" href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))
const summary = (html: string) => /<p class="search__summary" role="status">([^<]*)/.exec(html)?.[1] ?? ''

describe('a search of hundreds of results answers one page of them and links the next', () => {
  it('/en/search?q=valve: over 500 results, 10 on the page, "page 2" and "next" linking ?q=valve&page=2', async () => {
    const { status, body } = await visit('/en/search?q=valve')
    expect(status).toBe(200)
    const total = Number(/(\d+) results/.exec(summary(body))?.[1])
    expect(total).toBeGreaterThan(500)
    expect(hitLinks(body)).toHaveLength(10)
    expect(body).toContain('href="/en/search?q=valve&amp;page=2" aria-label="Page 2"')
    expect(body).toMatch(/<a class="pagination__step pagination__step--next" href="\/en\/search\?q=valve&amp;page=2" rel="next">/)
    expect(body).toContain(`aria-label="Page ${Math.ceil(total / 10)}"`)
    // The page-size form keeps the query.
    expect(body).toMatch(/<form class="page-size" action="\/en\/search" method="get"><input type="hidden" name="q" value="valve"\/>/)
  })

  it('page 2 shows the next ten, none of page 1; each group headed by its count in all', async () => {
    const [first, second] = [await visit('/en/search?q=valve'), await visit('/en/search?q=valve&page=2')]
    expect(second.status).toBe(200)
    expect(hitLinks(second.body)).toHaveLength(10)
    expect(hitLinks(second.body).filter((link) => hitLinks(first.body).includes(link))).toEqual([])
    expect(second.body).toContain('<title>Search: valve – page 2')
    const count = /<span class="search-group__count">(\d+)<\/span>/.exec(first.body)?.[1]
    expect(Number(count)).toBeGreaterThan(10)
  })

  it('20, 30 or 40 a page by size; the page is as long with 500 results as with 50', async () => {
    const twenty = await visit('/search?q=%E9%98%80&size=20')
    expect(hitLinks(twenty.body)).toHaveLength(20)
    const [many, fewer] = [await visit('/en/search?q=valve'), await visit('/en/search?q=BSL-3')]
    expect(Number(/(\d+) results/.exec(summary(fewer.body))?.[1])).toBeGreaterThan(10)
    expect(many.body.length).toBeLessThan(fewer.body.length * 1.5)
  })

  it('page=1 and size=10 redirect to the URL without them; a page past the last, or a malformed one, is not a page', async () => {
    expect(await visit('/en/search?q=valve&page=1')).toMatchObject({ status: 301, location: '/en/search?q=valve' })
    expect(await visit('/en/search?q=valve&page=3&size=10')).toMatchObject({ status: 301, location: '/en/search?q=valve&page=3' })
    expect((await visit('/en/search?q=valve&page=999')).status).toBe(404)
    expect((await visit('/en/search?q=valve&page=0')).status).toBe(404)
    expect((await visit('/en/search?q=valve&size=15')).status).toBe(404)
  })
})
