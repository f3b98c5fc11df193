import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { app } from '../../src/app.ts'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)

/** One request through the app, returned once its waitUntil work (the cache write) has finished. */
async function settled(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request(`http://site.test${path}`, { redirect: 'manual', headers, method }), env, ctx)
  const body = await res.text()
  await waitOnExecutionContext(ctx)
  return { res, body }
}

describe('a page the browser holds answers 304 to its revalidation (issue 48)', () => {
  it('a kept page carries an ETag; If-None-Match of it answers 304 without a body', async () => {
    await settled('/en/product')
    const { res: hit } = await settled('/en/product')
    const etag = hit.headers.get('ETag')
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    for (const method of ['GET', 'HEAD']) {
      const { res, body } = await settled('/en/product', { 'If-None-Match': etag! }, method)
      expect([res.status, body, res.headers.get('ETag'), res.headers.get('Content-Type')]).toEqual([304, '', etag, null])
      expect(res.headers.get('Cache-Control')).toBe(hit.headers.get('Cache-Control'))
      expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'")
    }
  })

  it('If-None-Match of another ETag gets the page', async () => {
    await settled('/product')
    const { res, body } = await settled('/product', { 'If-None-Match': '"0000"' })
    expect(res.status).toBe(200)
    expect(body).toContain('</html>')
  })

  it('If-None-Match: * answers 304 for a page that exists, rendered or kept, and not for one that does not', async () => {
    expect((await settled('/en/concepts', { 'If-None-Match': '*' })).res.status).toBe(304)
    expect((await settled('/en/concepts', { 'If-None-Match': '*' })).res.status).toBe(304)
    expect((await settled('/en/productCategory/nothing-here/', { 'If-None-Match': '*' })).res.status).toBe(404)
  })
})
