import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { Suspense, use } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { INCOMPLETE_FRESH_FOR, keyParts, PAGE_FRESH_FOR, pageCacheKey, servePage } from '../../src/http/page-cache.ts'
import { renderPage, streamedInParts } from '../../src/ui/render/render-page.tsx'
import { fixtureBundle } from './fixtures/bundle.ts'
import { renderingApp } from './fixtures/render-app.ts'

afterEach(() => vi.restoreAllMocks())

function Late({ items }: { items: Promise<string> }) {
  return <p className="late">{use(items)}</p>
}

/** The data of the render in progress: the test lets it arrive once the response has started, after the grace. */
let arrive: (text: string) => void = () => {}

/** A page whose one section's data arrives late, served through the page cache. */
const app = renderingApp((c) => {
  const key = pageCacheKey(new URL(c.req.url), keyParts(c, 'late-page-test'))
  return servePage(c, key, async () => {
    const data = new Promise<string>((resolve) => (arrive = resolve))
    const response = await renderPage(c, {
      head: { title: 'Late', description: 'd' },
      main: (
        <Suspense fallback={<p>loading</p>}>
          <Late items={data} />
        </Suspense>
      ),
      bundle: fixtureBundle('en'),
      data,
    })
    // As the pages give it: the nonce of a page sent before its data was in.
    return { response, store: { key, freshFor: () => PAGE_FRESH_FOR, nonce: streamedInParts(response) ? c.get('nonce') : undefined } }
  })
})

/**
 * A page whose data is in at once, but one of whose parts reads something more that comes only after the head
 * has gone: as a solution's products are read once its relation list is in (a CMS's 27 November CI failure).
 */
const appWithAFollowUp = renderingApp((c) => {
  const key = pageCacheKey(new URL(c.req.url), keyParts(c, 'follow-up-test'))
  return servePage(c, key, async () => {
    const data = Promise.resolve('the list')
    const followUp = data.then(() => new Promise<string>((resolve) => setTimeout(() => resolve('read after the list'), 50)))
    const response = await renderPage(c, {
      head: { title: 'Follow-up', description: 'd' },
      main: (
        <Suspense fallback={<p>loading</p>}>
          <Late items={followUp} />
        </Suspense>
      ),
      bundle: fixtureBundle('en'),
      data,
    })
    return { response, store: { key, freshFor: () => PAGE_FRESH_FOR, nonce: streamedInParts(response) ? c.get('nonce') : undefined } }
  })
})

/** The response's CSP nonce and the nonces its inline scripts carry. */
function nonces(res: Response, body: string) {
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1] ?? ''
  const scriptNonces = [...body.matchAll(/<script(?![^>]*\ssrc=)[^>]*\snonce="([^"]+)"/g)].map((m) => m[1])
  return { nonce, scriptNonces }
}

async function visit(path: string) {
  const ctx = createExecutionContext()
  const res = await app.request(path, {}, env, ctx)
  arrive('arrived late')
  const body = await res.text()
  await waitOnExecutionContext(ctx)
  return { res, body, ...nonces(res, body) }
}

describe('a page whose data came late (revealed out of order) in the page cache', () => {
  it(`is current for ${INCOMPLETE_FRESH_FOR} s only, and a hit gives its inline scripts the nonce of its own response`, async () => {
    const first = await visit('/en/late-page')
    expect(first.res.headers.get('X-Page-Cache')).toBe('miss')
    expect(first.body).toContain('arrived late')
    expect(first.scriptNonces.length).toBeGreaterThan(0)
    expect(new Set(first.scriptNonces)).toEqual(new Set([first.nonce]))

    const hit = await visit('/en/late-page')
    expect(hit.res.headers.get('X-Page-Cache')).toBe('hit')
    expect(hit.nonce).not.toBe(first.nonce)
    expect(new Set(hit.scriptNonces)).toEqual(new Set([hit.nonce]))
    expect(hit.body.replaceAll(hit.nonce, first.nonce)).toBe(first.body)

    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + (INCOMPLETE_FRESH_FOR + 1) * 1000)
    expect((await visit('/en/late-page')).res.headers.get('X-Page-Cache')).toBe('miss')
  })
})

describe('a page whose data was in but one part came after its head, in the page cache', () => {
  it('a hit gives the inline script that revealed that part the nonce of its own response', async () => {
    const visitFollowUp = async () => {
      const ctx = createExecutionContext()
      const res = await appWithAFollowUp.request('/en/follow-up', {}, env, ctx)
      const body = await res.text()
      await waitOnExecutionContext(ctx)
      return { res, body, ...nonces(res, body) }
    }
    const first = await visitFollowUp()
    expect(first.body).toContain('read after the list')
    expect(first.scriptNonces.length).toBeGreaterThan(0)
    const hit = await visitFollowUp()
    expect(hit.res.headers.get('X-Page-Cache')).toBe('hit')
    expect(hit.nonce).not.toBe(first.nonce)
    expect(new Set(hit.scriptNonces)).toEqual(new Set([hit.nonce]))
  })
})

describe('a page revealed out of order, shared by simultaneous requests', () => {
  it('each request gets it with the inline scripts under the nonce of its own response', async () => {
    const ctx = createExecutionContext()
    const first = await app.request('/en/late-shared', {}, env, ctx)
    const second = app.request('/en/late-shared', {}, env, ctx)
    arrive('arrived late')
    const [firstBody, secondRes] = await Promise.all([first.text(), second])
    const secondBody = await secondRes.text()
    await waitOnExecutionContext(ctx)
    expect(secondRes.headers.get('X-Page-Cache')).toBe('shared')
    const a = nonces(first, firstBody)
    const b = nonces(secondRes, secondBody)
    expect(a.scriptNonces.length).toBeGreaterThan(0)
    expect(b.nonce).not.toBe(a.nonce)
    expect(new Set(b.scriptNonces)).toEqual(new Set([b.nonce]))
    expect(secondBody.replaceAll(b.nonce, a.nonce)).toBe(firstBody)
  })
})
