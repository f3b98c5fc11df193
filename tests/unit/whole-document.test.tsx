/**
 * A page whose data is in (or that has none) is rendered whole, to one string, by React's string renderer;
 * only a page whose data is late, or a part of which could not be finished at once, is streamed
 * (render-page.tsx, page-renderer.tsx `wholeDocument`, readable.ts).
 */
import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { Suspense, use } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderPage, streamedInParts } from '../../src/ui/render/render-page.tsx'
import { readable } from '../../src/ui/render/readable.ts'
import { fixtureBundle } from './fixtures/bundle.ts'
import { renderingApp } from './fixtures/render-app.ts'

afterEach(() => vi.restoreAllMocks())

/** How many times the list component was rendered in the last visit. */
let renders = 0

function List({ items }: { items: Promise<string[]> }) {
  renders++
  return (
    <ul>
      {use(items).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

const page = (items: Promise<string[]>) => (
  <Suspense fallback={<p>loading</p>}>
    <List items={items} />
  </Suspense>
)

/** The page with `items` as its content's data, as the page router renders it; its HTML and whether React streamed it. */
async function visit(items: Promise<string[]>) {
  renders = 0
  let inParts: boolean | undefined
  const site = renderingApp(async (c) => {
    const response = await renderPage(c, { head: { title: 'Whole', description: 'd' }, main: page(items), bundle: fixtureBundle('en'), data: items })
    inParts = streamedInParts(response)
    return response
  })
  const res = await site.request('/en/whole', {}, env, createExecutionContext())
  return { res, html: await res.text(), inParts }
}

describe('a page whose data is in is rendered whole, in one pass', () => {
  it('data read through readable() renders its part once, in order, with no inline script', async () => {
    const { res, html, inParts } = await visit(readable(Promise.resolve(['one', 'two'])))
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true)
    expect(html).toMatch(/<main id="main"><!--\$--><ul><li>one<\/li><li>two<\/li><\/ul><!--\/\$--><\/main>/)
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(ld\+)?json")/)
    expect(renders).toBe(1)
    expect(inParts).toBe(false)
  })

  it('is the same document the stream renderer makes of the same page', async () => {
    const items = readable(Promise.resolve(['same']))
    const whole = await visit(items)
    const streamer = renderingApp((c) => c.render(page(items), { head: { title: 'Whole', description: 'd' }, bundle: fixtureBundle('en') }))
    const streamed = await (await streamer.request('/en/whole', {}, env, createExecutionContext())).text()
    expect(streamed).toBe(whole.html)
  })

  it('a promise React had not seen is read on a second pass, after one turn: still whole', async () => {
    const { html, inParts } = await visit(Promise.resolve(['unmarked']))
    expect(html).toMatch(/<main id="main"><!--\$--><ul><li>unmarked<\/li><\/ul><!--\/\$--><\/main>/)
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(ld\+)?json")/)
    expect(renders).toBeGreaterThan(1)
    expect(inParts).toBe(false)
  })

  it('a part whose data failed is streamed: its fallback is shown and the failure reported', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failed = readable(Promise.reject<string[]>(new Error('source down')))
    const { res, html } = await visit(failed)
    expect(res.status).toBe(200)
    expect(html).toContain('<p>loading</p>')
    expect(html.endsWith('</body></html>')).toBe(true)
    expect(errors.mock.calls.some(([line]) => String(line).includes('render.failed'))).toBe(true)
  })
})

describe('readable() marks a promise as React reads it', () => {
  it('fulfilled: its value', async () => {
    const promise = readable(Promise.resolve(7))
    await promise
    expect(promise).toMatchObject({ status: 'fulfilled', value: 7 })
  })

  it('rejected: its reason, and the promise still rejects for whoever awaits it', async () => {
    const reason = new Error('no')
    const promise = readable(Promise.reject(reason))
    await expect(promise).rejects.toBe(reason)
    expect(promise).toMatchObject({ status: 'rejected', reason })
  })
})
