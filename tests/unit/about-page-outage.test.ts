import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { select } from './layout-html.tsx'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)

describe('when the About page’s company content cannot be read (and no earlier copy is cached)', () => {
  it('the page still answers with its tabs and what the bundle holds (case categories, news)', async () => {
    await env.DB.prepare('DROP TABLE certificates').run()
    const res = await exports.default.fetch(new Request('http://site.test/en/AccessHcs'))
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(await select(html, 'nav[data-section-tabs] a')).toHaveLength(6)
    expect(await select(html, '#anchor4 a.case-card')).toHaveLength(6)
    expect(await select(html, '#anchor7 .news-card h3 a')).toHaveLength(3)
    expect(await select(html, '.certs, .timeline')).toHaveLength(0)
  })
})
