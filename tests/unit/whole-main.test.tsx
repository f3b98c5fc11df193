import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import SelectionList from '../../src/ui/islands/SelectionList.tsx'
import { Island } from '../../src/ui/render/island.tsx'
import { renderPage } from '../../src/ui/render/render-page.tsx'
import { fixtureBundle } from './fixtures/bundle.ts'
import { renderingApp } from './fixtures/render-app.ts'

/** Content that asks for hints: eager images (React preloads them), one with `&` in its URL, one by srcset; and an island. */
const content: ReactNode = (
  <>
    <h1>Venturi valves</h1>
    <img src={'/img/products/vv-1.svg?w=800&v=1'} alt="VV-S100" width={800} height={800} />
    <img src="/img/products/vv-2.svg" srcSet="/img/products/vv-2.svg 1x, /img/products/vv-2@2x.svg 2x" alt="VV-S200" width={800} height={800} fetchPriority="high" />
    <Island component={SelectionList} props={{ items: [], selected: '', region: 'item', imageWidth: 800, imageHeight: 800, labels: { prev: 'Previous', next: 'Next', shown: '{{name}}' } }} />
  </>
)

/** The page as a visitor gets it: `data` is what it waits for (none: its content is rendered to one string). */
async function page(data?: Promise<unknown>): Promise<string> {
  const app = renderingApp(async (c) => renderPage(c, { head: { title: 'Products', description: 'd' }, bundle: fixtureBundle('en'), main: content, data }))
  return (await app.request('/en/product', {}, env, createExecutionContext())).text()
}

/** The <link> elements of a document's head, each with its attributes sorted, in sorted order. */
const headLinks = (html: string) =>
  [...html.slice(0, html.indexOf('</head>')).matchAll(/<link ([^>]*)\/>/g)].map(([, attributes]) => attributes!.match(/[\w-]+="[^"]*"/g)!.sort().join(' ')).sort()

describe('a page with no data to wait for is rendered to one string, into the same document', () => {
  it('is the same HTML as the streamed render of the same content, hints in the head included', async () => {
    const whole = await page()
    const streamed = await page(Promise.resolve())
    const body = (html: string) => html.slice(html.indexOf('</head>'))
    expect(body(whole)).toBe(body(streamed))
    // The head holds the same hints; asked for by React's API rather than by an <img>, a hint's attributes and its
    // place among the hints of the same kind may differ.
    expect(headLinks(whole)).toEqual(headLinks(streamed))
  })

  it('the image preloads React asks for are in the head, not in <main>', async () => {
    const html = await page()
    const head = html.slice(0, html.indexOf('</head>'))
    const main = html.slice(html.indexOf('<main id="main">'), html.indexOf('</main>'))
    expect(head).toContain('href="/img/products/vv-1.svg?w=800&amp;v=1"')
    expect(head).toContain('imageSrcSet="/img/products/vv-2.svg 1x, /img/products/vv-2@2x.svg 2x"')
    expect(main).not.toContain('<link')
    expect(main).toContain('<h1>Venturi valves</h1>')
  })
})
