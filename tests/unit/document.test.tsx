import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

const get = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://site.test${path}`, init))

describe('every page renders inside the shared document', () => {
  it('/ is a zh-CN HTML document with charset, viewport, title, description, favicon, stylesheet, header, main and footer', async () => {
    const res = await get('/')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    const html = await res.text()
    expect(html.startsWith('<!DOCTYPE html><html lang="zh-CN">')).toBe(true)
    expect(html).toContain('<meta charSet="utf-8"/>')
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>')
    expect(html).toMatch(/<title>[^<]+<\/title>/)
    expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/)
    expect(html).toContain('<link rel="icon" href="/favicon.svg"')
    expect(html).toMatch(/<link rel="stylesheet" href="[^"]+\.css"\/>/)
    expect(html).toMatch(/<header[^>]*>.*<\/header><main id="main">.*<\/main><footer[^>]*>.*<\/footer>/s)
    expect(html.endsWith('</body></html>')).toBe(true)
  })

  it('/en/ is the same document in English', async () => {
    const html = await (await get('/en/')).text()
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true)
    expect(html).toContain('<title>Ventaura Flow Control</title>')
  })

  it('a fresh render is streamed: no Content-Length', async () => {
    const res = await get('/en/concepts')
    expect(res.headers.get('X-Page-Cache')).toBe('miss')
    expect(res.headers.get('Content-Length')).toBeNull()
    await res.body?.cancel()
  })
})
