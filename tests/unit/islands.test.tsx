import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import SelectionList from '../../src/ui/islands/SelectionList.tsx'
import { Island } from '../../src/ui/render/island.tsx'
import { renderPage } from '../../src/ui/render/render-page.tsx'
import { jsonForScript } from '../../src/ui/render/json-for-script.ts'
import { fixtureBundle } from './fixtures/bundle.ts'
import { renderingApp } from './fixtures/render-app.ts'

const attack = '</script><script>alert(1)</script><!--'

async function pageWithIsland(label: string): Promise<string> {
  const app = renderingApp(async (c) =>
    renderPage(c, {
      head: { title: 't', description: 'd' },
      bundle: fixtureBundle('en'),
      main: <Island component={SelectionList} props={{ items: [], selected: '', region: 'item', imageWidth: 800, imageHeight: 800, labels: { prev: label, next: 'Next', shown: '{{name}}' } }} />,
    }),
  )
  return (await app.request('/en/', {}, env, createExecutionContext())).text()
}

describe('island props are serialised into the HTML safely', () => {
  it('jsonForScript escapes <, > and & so no value can close the script element', () => {
    const json = jsonForScript({ label: attack, amp: 'a&b' })
    expect(json).not.toMatch(/[<>&]/)
    expect(JSON.parse(json)).toEqual({ label: attack, amp: 'a&b' })
  })

  it('a prop containing </script><script>alert(1)</script> stays inside its JSON script and reads back unchanged', async () => {
    const html = await pageWithIsland(attack)
    expect(html).not.toContain('<script>alert(1)')
    const propsScripts = [...html.matchAll(/<script type="application\/json" data-island-props="([^"]+)">(.*?)<\/script>/g)]
    expect(propsScripts).toHaveLength(1)
    expect(JSON.parse(propsScripts[0]![2]!).labels.prev).toBe(attack)
  })
})

describe('an island renders on the server like any other component', () => {
  it('its markup is in the page, marked with its name and an id prefix for hydration', async () => {
    const html = await pageWithIsland('Language')
    expect(html).toMatch(/<div class="island" data-island="SelectionList" data-island-id="i0-"><div class="selection-list">/)
    expect(html).toContain('aria-label="Language"')
  })

  it('a full-layout page loads the client entry, which hydrates the islands it finds, as a module script in its head', async () => {
    const html = await pageWithIsland('Language')
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(/<script type="module" src="[^"]+main\.ts"><\/script>/)
  })
})

describe('an island rendered again with the same props reuses its HTML, and follows its props when they change', () => {
  it('the same props give the same markup; new props give the markup of the new props', async () => {
    const first = await pageWithIsland('Previous products')
    expect(await pageWithIsland('Previous products')).toBe(first)
    const changed = await pageWithIsland('Earlier products')
    expect(changed).toContain('aria-label="Earlier products"')
    expect(changed).not.toContain('aria-label="Previous products"')
    expect(await pageWithIsland('Previous products')).toContain('aria-label="Previous products"')
  })
})

describe('a page without the layout loads no JavaScript', () => {
  it('the minimal error page (no bundle to be had) has no script at all', async () => {
    const app = renderingApp(async (c) => renderPage(c, { head: { title: 'Error', description: 'd' }, main: <p>down</p>, status: 503 }))
    const res = await app.request('/en/', {}, env, createExecutionContext())
    const html = await res.text()
    expect(res.status).toBe(503)
    expect(html).toContain('<p>down</p>')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('modulepreload')
  })
})
