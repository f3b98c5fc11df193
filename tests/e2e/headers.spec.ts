import { asOperator, expect, test } from './fixtures.ts'

function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers['content-security-policy']).toContain("script-src 'self'")
  expect(headers['content-security-policy']).toContain("object-src 'none'")
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toBeTruthy()
  expect(headers['strict-transport-security']).toContain('max-age=')
}

test.describe('security and caching headers of the production build', () => {
  test('a page rendered now, its data in, is whole HTML with its length and the security headers, not cached as immutable', async ({ request }) => {
    // The operator's token makes sure this render is not served from the page cache.
    const res = await request.get('/', { headers: asOperator() })
    expect(res.headers()['x-page-cache']).toBe('miss')
    expect(res.headers()['content-type']).toBe('text/html; charset=utf-8')
    // Rendered to one string (a page whose data is late is streamed: tests/unit/streaming.test.tsx).
    expect(res.headers()['transfer-encoding']).toBeUndefined()
    expect(Number(res.headers()['content-length'])).toBe((await res.body()).byteLength)
    expect(res.headers()['cache-control']).not.toContain('immutable')
    expectSecurityHeaders(res.headers())
  })

  test('the same page from the page cache keeps its headers (it arrives whole, so with a length)', async ({ request }) => {
    const path = `/en/?cache-check=${Date.now()}`
    await (await request.get(path)).body()
    await expect.poll(async () => (await request.get(path)).headers()['x-page-cache']).toBe('hit')
    const hit = await request.get(path)
    expect(hit.headers()['content-type']).toBe('text/html; charset=utf-8')
    expect(hit.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
    expectSecurityHeaders(hit.headers())
  })

  test('an API answer', async ({ request }) => {
    const res = await request.get('/api/v1/website/unknown-endpoint')
    expect(res.status()).toBe(404)
    expect((await res.json()).success).toBe(false)
    expectSecurityHeaders(res.headers())
  })

  test('a hashed asset: immutable for a year, with the security headers', async ({ request }) => {
    const html = await (await request.get('/en/')).text()
    const css = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
    const js = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    for (const path of [css, js]) {
      expect(path).toBeTruthy()
      const res = await request.get(path!)
      expect(res.status()).toBe(200)
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
      expectSecurityHeaders(res.headers())
    }
  })

  test('a content picture by its old SVG name redirects to its WebP; a drawing served as SVG and an unknown name do not', async ({ request }) => {
    const old = await request.get('/img/products/Venturi_valve-1.svg', { maxRedirects: 0 })
    expect(old.status()).toBe(301)
    expect(old.headers()['location']).toBe('/img/products/Venturi_valve-1.webp')
    const picture = await request.get('/img/products/Venturi_valve-1.svg')
    expect(picture.status()).toBe(200)
    expect(picture.headers()['content-type']).toBe('image/webp')
    expect((await request.get('/img/brand/logo.svg')).headers()['content-type']).toContain('image/svg+xml')
    expect((await request.get('/img/products/no-such-picture.svg', { maxRedirects: 0 })).status()).toBe(404)
  })

  test('every file a page\'s srcset or preload names answers 200 at once, without a redirect (issue 49)', async ({ request }) => {
    for (const path of ['/', '/en/', '/en/productCategory/Venturi_valve/', '/AccessHcs']) {
      const html = await (await request.get(path)).text()
      const files = new Set([...html.matchAll(/(?:srcSet|srcset|imagesrcset)="([^"]+)"/gi)].flatMap((match) => match[1]!.split(',').map((entry) => entry.trim().split(/\s+/)[0]!)))
      expect(files.size, path).toBeGreaterThan(2)
      for (const file of files) expect((await request.get(file, { maxRedirects: 0 })).status(), `${path}: ${file}`).toBe(200)
    }
    const old = await request.get('/img/products/Venturi_valve-1@2x.webp', { maxRedirects: 0 })
    expect([old.status(), old.headers()['location']]).toEqual([301, '/img/products/Venturi_valve-1-2x.webp'])
  })

  test('16 simultaneous requests for an old picture name all move to the WebP', async ({ request }) => {
    const answers = await Promise.all(Array.from({ length: 16 }, () => request.get('/img/news/trends-2026.svg', { maxRedirects: 0 })))
    expect(answers.map((res) => res.status())).toEqual(Array(16).fill(301))
    expect(new Set(answers.map((res) => res.headers()['location']))).toEqual(new Set(['/img/news/trends-2026.webp']))
  })
})
