/**
 * The site's origin (issue 23, part 3): SITE_URL's, or when it is empty the request's as the runtime parsed
 * its Host; never a path starting with `//` or an absolute request target. With SITE_URL set, another host is
 * moved to SITE_URL's.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { app } from '../../src/app.ts'
import { SECURITY_HEADERS } from '../../src/http/security-headers.ts'
import { parseSiteUrl } from '../../src/routing/site-url.ts'
import { FEED_PATH } from '../../src/seo/feed.ts'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)
afterEach(() => vi.restoreAllMocks())

/** One request through the app with these bindings, read whole. */
async function fetchWith(request: Request, bindings: Record<string, unknown> = {}) {
  const ctx = createExecutionContext()
  const res = await app.fetch(request, { ...env, ...bindings } as unknown as Env, ctx)
  const body = await res.text()
  await waitOnExecutionContext(ctx)
  return { res, body }
}

function expectSiteHeaders(res: Response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value)
  expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'")
}

describe('a path starting with // is never read as another origin', () => {
  it.each(['//evil.example/product', '///', '//evil.example/robots.txt', '//evil.example/sitemap.xml'])('%s: 400 with its reason and the security headers', async (path) => {
    const res = await exports.default.fetch(new Request(`http://site.test${path}`, { redirect: 'manual' }))
    expect(res.status).toBe(400)
    expect(await res.text()).toBe('400 Bad Request: a path may not start with //\n')
    expectSiteHeaders(res)
  })

  it('a form post to such a path from the origin it names is refused before any form is read', async () => {
    const res = await exports.default.fetch(
      new Request('http://site.test//evil.example/contact/', { method: 'POST', headers: { Origin: 'http://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'source=x' }),
    )
    expect(res.status).toBe(400)
  })
})

describe('an absolute request target naming another host than its Host header is refused', () => {
  it('a URL of evil.example with Host 127.0.0.1:8787: 400', async () => {
    const { res, body } = await fetchWith(new Request('http://evil.example/product', { headers: { Host: '127.0.0.1:8787' } }))
    expect(res.status).toBe(400)
    expect(body).toBe('400 Bad Request: the request target names another host than its Host header\n')
  })

  it('the same host spelled with its default port or in capitals is the same host', async () => {
    for (const host of ['site.test:80', 'SITE.test']) expect((await fetchWith(new Request('http://site.test/product', { headers: { Host: host } }))).res.status, host).toBe(200)
  })
})

describe('with SITE_URL empty, every absolute link takes the origin of the request’s Host', () => {
  it('canonical and hreflang, the sitemap, robots.txt and the feed', async () => {
    const host = 'http://127.0.0.1:8787'
    expect((await fetchWith(new Request(`${host}/product`))).body).toContain(`<link rel="canonical" href="${host}/product"/>`)
    expect((await fetchWith(new Request(`${host}/en/product`))).body).toContain(`hrefLang="zh-CN" href="${host}/product"`)
    expect((await fetchWith(new Request(`${host}/robots.txt`))).body).toContain(`Sitemap: ${host}/sitemap.xml`)
    expect((await fetchWith(new Request(`${host}/sitemap.xml`))).body).toContain(`<loc>${host}/product</loc>`)
    expect((await fetchWith(new Request(`${host}${FEED_PATH}`))).body).toContain(`${host}/`)
  })
})

describe('with SITE_URL set, the site has one origin', () => {
  const SITE = { SITE_URL: 'https://www.ventaura.example' }

  it.each([
    ['https://ventaura-site.someone.workers.dev/productCategory/sensor/?id=VV-1&utm_source=x', 'https://www.ventaura.example/productCategory/sensor/?id=VV-1&utm_source=x'],
    ['https://ventaura.example/en/', 'https://www.ventaura.example/en/'],
    ['http://www.ventaura.example/contact/', 'https://www.ventaura.example/contact/'],
  ])('GET %s: 301 to %s', async (from, to) => {
    const { res } = await fetchWith(new Request(from, { redirect: 'manual' }), SITE)
    expect(res.status).toBe(301)
    expect(res.headers.get('Location')).toBe(to)
    expectSiteHeaders(res)
  })

  it('another method keeps its method and body: 308', async () => {
    const { res } = await fetchWith(new Request('https://ventaura-site.someone.workers.dev/api/v1/website/message', { method: 'POST', body: '{}', redirect: 'manual' }), SITE)
    expect(res.status).toBe(308)
    expect(res.headers.get('Location')).toBe('https://www.ventaura.example/api/v1/website/message')
  })

  it('SITE_URL’s own host is served, its links and robots.txt on SITE_URL', async () => {
    const page = await fetchWith(new Request('https://www.ventaura.example/product'), SITE)
    expect(page.res.status).toBe(200)
    expect(page.body).toContain('<link rel="canonical" href="https://www.ventaura.example/product"/>')
    expect((await fetchWith(new Request('https://www.ventaura.example/robots.txt'), SITE)).body).toContain('Sitemap: https://www.ventaura.example/sitemap.xml')
  })

  it('a local server (loopback host) with SITE_URL in .dev.vars still answers, with SITE_URL’s links', async () => {
    const page = await fetchWith(new Request('http://127.0.0.1:8787/product'), SITE)
    expect(page.res.status).toBe(200)
    expect(page.body).toContain('<link rel="canonical" href="https://www.ventaura.example/product"/>')
  })

  it('a SITE_URL that is not an http(s) URL is ignored (and logged), not a crash', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const SITE_URL of ['www.ventaura.example', 'javascript:alert(1)', 'ftp://files.example']) {
      const page = await fetchWith(new Request('http://site.test/product'), { SITE_URL })
      expect(page.res.status, SITE_URL).toBe(200)
      expect(page.body, SITE_URL).toContain('<link rel="canonical" href="http://site.test/product"/>')
    }
    expect(log).toHaveBeenCalled()
  })
})

describe('npm run deploy refuses a SITE_URL that is empty or not an http(s) URL', () => {
  it.each(['', '   ', 'www.ventaura.example', 'javascript:alert(1)', 'ftp://files.example', 'https://'])('%j is refused', (value) => expect(parseSiteUrl(value)).toBeNull())
  it('an http(s) URL is its origin, a path after it ignored', () => {
    expect(parseSiteUrl(' https://www.ventaura.example/ ')).toBe('https://www.ventaura.example')
    expect(parseSiteUrl('http://WWW.Ventaura.example:8080/x')).toBe('http://www.ventaura.example:8080')
  })
})
