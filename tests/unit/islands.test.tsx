import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../src/env.ts'
import { locale } from '../../src/routing/locale-middleware.ts'
import HomeCarousel from '../../src/ui/islands/HomeCarousel.tsx'
import { Island } from '../../src/ui/render/island.tsx'
import { renderPage } from '../../src/ui/render/render-page.tsx'
import { jsonForScript } from '../../src/ui/render/json-for-script.ts'
import { fixtureBundle } from './fixtures/bundle.ts'

const attack = '</script><script>alert(1)</script><!--'

async function pageWithIsland(label: string): Promise<string> {
  const app = new Hono<AppEnv>()
  app.use(locale)
  app.get('*', (c) =>
    renderPage(c, {
      head: { title: 't', description: 'd' },
      bundle: fixtureBundle('en'),
      main: <Island component={HomeCarousel} props={{ track: 'products-track', prevLabel: label, nextLabel: 'Next' }} />,
    }),
  )
  return (await app.request('/en/', {}, env)).text()
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
    expect(JSON.parse(propsScripts[0]![2]!).prevLabel).toBe(attack)
  })
})

describe('an island renders on the server like any other component', () => {
  it('its markup is in the page, marked with its name and an id prefix for hydration', async () => {
    const html = await pageWithIsland('Language')
    expect(html).toMatch(/<div class="island" data-island="HomeCarousel" data-island-id="i0-"><div class="carousel-buttons">/)
    expect(html).toContain('aria-label="Language"')
  })

  it('a page with islands ends with the module script that hydrates them', async () => {
    const html = await pageWithIsland('Language')
    expect(html).toMatch(/<script type="module" src="[^"]+main\.ts"><\/script><\/body><\/html>$/)
  })
})

describe('JavaScript by page kind', () => {
  it('a page with the full layout and no island still loads the client entry (the layout behaviour), without React', async () => {
    const { exports } = await import('cloudflare:workers')
    const html = await (await exports.default.fetch(new Request('http://site.test/en/File'))).text()
    expect(html).not.toContain('data-island=')
    expect(html).toMatch(/<script type="module" src="[^"]+main\.ts"><\/script><\/body><\/html>$/)
  })

  it('the 404 page (minimal chrome, no island) has no script at all', async () => {
    const { exports } = await import('cloudflare:workers')
    const res = await exports.default.fetch(new Request('http://site.test/pdf/Not_A_Brochure'))
    const html = await res.text()
    expect(res.status).toBe(404)
    expect(html).not.toContain('<script')
    expect(html).not.toContain('modulepreload')
  })
})
