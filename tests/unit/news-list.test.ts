import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { listSearch, pageCount, readListParams } from '../../src/ui/paging/list-params.ts'
import { pageNumbers } from '../../src/ui/paging/page-numbers.ts'
import { seedContent } from './setup/seed-content.ts'
import { withoutWordMarks } from './fixtures/word-marks.ts'

beforeAll(seedContent)

const get = (path: string) => exports.default.fetch(new Request(`http://site.test${path}`, { redirect: 'manual' }))
const purge = () => exports.default.fetch(new Request('http://site.test/__ops/purge', { method: 'POST', headers: { Authorization: 'Bearer test-ops-token' } }))
const html = async (path: string) => {
  const res = await get(path)
  expect(res.status, path).toBe(200)
  return withoutWordMarks(await res.text())
}

/** The hrefs of the page-number links, and the one marked as the current page. */
function pagination(page: string) {
  const nav = /<nav class="pagination"[^]*?<\/nav>/.exec(page)?.[0] ?? ''
  const numbers = [...nav.matchAll(/<a class="pagination__page" href="([^"]+)"( aria-current="page")?/g)]
  return { numbers: numbers.map((m) => m[1]!.replace(/&amp;/g, '&')), current: numbers.filter((m) => m[2]).map((m) => m[1]!.replace(/&amp;/g, '&')), nav }
}
const titles = (page: string) => [...page.matchAll(/<h2 class="news-(?:featured|row)__title"><a href="([^"]+)">/g)].map((m) => m[1])

describe('list parameters: page and size (spec §9: 10, 20, 30 or 40 per page)', () => {
  const read = (query: string) => readListParams(new URLSearchParams(query))

  it('no parameters are the first page of 10', () => {
    expect(read('')).toEqual({ kind: 'ok', params: { page: 1, size: 10 } })
    expect(read('page=3&size=40')).toEqual({ kind: 'ok', params: { page: 3, size: 40 } })
  })

  it('a default written out (page=1, size=10) is the same page under another URL: redirect', () => {
    expect(read('page=1')).toEqual({ kind: 'redirect', params: { page: 1, size: 10 } })
    expect(read('size=10&page=2')).toEqual({ kind: 'redirect', params: { page: 2, size: 10 } })
  })

  it.each(['page=0', 'page=-1', 'page=01', 'page=1.5', 'page=abc', 'page=%201', 'page=9999999999', 'size=15', 'size=100', 'size=0', 'size=ten'])('%s is not a page', (query) => {
    expect(read(query)).toEqual({ kind: 'invalid' })
  })

  it('listSearch writes the one spelling of a page, defaults left out', () => {
    expect(listSearch({ page: 1, size: 10 })).toBe('')
    expect(listSearch({ page: 2, size: 10 })).toBe('?page=2')
    expect(listSearch({ page: 1, size: 30 })).toBe('?size=30')
    expect(listSearch({ page: 4, size: 20 })).toBe('?page=4&size=20')
  })

  it('pageCount: an empty list still has its first page', () => {
    expect([pageCount(0, 10), pageCount(1, 10), pageCount(10, 10), pageCount(11, 10), pageCount(26, 40)]).toEqual([1, 1, 1, 2, 1])
  })
})

