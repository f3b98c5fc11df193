import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import { Suspense, use } from 'react'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../src/env.ts'
import { errorHandler } from '../../src/http/errors.tsx'
import { locale } from '../../src/routing/locale-middleware.ts'
import { renderPage } from '../../src/ui/render/render-page.tsx'
import { fixtureBundle } from './fixtures/bundle.ts'

/** A deferred value the test resolves when it wants the page's data to arrive. */
function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

function SlowList({ items }: { items: Promise<string[]> }) {
  return (
    <ul>
      {use(items).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

function Broken(): never {
  throw Object.assign(new Error('boom'), { status: 503 })
}

function appWith(main: React.ReactNode) {
  const app = new Hono<AppEnv>()
  app.onError(errorHandler())
  app.use(locale)
  app.get('*', (c) => renderPage(c, { head: { title: 'Slow page', description: 'd' }, main, bundle: fixtureBundle('zh-CN') }))
  return app
}

const decoder = new TextDecoder()

describe('the head and header are flushed before slow data resolves', () => {
  it('the first chunk holds the <head> and the header while the page data is still pending', async () => {
    const data = deferred<string[]>()
    const res = await appWith(
      <Suspense fallback={<p>loading</p>}>
        <SlowList items={data.promise} />
      </Suspense>,
    ).request('/', {}, env)
    const reader = res.body!.getReader()

    const first = decoder.decode((await reader.read()).value)
    expect(first).toContain('<head>')
    expect(first).toContain('<title>Slow page</title>')
    expect(first).toContain('</header>')
    expect(first).not.toContain('slow item')

    data.resolve(['slow item one', 'slow item two'])
    let rest = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value)
    expect(rest).toContain('<li>slow item one</li><li>slow item two</li>')
    expect(rest.endsWith('</body></html>')).toBe(true)
  })

  it('streams in document order: the resolved content sits inside <main>, with no inline script to move it', async () => {
    const data = deferred<string[]>()
    const res = await appWith(
      <Suspense fallback={<p>loading</p>}>
        <SlowList items={data.promise} />
      </Suspense>,
    ).request('/', {}, env)
    setTimeout(() => data.resolve(['late']), 20)
    const html = await res.text()
    expect(html).toMatch(/<main id="main"><!--\$--><ul><li>late<\/li><\/ul><!--\/\$--><\/main>/)
    expect(html).not.toContain('<p>loading</p>')
    expect(html).not.toMatch(/<script>/)
  })

  it('an error outside Suspense is answered with the error page and its status, not a half-sent 200', async () => {
    const res = await appWith(<Broken />).request('/', {}, env)
    expect(res.status).toBe(503)
    const html = await res.text()
    expect(html).toContain('<html lang="zh-CN">')
    expect(html).not.toContain('boom')
  })
})
