import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { Content } from '../../src/content/index.ts'
import { matchRoute } from '../../src/routing/routes.ts'
import { translator } from '../../src/ui/i18n/index.ts'
import { newDetailScreen } from '../../src/ui/pages/NewDetailScreen.tsx'
import { renderPage } from '../../src/ui/render/render-page.tsx'
import { fixtureBundle, fixtureNews } from './fixtures/bundle.ts'
import { renderingApp } from './fixtures/render-app.ts'

describe('JSON-LD is embedded safely', () => {
  it('an article title containing </script><script> stays inside its data block', async () => {
    const app = renderingApp(async (c) => {
      const path = '/en/newDetail/1/1790000000000000051'
      const outcome = await newDetailScreen({
        match: matchRoute(path)!,
        lang: 'en',
        t: translator('en'),
        url: new URL(`http://site.test${path}`),
        origin: 'http://site.test',
        bundle: fixtureBundle('en'),
        search: async () => ({ total: 0, kinds: {}, hits: [] }),
        // The article, its category's newest (the other news) and its neighbours there.
        content: {
          get: async () => fixtureNews('en'),
          summaries: async () => ({ records: [fixtureNews('en')], total: 1 }),
          newsNeighbours: async () => ({ place: 0 }),
        } as unknown as Content,
        now: Date.now(),
      })
      if (outcome.kind !== 'page') throw new Error('expected a page')
      return renderPage(c, { head: outcome.head, main: outcome.main, bundle: fixtureBundle('en') })
    })
    const html = await (await app.request('/en/newDetail/1/1790000000000000051', {}, env, createExecutionContext())).text()
    expect(html).not.toContain('<script>alert(1)')
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
    expect(blocks.find((b) => b['@type'] === 'NewsArticle').headline).toBe('A product launch </script><script>alert(1)</script>')
  })
})
