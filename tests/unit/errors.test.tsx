import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { HTTPException } from 'hono/http-exception'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../src/app.ts'
import { SECURITY_HEADERS } from '../../src/http/security-headers.ts'
import worker from '../../src/worker.ts'
import { errorStatus } from '../../src/http/error-status.ts'
import { errorHandler } from '../../src/http/errors.tsx'
import { renderingApp } from './fixtures/render-app.ts'

function throwing(error: unknown, handler = errorHandler()) {
  return renderingApp(() => {
    throw error
  }, handler)
}

describe('the status of an error is its statusCode, status or response status, else 500', () => {
  it.each([
    [{ statusCode: 418 }, 418],
    [{ status: 403 }, 403],
    [{ response: { status: 502 } }, 502],
    [{ statusCode: 'x', status: 409 }, 409],
    [new Error('plain'), 500],
    [{ status: 200 }, 500],
    [null, 500],
  ])('%o → %i', (error, status) => expect(errorStatus(error)).toBe(status))
})

describe('a thrown error renders the error page', () => {
  it('with its status, the default message "Error" and a link home, and no internals', async () => {
    const res = await throwing(new Error('database password is hunter2')).request('/en/product', {}, env, createExecutionContext())
    expect(res.status).toBe(500)
    const html = await res.text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<h1>Error</h1>')
    expect(html).toContain('<a href="/en/">Go back to home</a>')
    expect(html).not.toContain('hunter2')
    expect(html).not.toMatch(/at \w+ \(/)
  })

  it('a deliberate 4xx shows its own message, escaped', async () => {
    const res = await throwing(new HTTPException(403, { message: '<b>no</b> access' })).request('/product', {}, env, createExecutionContext())
    expect(res.status).toBe(403)
    const html = await res.text()
    expect(html).toMatch(/<h1>(<k-w>)?&lt;b&gt;no&lt;\/b&gt; access(<\/k-w>)?<\/h1>/)
  })

  it('under /api the answer is the JSON envelope', async () => {
    const res = await throwing(new Error('secret')).request('/api/v1/website/news', {}, env, createExecutionContext())
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ success: false, message: 'Internal error' })
  })

  it('if the error page itself fails, a static page says so with a "Go back to home" link', async () => {
    const broken = errorHandler(() => {
      throw new Error('renderer down')
    })
    const res = await throwing(Object.assign(new Error('x'), { status: 503 }), broken).request('/en/contact/', {}, env, createExecutionContext())
    expect(res.status).toBe(503)
    const html = await res.text()
    expect(html).toContain('An error occurred while showing the error page')
    expect(html).toContain('<a href="/en/">Go back to home</a>')
    expect(html).not.toContain('renderer down')
  })
})

describe('an error that escapes the app ends in the site’s static error page, never the runtime’s own answer', () => {
  afterEach(() => vi.restoreAllMocks())

  it('a throw the app’s error handler does not take (not an Error) is a 500 with the security headers and no stack trace', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(app, 'fetch').mockRejectedValue('not an Error: /work/secret/path.js:12')
    const res = await worker.fetch!(new Request('http://site.test/en/product') as Request<unknown, IncomingRequestCfProperties>, env, createExecutionContext())
    expect(res.status).toBe(500)
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value)
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'")
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain('<a href="/en/">Go back to home</a>')
    expect(html).not.toContain('secret')
  })
})
