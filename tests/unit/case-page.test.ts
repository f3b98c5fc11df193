import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { select } from './layout-html.tsx'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)

const get = (path: string) => exports.default.fetch(new Request(`http://site.test${path}`, { redirect: 'manual' }))
const page = async (path: string) => {
  const res = await get(path)
  expect(res.status).toBe(200)
  return res.text()
}
const texts = async (html: string, selector: string) => (await select(html, selector)).map((found) => found.text.trim())

describe('the Case page shows one case category: the first without a code, else the one its code or id names', () => {
  it('a tab per case category, each a link to its page; the one shown is current', async () => {
    const html = await page('/en/Case')
    const tabs = await select(html, '.case-tabs a')
    expect(tabs.map((a) => a.href)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `/en/Case/${n}`))
    expect(tabs.map((a) => a['aria-current'] ?? null)).toEqual(['page', null, null, null, null, null])
    const third = await page('/en/Case/3')
    expect((await select(third, '.case-tabs a[aria-current="page"]')).map((a) => a.href)).toEqual(['/en/Case/3'])
    expect(await texts(third, '#case-projects-title')).toEqual(['Hospitals & Healthcare projects'])
  })

  it('a category page is titled after its category and is its own canonical URL', async () => {
    const html = await page('/Case/2')
    expect(await texts(html, 'title')).toEqual([expect.stringMatching(/^科研院所及高校 - /)])
    expect(await select(html, 'link[rel="canonical"]')).toMatchObject([{ href: 'http://site.test/Case/2' }])
    expect(await select(await page('/Case/1790000000000080002'), 'link[rel="canonical"]')).toMatchObject([{ href: 'http://site.test/Case/2' }])
  })

  it('an unknown category code is the 404 page', async () => {
    for (const path of ['/Case/99', '/en/Case/nope', '/Case/1790000000000089999']) expect((await get(path)).status, path).toBe(404)
  })
})

describe("the category's projects, partners and the enquiry form", () => {
  it('its project pictures with their names, in their order, each opening larger', async () => {
    const html = await page('/en/Case/1')
    const rows = (await env.DB.prepare("SELECT url, imageName FROM exampleImages WHERE lang = 'en' AND caseType = '1' ORDER BY sort, id").all<{ url: string; imageName: string }>()).results
    expect(await texts(html, '.case-project figcaption')).toEqual(rows.map((r) => r.imageName))
    expect((await select(html, '.case-project a.zoomable')).map((a) => a.href)).toEqual(rows.map((r) => r.url))
  })

  it('its partner logos: 30 at most, the newest first, each with the partner’s name as its alt text', async () => {
    const total = await env.DB.prepare("SELECT COUNT(*) AS n FROM examplePartners WHERE lang = 'zh-CN' AND caseType = '1'").first<number>('n')
    expect(total).toBeGreaterThan(30)
    const newest = (await env.DB.prepare("SELECT partnerName, partnerLogo FROM examplePartners WHERE lang = 'zh-CN' AND caseType = '1' ORDER BY createTime DESC, id LIMIT 30").all<{ partnerName: string; partnerLogo: string }>()).results
    const logos = await select(await page('/Case/1'), '.partner-wall img')
    expect(logos.map((img) => [img.src, img.alt])).toEqual(newest.map((r) => [r.partnerLogo, r.partnerName]))
    const fewer = await select(await page('/en/Case/2'), '.partner-wall img')
    expect(fewer.length).toBeGreaterThan(0)
    expect(fewer.length).toBeLessThan(30)
  })

  it('the enquiry form follows, with its stylesheet', async () => {
    const html = await page('/Case/4')
    expect(await select(html, 'form[data-enquiry] label')).toHaveLength(6)
    expect(html).toMatch(/<link rel="stylesheet" href="[^"]*enquiry[^"]*\.css"/)
  })
})
