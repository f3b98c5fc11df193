import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { sanitizeRichHtml } from '../../src/content/sanitize/rich-html.ts'
import { neighboursIn } from '../../src/content/catalogue/window.ts'
import { articlePlace as placeFrom } from '../../src/ui/pages/news/article-place.ts'
import { headingsFromH2 } from '../../src/ui/pages/news/body-headings.ts'
import { seedContent } from './setup/seed-content.ts'
import { select } from './layout-html.tsx'
import { withoutWordMarks } from './fixtures/word-marks.ts'

beforeAll(seedContent)

const get = (path: string) => exports.default.fetch(new Request(`http://site.test${path}`, { redirect: 'manual' }))
const html = async (path: string) => {
  const res = await get(path)
  expect(res.status, path).toBe(200)
  return withoutWordMarks(await res.text())
}

/** The category's articles, newest first, as the list API answers them. */
async function categoryIds(category: string): Promise<string[]> {
  const res = await get(`/api/v1/website/news?category=${category}&_pageSize=100`)
  expect(res.status).toBe(200)
  const body = (await res.json()) as { result: { records: { id: string }[] } }
  return body.result.records.map((r) => r.id)
}

const COMPANY_NEWS = '1790000000000110001'
const INDUSTRY_TRENDS = '1790000000000110002'

/** The previous/next steps of an article page: the href of each, or the label it shows at an end. */
function steps(page: string) {
  const nav = /<nav class="article-nav"[^]*?<\/nav>/.exec(page)?.[0] ?? ''
  const step = (rel: 'prev' | 'next') => {
    const a = new RegExp(`<a class="article-nav__step article-nav__step--${rel}"([^>]*)>(.*?)</a>`).exec(nav)
    const href = /href="([^"]+)"/.exec(a?.[1] ?? '')?.[1]
    const title = /<span class="article-nav__title">([^<]*)<\/span>/.exec(a?.[2] ?? '')?.[1]
    return { href, title, disabled: /aria-disabled="true"/.test(a?.[1] ?? '') }
  }
  const back = /<a class="button button--ghost article-nav__back" href="([^"]+)">/.exec(nav)?.[1]?.replace(/&amp;/g, '&')
  return { prev: step('prev'), next: step('next'), back }
}

describe('where an article stands in its category (newest first)', () => {
  const list = Array.from({ length: 13 }, (_, i) => ({ id: `a${i}` }))
  /** The place of `id` in `list`, from its neighbours there, as D1 gives them (category-window.test.ts). */
  const articlePlace = (all: typeof list, id: string) => placeFrom(neighboursIn(all, (item) => [item.id, item.id], id), all, id)

  it('the newest has no previous, the oldest no next; the others have both', () => {
    expect(articlePlace(list, 'a0')).toMatchObject({ previous: undefined, next: { id: 'a1' }, listPage: 1 })
    expect(articlePlace(list, 'a5')).toMatchObject({ previous: { id: 'a4' }, next: { id: 'a6' }, listPage: 1 })
    expect(articlePlace(list, 'a12')).toMatchObject({ previous: { id: 'a11' }, next: undefined, listPage: 2 })
  })

  it('the list page is the one that shows it at 10 a page', () => {
    expect(articlePlace(list, 'a9').listPage).toBe(1)
    expect(articlePlace(list, 'a10').listPage).toBe(2)
  })

  it('the other news are the newest twelve but the article itself', () => {
    const others = articlePlace(list, 'a0').others
    expect(others.map((o) => o.id)).toEqual(list.slice(1).map((o) => o.id))
    expect(articlePlace(list, 'a3').others.map((o) => o.id)).toEqual(list.filter((o) => o.id !== 'a3').map((o) => o.id))
    expect(articlePlace([...list, { id: 'a13' }, { id: 'a14' }], 'a14').others).toHaveLength(12)
  })

  it('an article missing from the list has no neighbours and belongs to the first page', () => {
    const { previous, next, listPage } = articlePlace(list, 'zz')
    expect({ previous, next, listPage }).toEqual({ previous: undefined, next: undefined, listPage: 1 })
  })
})

describe('an article body’s headings start at h2, under the title’s h1', () => {
  const body = (html: string) => headingsFromH2(sanitizeRichHtml(html))

  it('a body whose highest heading is an h3 or h4 moves up, keeping the relative levels', () => {
    expect(body('<p>a</p><h3>One</h3><p>b</p><h4>One.a</h4><h3>Two</h3>')).toBe('<p>a</p><h2>One</h2><p>b</p><h3>One.a</h3><h2>Two</h2>')
    expect(body('<h4>Only</h4>')).toBe('<h2>Only</h2>')
  })

  it('a body with h2 or no heading stays as it is', () => {
    expect(body('<h2>A</h2><h3>B</h3>')).toBe('<h2>A</h2><h3>B</h3>')
    expect(body('<p>No heading</p>')).toBe('<p>No heading</p>')
  })

  it('text that reads like a tag is escaped by the sanitiser and left alone', () => {
    expect(body('<h3>x</h3><p>&lt;h3&gt; is a tag</p>')).toBe('<h2>x</h2><p>&lt;h3&gt; is a tag</p>')
  })
})

