/**
 * A render has its own time bound (issue 23, part 5): PAGE_BUDGET_MS bounds a screen's data, RENDER_BUDGET_MS
 * React's render after it. A component that never resolves must not hold a visitor's connection open.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { Suspense, use } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { app } from '../../src/app.ts'
import { PAGE_FRESH_FOR } from '../../src/http/page-cache.ts'
import { SCREENS } from '../../src/ui/pages/screens.ts'
import type { ScreenInput, ScreenOutcome } from '../../src/ui/pages/screen.ts'
import { RENDER_BUDGET_MS } from '../../src/ui/render/render-bound.ts'
import { cutAtItsBound, renderPage } from '../../src/ui/render/render-page.tsx'
import { fixtureBundle } from './fixtures/bundle.ts'
import { renderingApp } from './fixtures/render-app.ts'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)
afterEach(() => vi.restoreAllMocks())

const never = new Promise<string>(() => {})

/** A component waiting on something that never comes. */
function NeverEnds(): string {
  return use(never)
}

const head = { title: 'Never', description: 'd' }

/** A page rendered with a short bound, timed from the request to the end of its body. */
async function timedVisit(main: React.ReactNode, data?: Promise<unknown>) {
  let rendered: Response | undefined
  const site = renderingApp(async (c) => (rendered = await renderPage(c, { head, main, bundle: fixtureBundle('en'), data, budgetMs: 300 })))
  const started = Date.now()
  const res = await site.request('/en/never', {}, env, createExecutionContext())
  const body = await res.text()
  return { res, body, elapsed: Date.now() - started, rendered }
}

describe('a render that never ends is cut at its bound, never holding the connection open', () => {
  it('a part outside Suspense that never resolves: the error page at the bound', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { res, body, elapsed } = await timedVisit(<NeverEnds />, Promise.resolve())
    expect(res.status).toBe(503)
    expect(body).toContain('<html lang="en">')
    expect(elapsed).toBeLessThan(5000)
  })

  it('a part inside Suspense that never resolves, on a page whose data is in: the error page, not half a page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { res, body } = await timedVisit(
      <Suspense fallback={<p>waiting</p>}>
        <NeverEnds />
      </Suspense>,
      Promise.resolve(),
    )
    expect(res.status).toBe(503)
    expect(body).not.toContain('waiting')
  })

  it('a page sent before its data, whose data never comes, ends at its bound with the document closed, marked as cut', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { res, body, elapsed, rendered } = await timedVisit(
      <Suspense fallback={<p>waiting</p>}>
        <NeverEnds />
      </Suspense>,
      never,
    )
    expect(res.status).toBe(200)
    expect(body).toContain('<p>waiting</p>')
    expect(body.endsWith('</html>')).toBe(true)
    expect(elapsed).toBeLessThan(5000)
    expect(cutAtItsBound(rendered!)).toBe(true)
  })
})

describe('through the page router: a page whose render never ends', () => {
  /** A screen whose data comes at once (one content call) and whose page never finishes rendering. */
  const neverEnding = async (input: ScreenInput): Promise<ScreenOutcome> => {
    await input.content.list('products', {}, input.lang)
    return {
      kind: 'page',
      head,
      main: (
        <Suspense fallback={<p>waiting</p>}>
          <NeverEnds />
        </Suspense>
      ),
    }
  }

  async function visit(path: string) {
    const ctx = createExecutionContext()
    const started = Date.now()
    const res = await app.fetch(new Request(`http://site.test${path}`), env, ctx)
    const body = await res.text()
    await waitOnExecutionContext(ctx)
    return { res, body, elapsed: Date.now() - started }
  }

  it(`serves the stale copy when the cache has one, else the error page, after ${RENDER_BUDGET_MS / 1000} s`, async () => {
    const cached = await visit('/en/concepts')
    expect(cached.res.headers.get('X-Page-Cache')).toBe('miss')
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + (PAGE_FRESH_FOR + 1) * 1000)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(SCREENS, 'Concepts').mockImplementation(neverEnding)
    vi.spyOn(SCREENS, 'Solution').mockImplementation(neverEnding)
    const [stale, error] = await Promise.all([visit('/en/concepts'), visit('/en/solution')])
    expect(stale.res.status).toBe(200)
    expect(stale.res.headers.get('X-Page-Cache')).toBe('stale')
    expect(stale.body).toBe(cached.body)
    expect(error.res.status).toBe(503)
    expect(error.body).toContain('<html lang="en">')
    expect(error.body).not.toContain('waiting')
    for (const { elapsed } of [stale, error]) expect(elapsed).toBeLessThan(RENDER_BUDGET_MS + 5000)
  }, RENDER_BUDGET_MS + 20_000)
})
