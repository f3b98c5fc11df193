import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { redirectFor } from '../../src/routing/redirects.ts'

const products = ['Venturi_valve', 'Butterfly_valve', 'control_system', 'panel', 'sensor']
const solutions = ['biosafety', 'biological_science', 'Inspection', 'Medical', 'Intelligent_system']

describe('/productCategory/1…5 redirect (301) to the category code', () => {
  products.forEach((slug, i) => {
    it(`/productCategory/${i + 1} redirects to /productCategory/${slug}/`, () => {
      expect(redirectFor(`/productCategory/${i + 1}`, '')).toEqual({ location: `/productCategory/${slug}/`, status: 301 })
    })
    it(`/en/productCategory/${i + 1}/ redirects to /en/productCategory/${slug}/`, () => {
      expect(redirectFor(`/en/productCategory/${i + 1}/`, '')).toEqual({ location: `/en/productCategory/${slug}/`, status: 301 })
    })
  })
  it('keeps the query string', () => {
    expect(redirectFor('/productCategory/2', '?id=BV-200')?.location).toBe('/productCategory/Butterfly_valve/?id=BV-200')
  })
  it('/productCategory/6 is not a numbered redirect (it is a category code the page validates)', () => {
    expect(redirectFor('/productCategory/6', '')).toBeUndefined()
  })
})

describe('/solutionCategory/1…5 redirect (301) to the category code', () => {
  solutions.forEach((slug, i) => {
    it(`/solutionCategory/${i + 1} redirects to /solutionCategory/${slug}/`, () => {
      expect(redirectFor(`/solutionCategory/${i + 1}`, '')).toEqual({ location: `/solutionCategory/${slug}/`, status: 301 })
    })
    it(`/en/SolutionCategory/${i + 1} redirects to /en/solutionCategory/${slug}/`, () => {
      expect(redirectFor(`/en/SolutionCategory/${i + 1}`, '')).toEqual({ location: `/en/solutionCategory/${slug}/`, status: 301 })
    })
  })
})

describe('a path containing accessHsc redirects (301) to /AccessHcs', () => {
  it.each([
    ['/accessHsc', '/AccessHcs'],
    ['/old/accessHsc/page', '/AccessHcs'],
    ['/en/accessHsc', '/en/AccessHcs'],
  ])('%s → %s', (from, to) => expect(redirectFor(from, '')).toEqual({ location: to, status: 301 }))
  it('keeps ?id=anchor3', () => expect(redirectFor('/accessHsc', '?id=anchor3')?.location).toBe('/AccessHcs?id=anchor3'))
  it('/AccessHcs itself does not redirect', () => expect(redirectFor('/AccessHcs', '')).toBeUndefined())
})

describe('a path containing concat redirects (301) to /contact/', () => {
  it.each([
    ['/concat', '/contact/'],
    ['/concat/', '/contact/'],
    ['/en/concat', '/en/contact/'],
  ])('%s → %s', (from, to) => expect(redirectFor(from, '')).toEqual({ location: to, status: 301 }))
  it('/contact/ itself does not redirect', () => expect(redirectFor('/contact/', '')).toBeUndefined())
})

describe('a path that matches no route redirects (302) to the home page of its language', () => {
  it.each([
    ['/no/such/page', '/'],
    ['/en/no/such/page', '/en/'],
    ['/product/extra/segment', '/'],
  ])('%s → %s', (from, to) => expect(redirectFor(from, '?q=1')).toEqual({ location: to, status: 302 }))
  it('a request for a missing file is not sent to the home page', () => {
    expect(redirectFor('/favicon.ico', '')).toBeUndefined()
    expect(redirectFor('/en/apple-touch-icon.png', '')).toBeUndefined()
  })
  it('routes of the table do not redirect', () => {
    for (const path of ['/', '/en/', '/product', '/Case/2', '/industryTrends/1/', '/pdf/Corporate_Brochure']) expect(redirectFor(path, '')).toBeUndefined()
  })
})

describe('redirects are answered by the worker before rendering', () => {
  const get = (path: string) => exports.default.fetch(new Request(`http://site.test${path}`, { redirect: 'manual' }))
  it('/productCategory/2 answers 301 with Location /productCategory/Butterfly_valve/', async () => {
    const res = await get('/productCategory/2')
    expect(res.status).toBe(301)
    expect(res.headers.get('Location')).toBe('/productCategory/Butterfly_valve/')
  })
  it('/en/whatever answers 302 to /en/', async () => {
    const res = await get('/en/whatever')
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/en/')
  })
  it('API and operator paths are never redirected', async () => {
    expect((await get('/api/v1/website/concat')).status).not.toBe(301)
    expect((await get('/__ops/concat')).status).not.toBe(301)
  })
})