describe('/newDetail/{category}/{id}: the article page', () => {
  it('breadcrumb Home › About › News › title, visible and as BreadcrumbList JSON-LD', async () => {
    const page = await html('/en/newDetail/2/1790000000000120213')
    expect(page).toContain('<h1 class="page-banner__title">Five trends shaping laboratory ventilation in 2026</h1>')
    const trail = [...(/<nav class="breadcrumb"[^]*?<\/nav>/.exec(page)?.[0] ?? '').matchAll(/<li[^>]*>(?:<a href="([^"]+)">)?([^<]+)/g)].map((m) => [m[1], m[2]])
    expect(trail).toEqual([
      ['/en/', 'Home'],
      ['/en/AccessHcs', 'About us'],
      ['/en/industryTrends/2/', 'News'],
      [undefined, 'Five trends shaping laboratory ventilation in 2026'],
    ])
    const ld = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { '@type': string; itemListElement?: { name: string }[] })
    expect(ld.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement?.map((i) => i.name)).toEqual(['Home', 'About us', 'News', 'Five trends shaping laboratory ventilation in 2026'])
    expect(ld.some((d) => d['@type'] === 'NewsArticle')).toBe(true)
  })

  it('the date, the category and the sanitised body through RichText', async () => {
    const page = await html('/newDetail/1/1790000000000120101')
    expect(page).toContain('<time dateTime="2023-02-16">2023-02-16</time>')
    expect(page).toContain('<a class="news-article__category" href="/industryTrends/1/">公司新闻</a>')
    expect(page).toMatch(/<div class="rich-text news-article__body"><p>2 月 16 日，我们在苏州总部发布新一代高速文丘里阀 VV-H200。/)
    // The body's h3 sub-headings come right under the title's h1 as h2s.
    expect(page).toContain('<h2>主要改进</h2>')
    const body = page.slice(page.indexOf('<div class="rich-text news-article__body">'), page.indexOf('</article>'))
    expect(body).toContain('<h2>主要改进</h2>')
    expect(body).not.toContain('<h3')
  })

  it('the newest article: previous is disabled with the first-page label, next is the one after it', async () => {
    const ids = await categoryIds(INDUSTRY_TRENDS)
    const page = await html(`/newDetail/2/${ids[0]}`)
    expect(steps(page)).toMatchObject({ prev: { href: undefined, title: '已是第一篇', disabled: true }, next: { href: `/newDetail/2/${ids[1]}`, disabled: false }, back: '/industryTrends/2/' })
  })

  it('the oldest article: next is disabled with the last-page label; back to the list opens the page that lists it', async () => {
    const ids = await categoryIds(COMPANY_NEWS)
    const page = await html(`/en/newDetail/1/${ids.at(-1)}`)
    expect(steps(page)).toMatchObject({
      prev: { href: `/en/newDetail/1/${ids.at(-2)}`, disabled: false },
      next: { href: undefined, title: 'This is the last article', disabled: true },
      back: '/en/industryTrends/1/?page=2',
    })
  })

  it('following next from the newest visits the whole category in list order, then previous leads back', async () => {
    const ids = await categoryIds(COMPANY_NEWS)
    const visited: string[] = []
    let path: string | undefined = `/newDetail/1/${ids[0]}`
    while (path) {
      visited.push(path.split('/').at(-1)!)
      path = steps(await html(path)).next.href
    }
    expect(visited).toEqual(ids)
    const back: string[] = []
    path = `/newDetail/1/${ids.at(-1)}`
    while (path) {
      back.push(path.split('/').at(-1)!)
      path = steps(await html(path)).prev.href
    }
    expect(back).toEqual([...ids].reverse())
  })

  it('a carousel of the category’s other news: server-rendered cards and buttons the carousel script starts, no React island', async () => {
    const ids = await categoryIds(COMPANY_NEWS)
    const page = await html(`/newDetail/1/${ids[2]}`)
    const cards = [...page.matchAll(/<h3><a href="\/newDetail\/1\/(\d+)">/g)].map((m) => m[1])
    expect(cards).toEqual(ids.filter((id) => id !== ids[2]).slice(0, 12))
    expect((await select(page, '#other-news-title'))[0]?.text).toBe('其他新闻')
    expect(page).not.toContain('data-island=')
    expect(page).toContain('<div class="carousel carousel--other-news" data-carousel="gallery" data-carousel-move="view"><div class="carousel__track" id="other-news-track">')
    expect(page).toMatch(/<button type="button" class="carousel-button" data-carousel-next="" aria-controls="other-news-track" aria-label="[^"]+" disabled="">/)
    expect(page).toMatch(/<div class="carousel__slide" role="group" aria-label="第 1 项，共 12 项">/)
  })

  it('the page links its stylesheet and the carousel styles', async () => {
    const page = await html('/newDetail/1/1790000000000120101')
    expect(page).toMatch(/<link rel="stylesheet" href="[^"]*news-article[^"]*\.css"\/>/)
    expect(page).toMatch(/<link rel="stylesheet" href="[^"]*carousel[^"]*\.css"\/>/)
  })
})

describe('an article asked for under another URL redirects (301) to its one URL', () => {
  it.each([
    ['/newDetail/1/1790000000000120213', '/newDetail/2/1790000000000120213'],
    ['/newDetail/1790000000000110002/1790000000000120213', '/newDetail/2/1790000000000120213'],
    ['/newDetail/2/trends-2026', '/newDetail/2/1790000000000120213'],
    ['/en/newDetail/1/trends-2026', '/en/newDetail/2/1790000000000120213'],
    ['/en/newDetail/press/1790000000000120101', '/en/newDetail/1/1790000000000120101'],
  ])('%s → %s', async (path, location) => {
    const res = await get(path)
    expect(res.status).toBe(301)
    expect(res.headers.get('Location')).toBe(location)
  })
})

describe('an article that does not exist', () => {
  it('redirects to the news list when its category exists (spec §8)', async () => {
    const res = await get('/en/newDetail/2/1799999999999999999')
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/en/industryTrends/')
  })
  it('is a 404 when the category names nothing either, or a parameter is malformed', async () => {
    for (const path of ['/newDetail/press/1799999999999999999', '/newDetail/1/a%20b', '/newDetail/%3Cx%3E/1790000000000120101']) {
      expect((await get(path)).status, path).toBe(404)
    }
  })
})
