import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { select } from './layout-html.tsx'
import { seedContent } from './setup/seed-content.ts'
import { withoutWordMarks } from './fixtures/word-marks.ts'

beforeAll(seedContent)

const get = (path: string) => exports.default.fetch(new Request(`http://site.test${path}`, { redirect: 'manual' }))

const ROUTES = [
  '/',
  '/product',
  '/productCategory/Venturi_valve/',
  '/productCategory/sensor/',
  '/AccessHcs',
  '/concepts',
  '/solution',
  '/SolutionCategory/biosafety/',
  '/Case',
  '/Case/3',
  '/industryTrends/',
  '/industryTrends/2/',
  '/contact/',
  '/pdf/Corporate_Brochure',
  '/File',
  '/privacy',
]

describe('every route of the table renders its page in both languages', () => {
  for (const path of ROUTES) {
    for (const [prefix, lang] of [['', 'zh-CN'], ['/en', 'en']] as const) {
      const url = prefix && path === '/' ? '/en/' : prefix + path
      it(`${url} answers 200 in ${lang}`, async () => {
        const res = await get(url)
        expect(res.status).toBe(200)
        expect(await res.text()).toContain(`<html lang="${lang}">`)
      })
    }
  }

  it('an inner page shows the shared layout with its banner title', async () => {
    const html = await (await get('/en/product')).text()
    expect(html).toMatch(/<header class="site-header"[ >]/)
    expect(html).toMatch(/<h1 class="page-banner__title">Products<\/h1>/)
  })

  it('a first segment in another case is the same page, with the canonical spelling in its link', async () => {
    const html = await (await get('/solutioncategory/biosafety')).text()
    expect(html).toContain('<link rel="canonical" href="http://site.test/SolutionCategory/biosafety/"/>')
  })
})

describe('a page whose validation fails answers 404 with the 404 page', () => {
  it.each([
    '/productCategory/no_such_category/',
    '/productCategory/1799999999999999999/',
    '/SolutionCategory/unknown/',
    '/Case/9',
    '/industryTrends/7/',
    '/newDetail/9/1790000000000000001',
    '/newDetail/1/not%20an%20id!',
    '/pdf/Other_Brochure',
    '/File/a%20b',
  ])('%s', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(404)
    const html = withoutWordMarks(await res.text())
    expect(html).toContain('<html lang="zh-CN">')
    expect(html).toContain('抱歉，您访问的页面不存在')
    expect(html).toContain('<a href="/">返回首页</a>')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
  })

  it('in English it says "This page could not be found" with a "Back to the home page" link to /en/', async () => {
    const res = await get('/en/SolutionCategory/unknown/')
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('<h1>This page could not be found</h1>')
    expect(html).toContain('<a href="/en/">Back to the home page</a>')
  })
})

describe('a news item that does not exist redirects to /industryTrends/', () => {
  it('zh-CN', async () => {
    const res = await get('/newDetail/1/1799999999999999999')
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/industryTrends/')
  })
  it('English keeps its prefix', async () => {
    const res = await get('/en/newDetail/2/NO-SUCH-CODE')
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/en/industryTrends/')
  })
})

describe('the privacy notice, /privacy and /en/privacy', () => {
  it.each([
    ['/privacy', '隐私说明', '请发送邮件至'],
    ['/en/privacy', 'Privacy notice', 'Write to'],
  ])('%s: its own title and description, its sections, and whom to write to', async (path, title, write) => {
    const html = withoutWordMarks(await (await get(path)).text())
    expect((await select(html, 'h1.page-banner__title'))[0]?.text).toBe(title)
    expect(html).toMatch(new RegExp(`<title>${title} \\| [^<]+</title>`))
    expect(html).toMatch(/<meta name="description" content="[^"]+"/)
    expect(html.match(/<h2 id="privacy-\d"/g)?.length).toBeGreaterThanOrEqual(4)
    expect(html.replaceAll('<!-- -->', '')).toMatch(new RegExp(`${write} <a href="mailto:[^"]+@[^"]+">`))
  })
})