describe('page numbers: first, last, the current page with its neighbours, gaps for the rest', () => {
  it('up to seven pages are all shown', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('a long list keeps seven slots wherever the current page is', () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
    expect(pageNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
    expect(pageNumbers(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20])
    expect(pageNumbers(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
    expect(pageNumbers(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
    for (let current = 1; current <= 30; current++) {
      const numbers = pageNumbers(current, 30)
      expect(numbers).toHaveLength(7)
      expect(numbers).toContain(current)
      expect(numbers[0]).toBe(1)
      expect(numbers.at(-1)).toBe(30)
    }
  })

  it('a gap never stands for a single page', () => {
    for (let count = 8; count <= 12; count++) {
      for (let current = 1; current <= count; current++) {
        const numbers = pageNumbers(current, count)
        numbers.forEach((n, i) => {
          if (n !== 'gap') return
          const before = numbers[i - 1] as number
          const after = numbers[i + 1] as number
          expect(after - before, `${current}/${count}: ${numbers.join(' ')}`).toBeGreaterThan(2)
        })
      }
    }
  })
})

describe('/industryTrends/: the news list, newest first, 10 a page', () => {
  it('the first page: tabs, the first item featured, nine rows with date blocks, page links 1–3', async () => {
    const page = await html('/industryTrends/')
    expect(page).toMatch(/<nav class="news-tabs" aria-label="新闻分类">/)
    expect(page).toMatch(/<a class="news-tabs__link" href="\/industryTrends\/" aria-current="page">全部新闻<\/a>/)
    expect(page).toMatch(/<a class="news-tabs__link" href="\/industryTrends\/1\/">公司新闻<\/a>/)
    expect(page.match(/<article class="news-featured">/g)).toHaveLength(1)
    expect(page.match(/<article class="news-row">/g)).toHaveLength(9)
    // The newest article is featured: "2026 trends" of 10 Nov 2026, then the 28 Oct 2026 one with its date block.
    expect(titles(page)[0]).toBe('/newDetail/2/1790000000000120213')
    expect(page).toContain('<time class="date-block" dateTime="2026-10-28"><span class="date-block__day">28</span><span class="date-block__month">2026-10</span></time>')
    expect(pagination(page)).toMatchObject({ numbers: ['/industryTrends/', '/industryTrends/?page=2', '/industryTrends/?page=3'], current: ['/industryTrends/'] })
    expect(page).toContain('共 26 条')
    expect(page).toMatch(/<a class="pagination__step pagination__step--prev" role="link" aria-disabled="true">.*?<span class="pagination__label">上一页<\/span><\/a>/)
    expect(page).toMatch(/<a class="pagination__step pagination__step--next" href="\/industryTrends\/\?page=2" rel="next">.*?<span class="pagination__label">下一页<\/span><\/a>/)
  })

  it('every page has its own canonical URL and title; the last page holds the rest', async () => {
    const last = await html('/industryTrends/?page=3')
    expect(last.match(/<article class="news-(featured|row)">/g)).toHaveLength(6)
    expect(last).toContain('<link rel="canonical" href="http://site.test/industryTrends/?page=3"/>')
    expect(last).toContain('<link rel="alternate" hrefLang="en" href="http://site.test/en/industryTrends/?page=3"/>')
    expect(last).toMatch(/<title>新闻资讯 \| 公司新闻与行业动态 - 第 3 页 \| 文拓流体控制<\/title>/)
    expect(pagination(last).current).toEqual(['/industryTrends/?page=3'])
    expect(last).toMatch(/<a class="pagination__step pagination__step--next" role="link" aria-disabled="true">.*?<span class="pagination__label">下一页<\/span><\/a>/)
    expect(last).toMatch(/<a class="pagination__step pagination__step--prev" href="\/industryTrends\/\?page=2" rel="prev">/)
    const first = await html('/industryTrends/')
    expect(first).toContain('<link rel="canonical" href="http://site.test/industryTrends/"/>')
  })

  it('the pages together list every article once, newest first', async () => {
    const all = [...titles(await html('/industryTrends/')), ...titles(await html('/industryTrends/?page=2')), ...titles(await html('/industryTrends/?page=3'))]
    expect(all).toHaveLength(26)
    expect(new Set(all).size).toBe(26)
    expect(titles(await html('/industryTrends/?size=40'))).toEqual(all)
  })

  it('the page size is kept in the page links and chosen with a GET form that starts again at page 1', async () => {
    const page = await html('/en/industryTrends/2/?size=20')
    expect(pagination(page).numbers).toEqual(['/en/industryTrends/2/?size=20'])
    const form = /<form class="page-size"[^]*?<\/form>/.exec(page)?.[0] ?? ''
    expect(form).toMatch(/^<form class="page-size" [^>]*>/)
    expect(form.slice(0, form.indexOf('>'))).toMatch(/ method="get"/)
    expect(form.slice(0, form.indexOf('>'))).toMatch(/ action="\/en\/industryTrends\/2\/"/)
    expect(form).toContain('<select class="page-size__select" id="news-page-size" name="size">')
    expect(form).toContain('<option value="20" selected="">20 per page</option>')
    expect([...form.matchAll(/<option value="(\d+)"/g)].map((m) => m[1])).toEqual(['10', '20', '30', '40'])
    expect(form).not.toContain('name="page"')
    expect(form).toContain('<button class="button button--ghost page-size__apply" type="submit">Apply</button>')
  })

  it('a category lists only its own news; its tab is the current page', async () => {
    const page = await html('/en/industryTrends/1/?page=2')
    expect(titles(page)).toEqual(['/en/newDetail/1/1790000000000120103', '/en/newDetail/1/1790000000000120102', '/en/newDetail/1/1790000000000120101'])
    expect(page).toMatch(/<a class="news-tabs__link" href="\/en\/industryTrends\/1\/" aria-current="page">Company News<\/a>/)
    expect(page).toContain('13 articles')
    expect(page).toContain('<link rel="canonical" href="http://site.test/en/industryTrends/1/?page=2"/>')
  })

  it('the featured image is preloaded from the head, and loads first', async () => {
    const page = await html('/industryTrends/2/')
    const head = page.slice(0, page.indexOf('</head>'))
    const files = 'imageSrcSet="/img/news/trends-2026.webp 1200w, /img/news/trends-2026-2x.webp 2400w" imageSizes="(max-width: 767px) 100vw, 50vw"'
    expect(head).toContain(`<link rel="preload" as="image" href="/img/news/trends-2026.webp" fetchPriority="high" ${files}/>`)
    expect(page).toContain(`<img class="news-featured__image" src="/img/news/trends-2026.webp" ${files.replace('imageSrcSet', 'srcSet').replace('imageSizes', 'sizes')} alt="" width="1200" height="675" fetchPriority="high"`)
    expect(page.match(/loading="lazy"/g)?.length).toBeGreaterThanOrEqual(9)
  })

  it('each row has a detail button that names its article for screen readers', async () => {
    const page = await html('/en/industryTrends/')
    expect(page).toMatch(/<a class="button button--ghost news-row__more" href="\/en\/newDetail\/1\/1790000000000120113">Read more<span class="visually-hidden">: [^<]+<\/span><\/a>/)
  })
})

describe('pagination edges: what is not a page answers 404, a second spelling of one redirects', () => {
  it.each([
    '/industryTrends/?page=4',
    '/industryTrends/?page=3&size=20',
    '/industryTrends/1/?page=3',
    '/en/industryTrends/?page=999999999',
    '/industryTrends/?page=0',
    '/industryTrends/?page=abc',
    '/industryTrends/?size=15',
    '/en/industryTrends/?size=100',
  ])('%s → 404', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('<meta name="robots" content="noindex"/>')
  })

  it.each([
    ['/industryTrends/?page=1', '/industryTrends/'],
    ['/industryTrends/?size=10', '/industryTrends/'],
    ['/industryTrends/?page=1&size=20', '/industryTrends/?size=20'],
    ['/en/industryTrends/2/?size=10&page=2', '/en/industryTrends/2/?page=2'],
    ['/industryTrends/1790000000000110001/', '/industryTrends/1/'],
    ['/en/industryTrends/1790000000000110002/?page=2', '/en/industryTrends/2/?page=2'],
  ])('%s → 301 %s', async (path, location) => {
    const res = await get(path)
    expect(res.status).toBe(301)
    expect(res.headers.get('Location')).toBe(location)
  })

  it('parameters the list does not read change nothing (the same page)', async () => {
    const page = await html('/industryTrends/?page=2&utm_source=mail')
    expect(page).toContain('<link rel="canonical" href="http://site.test/industryTrends/?page=2"/>')
  })
})

describe('a category without news shows the no-data text (spec §8) with status 200', () => {
  beforeAll(async () => {
    await env.DB.batch(
      [
        ['zh-CN', '媒体报道'],
        ['en', 'Press'],
      ].map(([lang, name]) =>
        env.DB.prepare(`INSERT INTO newsCategories (id, lang, categoryCode, categoryName, sort, updatedAt) VALUES ('1790000000000110009', ?, 'press', ?, 9, '2026-01-01T00:00:00Z')`).bind(lang, name),
      ),
    )
    await purge()
  })

  it.each([
    ['/industryTrends/press/', '暂无数据'],
    ['/en/industryTrends/press/', 'No data'],
  ])('%s says %s, without pagination', async (path, text) => {
    const page = await html(path)
    expect(page).toContain(`<p class="news-empty">${text}</p>`)
    expect(page).not.toContain('class="pagination"')
    expect(page).not.toContain('<article')
  })

  it('its second page does not exist', async () => {
    expect((await get('/industryTrends/press/?page=2')).status).toBe(404)
  })
})
