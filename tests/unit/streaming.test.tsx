import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { Suspense, use } from 'react'
import { describe, expect, it } from 'vitest'
import { DATA_GRACE_MS, renderPage, streamedInParts } from '../../src/ui/render/render-page.tsx'
import { fixtureBundle } from './fixtures/bundle.ts'
import { renderingApp } from './fixtures/render-app.ts'
import { isCrawler } from '../../src/http/crawler.ts'

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

/** Whether the last page rendered went out before its data was in (what the page cache is told). */
let inParts: boolean | undefined

/** A page whose content is `main` and whose data is `data` (what the content layer's calls would be). */
function appWith(main: React.ReactNode, data?: Promise<unknown>, complete = false) {
  inParts = undefined
  return renderingApp(async (c) => {
    const response = await renderPage(c, { head: { title: 'Slow page', description: 'd' }, main, bundle: fixtureBundle('zh-CN'), data, complete })
    inParts = streamedInParts(response)
    return response
  })
}

const decoder = new TextDecoder()

describe('the head and header are flushed before slow data resolves', () => {
  it('the first chunk holds the <head> and the header while the page data is still pending', async () => {
    const data = deferred<string[]>()
    const res = await appWith(
      <Suspense fallback={<p>loading</p>}>
        <SlowList items={data.promise} />
      </Suspense>,
      data.promise,
    ).request('/', {}, env, createExecutionContext())
    const reader = res.body!.getReader()

    // Everything up to the end of the header arrives while the data is still pending (a read that waited on
    // the data would never return, and the test would time out).
    let first = ''
    while (!first.includes('</header>')) {
      const chunk = await reader.read()
      if (chunk.done) break
      first += decoder.decode(chunk.value, { stream: true })
    }
    expect(first).toContain('<title>Slow page</title>')
    expect(first).toContain('</header>')
    expect(first).not.toContain('slow item')
    expect(inParts).toBe(true)

    data.resolve(['slow item one', 'slow item two'])
    let rest = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value)
    expect(rest).toContain('<li>slow item one</li><li>slow item two</li>')
    expect(rest.endsWith('</body></html>')).toBe(true)
    // React puts the late part in place with an inline script: allowed by this response's nonce only.
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1]
    expect(nonce).toBeTruthy()
    const inline = [...rest.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((m) => m[1])
    expect(inline.length).toBeGreaterThan(0)
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`)
  })

  it('data that arrives within the grace streams in document order: inside <main>, with no inline script to move it', async () => {
    const data = deferred<string[]>()
    setTimeout(() => data.resolve(['late']), 20)
    const res = await appWith(
      <Suspense fallback={<p>loading</p>}>
        <SlowList items={data.promise} />
      </Suspense>,
      data.promise,
    ).request('/', {}, env, createExecutionContext())
    const html = await res.text()
    expect(html).toMatch(/<main id="main"><!--\$--><ul><li>late<\/li><\/ul><!--\/\$--><\/main>/)
    expect(html).not.toContain('<p>loading</p>')
    // Only external module scripts and JSON data blocks: nothing inline to run.
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(ld\+)?json")/)
    expect(inParts).toBe(false)
  })

  it('a page with no data to wait for is sent whole, and says so', async () => {
    const html = await (await appWith(<p>from the bundle</p>).request('/', {}, env, createExecutionContext())).text()
    expect(html).toContain('<main id="main"><p>from the bundle</p></main>')
    expect(inParts).toBe(false)
  })

  it('however large a part is, once its data is in it streams in order (React would split out parts past 12.8 KB)', async () => {
    const data = deferred<string[]>()
    setTimeout(() => data.resolve(Array.from({ length: 400 }, (_, i) => `item ${i} ${'x'.repeat(60)}`)), 20)
    const res = await appWith(
      <Suspense fallback={<p>loading</p>}>
        <SlowList items={data.promise} />
      </Suspense>,
      data.promise,
    ).request('/', {}, env, createExecutionContext())
    const html = await res.text()
    const main = html.slice(html.indexOf('<main id="main">'), html.indexOf('</main>'))
    expect(main.length).toBeGreaterThan(25_000)
    expect(main).toContain('<li>item 399 ')
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(ld\+)?json")/)
  })

  it('a crawler gets one complete document, in order, even when the data is late', async () => {
    const data = deferred<string[]>()
    setTimeout(() => data.resolve(['slow for a visitor']), DATA_GRACE_MS + 200)
    const res = await appWith(
      <Suspense fallback={<p>loading</p>}>
        <SlowList items={data.promise} />
      </Suspense>,
      data.promise,
      true,
    ).request('/', {}, env, createExecutionContext())
    const html = await res.text()
    expect(html).toMatch(/<main id="main"><!--\$--><ul><li>slow for a visitor<\/li><\/ul><!--\/\$--><\/main>/)
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(ld\+)?json")/)
    expect(inParts).toBe(false)
  })

  it('an error outside Suspense is answered with the error page and its status, not a half-sent 200', async () => {
    const res = await appWith(<Broken />).request('/', {}, env, createExecutionContext())
    expect(res.status).toBe(503)
    const html = await res.text()
    expect(html).toContain('<html lang="zh-CN">')
    expect(html).not.toContain('boom')
  })
})

describe('crawlers are known by their User-Agent', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
    ['Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)', true],
    ['facebookexternalhit/1.1', true],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36', false],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0', false],
    [null, false],
  ])('%s → %s', (userAgent, crawler) => expect(isCrawler(userAgent)).toBe(crawler))
})
