import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { app } from '../../src/app.ts'

/** The files the fake ASSETS binding has (files themselves are served before the worker; it is asked about others). */
const FILES = new Set(['/img/products/Venturi_valve-1.webp', '/img/products/Venturi_valve-1-2x.webp'])
const asked: string[] = []
const ASSETS = {
  fetch: async (request: Request) => {
    const { pathname } = new URL(request.url)
    asked.push(`${request.method} ${pathname}`)
    return new Response(null, { status: FILES.has(pathname) ? 200 : 404 })
  },
} as unknown as Fetcher

async function send(path: string, method = 'GET', assets: Fetcher = ASSETS): Promise<Response> {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request(`http://site.test${path}`, { method }), { ...env, ASSETS: assets } as Env, ctx)
  await waitOnExecutionContext(ctx)
  return res
}

describe('a content picture by its SVG name from before issue 36 redirects to its WebP', () => {
  it.each(['GET', 'HEAD'])('%s /img/products/Venturi_valve-1.svg answers 301 to the .webp, kept a day', async (method) => {
    asked.length = 0
    const res = await send('/img/products/Venturi_valve-1.svg', method)
    expect(res.status).toBe(301)
    expect(res.headers.get('Location')).toBe('/img/products/Venturi_valve-1.webp')
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400')
    expect(asked).toEqual(['HEAD /img/products/Venturi_valve-1.webp'])
  })

  it.each(['/img/products/Venturi_valve-1@2x.webp', '/img/products/Venturi_valve-1%402x.webp'])('%s, a dense file\'s name before issue 49, answers 301 to its -2x name', async (path) => {
    const res = await send(path)
    expect([res.status, res.headers.get('Location')]).toEqual([301, '/img/products/Venturi_valve-1-2x.webp'])
  })

  it('an old name with doubled slashes goes to the file\'s one spelling in one hop', async () => {
    const res = await send('/img//products//Venturi_valve-1.svg')
    expect([res.status, res.headers.get('Location')]).toEqual([301, '/img/products/Venturi_valve-1.webp'])
  })

  it('carries the security headers of every answer', async () => {
    const res = await send('/img/products/Venturi_valve-1.svg')
    expect(res.status).toBe(301)
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  it('an SVG name with no WebP of that name is the 404 page', async () => {
    const res = await send('/img/products/no-such-picture.svg')
    expect(res.status).toBe(404)
    expect(res.headers.get('Content-Type')).toContain('text/html')
  })

  it.each(['/img/products/Venturi_valve-1.png', '/img/products/Venturi_valve-1.svg.png', '/products/Venturi_valve-1.svg', '/img/products/Venturi%20valve-1.svg'])('%s is no old picture name: the 404 page, and ASSETS is not asked', async (path) => {
    asked.length = 0
    expect((await send(path)).status).toBe(404)
    expect(asked).toEqual([])
  })

  it('an ASSETS binding that fails leaves the old name the 404 page, not an error', async () => {
    const failing = { fetch: () => Promise.reject(new Error('assets down')) } as unknown as Fetcher
    expect((await send('/img/products/Venturi_valve-1.svg', 'GET', failing)).status).toBe(404)
  })

  it('POST to an old name is refused as on any file path (405)', async () => {
    const res = await send('/img/products/Venturi_valve-1.svg', 'POST')
    expect(res.status).toBe(405)
  })
})
