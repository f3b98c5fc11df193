import { describe, expect, it } from 'vitest'
import { matchRoute, pageUrl, routePath } from '../../src/routing/routes.ts'

describe('the route table matches both languages', () => {
  it.each([
    ['/', 'Index', 'zh-CN', '/'],
    ['/en/', 'Index', 'en', '/'],
    ['/en', 'Index', 'en', '/'],
    ['/product', 'Product', 'zh-CN', '/product'],
    ['/en/product/', 'Product', 'en', '/product'],
    ['/productCategory/sensor/', 'ProductCategory', 'zh-CN', '/productCategory/sensor/'],
    ['/AccessHcs', 'AccessHcs', 'zh-CN', '/AccessHcs'],
    ['/en/concepts', 'Concepts', 'en', '/concepts'],
    ['/solution', 'Solution', 'zh-CN', '/solution'],
    ['/SolutionCategory/biosafety/', 'SolutionCategory', 'zh-CN', '/SolutionCategory/biosafety/'],
    ['/Case', 'Case', 'zh-CN', '/Case'],
    ['/Case/3', 'Case', 'zh-CN', '/Case/3'],
    ['/industryTrends/', 'IndustryTrends', 'zh-CN', '/industryTrends/'],
    ['/en/industryTrends/2/', 'IndustryTrends', 'en', '/industryTrends/2/'],
    ['/newDetail/1/1790000000000000001', 'NewDetail', 'zh-CN', '/newDetail/1/1790000000000000001'],
    ['/contact/', 'Concat', 'zh-CN', '/contact/'],
    ['/en/contact', 'Concat', 'en', '/contact/'],
    ['/pdf/Corporate_Brochure', 'Pdf', 'zh-CN', '/pdf/Corporate_Brochure'],
    ['/File', 'File', 'zh-CN', '/File'],
    ['/File/abc', 'File', 'zh-CN', '/File/abc'],
  ])('%s is %s in %s, canonically %s', (path, name, lang, canonical) => {
    expect(matchRoute(path)).toMatchObject({ name, lang, canonicalPath: canonical })
  })

  it('the fixed first segment matches without regard to case; the canonical URL keeps the table spelling', () => {
    expect(matchRoute('/solutionCategory/x/')?.canonicalPath).toBe('/SolutionCategory/x/')
    expect(matchRoute('/SOLUTIONCATEGORY/x')?.canonicalPath).toBe('/SolutionCategory/x/')
    expect(matchRoute('/en/accesshcs')).toMatchObject({ name: 'AccessHcs', canonicalPath: '/AccessHcs' })
    expect(matchRoute('/case/2/')).toMatchObject({ name: 'Case', params: ['2'], canonicalPath: '/Case/2' })
  })

  it('parameters are decoded, and a path with too many or too few parameters matches nothing', () => {
    expect(matchRoute('/productCategory/a%20b/')?.params).toEqual(['a b'])
    expect(matchRoute('/productCategory/')).toBeUndefined()
    expect(matchRoute('/product/extra')).toBeUndefined()
    expect(matchRoute('/newDetail/1')).toBeUndefined()
    expect(matchRoute('/nothing-here')).toBeUndefined()
    expect(matchRoute('/productCategory/%E0%A4%A/')).toBeUndefined()
  })

  it('routePath spells a route with its parameters', () => {
    expect(routePath('SolutionCategory', ['Medical'])).toBe('/SolutionCategory/Medical/')
    expect(routePath('NewDetail', ['1', '1790000000000000001'])).toBe('/newDetail/1/1790000000000000001')
    expect(routePath('Index')).toBe('/')
    expect(routePath('ProductCategory', ['sensor'], 'PS 1&2')).toBe('/productCategory/sensor/?id=PS%201%262')
    expect(routePath('Index', [], 'x')).toBe('/?id=x')
  })
})

describe('a page URL keeps only the query parameters its route reads', () => {
  const page = (href: string) => {
    const url = new URL(href, 'https://site.example')
    const match = matchRoute(url.pathname)
    if (!match) throw new Error(`no route for ${href}`)
    return pageUrl(url, match).href
  }

  it('/?anything=random is the home page itself', () => {
    expect(page('/?anything=random&utm_source=x')).toBe('https://site.example/')
  })

  it('a product category keeps its id and drops the rest', () => {
    expect(page('/productCategory/sensor/?utm_campaign=a&id=PS-1&b=2')).toBe('https://site.example/productCategory/sensor/?id=PS-1')
  })

  it('the news list keeps page and size in the route order, whatever order they came in', () => {
    expect(page('/industryTrends/?size=20&x=1&page=3')).toBe('https://site.example/industryTrends/?page=3&size=20')
  })

  it('a repeated parameter counts once (its first value); an empty one not at all; the fragment goes', () => {
    expect(page('/productCategory/sensor/?id=A&id=B#top')).toBe('https://site.example/productCategory/sensor/?id=A')
    expect(page('/productCategory/sensor/?id=')).toBe('https://site.example/productCategory/sensor/')
  })
})
