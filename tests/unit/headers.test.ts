import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { IMMUTABLE_CACHE, assetHeadersFile } from '../../src/http/security-headers.ts'

const get = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://site.test${path}`, init))

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get('Content-Security-Policy') ?? ''
  // Scripts from the site itself, and inline only what carries this response's own nonce.
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='(;| )/)
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("base-uri 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
  expect(res.headers.get('Permissions-Policy')).toContain('camera=()')
  // Only features every engine of the support matrix knows: Chromium before 115 logs an error for
  // `interest-cohort` (an ended origin trial) on every page.
  expect(res.headers.get('Permissions-Policy')).not.toContain('interest-cohort')
  expect(res.headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}/)
}

describe('every response carries the security headers', () => {
  it('each response has a nonce of its own', async () => {
    const nonces = await Promise.all([get('/en/'), get('/en/'), get('/api/v1/website/configs')].map(async (r) => /'nonce-([^']+)'/.exec((await r).headers.get('Content-Security-Policy') ?? '')?.[1]))
    expect(new Set(nonces).size).toBe(3)
  })
  it('a page', async () => {
    const res = await get('/')
    expectSecurityHeaders(res)
    expect(res.headers.get('Cache-Control')).not.toContain('immutable')
  })
  it('an API answer', async () => {
    const res = await get('/api/v1/website/unknown')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ success: false, message: 'Unknown endpoint /api/v1/website/unknown' })
    expectSecurityHeaders(res)
  })
  it('an error page', async () => {
    const res = await get('/pdf/Not_A_Brochure')
    expectSecurityHeaders(res)
  })
})

describe('static assets get the same headers from _headers, and hashed ones are immutable', () => {
  it('the generated _headers file applies the security headers to every asset and immutable caching to /assets/', () => {
    const file = assetHeadersFile()
    expect(file).toMatch(/^\/\*\n(  [\w-]+: .+\n)+\/assets\/\*\n  Cache-Control: public, max-age=31536000, immutable\n\/pdf\/\*\n/)
    expect(file).toContain("Content-Security-Policy: default-src 'self'; script-src 'self';")
    expect(IMMUTABLE_CACHE).toBe('public, max-age=31536000, immutable')
  })

  it("the PDFs under /pdf/ may be framed by the site itself (the viewer's embedded view), by no other site", () => {
    const pdfRule = assetHeadersFile().split('/pdf/*\n')[1] ?? ''
    expect(pdfRule.split('\n').filter(Boolean)).toEqual([
      '  ! X-Frame-Options',
      '  ! Content-Security-Policy',
      expect.stringMatching(/^  Content-Security-Policy: default-src 'self'; script-src 'self';.*; frame-ancestors 'self'$/),
    ])
  })
})
