import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { acceptedLanguages, langFromAcceptLanguage, langOfPath, localizedPath, preferredLang, readCookie } from '../../src/routing/locale.ts'

describe('the path decides the page language', () => {
  it.each([
    ['/', 'zh-CN'],
    ['/contact/', 'zh-CN'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/contact/', 'en'],
    ['/english/', 'zh-CN'],
    ['/entry', 'zh-CN'],
  ])('%s is %s', (path, lang) => expect(langOfPath(path)).toBe(lang))
})

describe('the same page in the other language keeps its path and query', () => {
  it.each([
    ['/', 'en', '/en/'],
    ['/en/', 'zh-CN', '/'],
    ['/en', 'zh-CN', '/'],
    ['/contact/', 'en', '/en/contact/'],
    ['/en/productCategory/sensor/?id=S-1', 'zh-CN', '/productCategory/sensor/?id=S-1'],
    ['/productCategory/sensor/?id=S-1', 'en', '/en/productCategory/sensor/?id=S-1'],
    ['/en/contact/', 'en', '/en/contact/'],
  ] as const)('%s in %s is %s', (from, lang, to) => expect(localizedPath(from, lang)).toBe(to))
})

describe('root-path language detection (spec §4)', () => {
  it('a valid i18n_redirected cookie decides, whatever the browser says', () => {
    expect(preferredLang('a=1; i18n_redirected=en', 'zh-CN,zh')).toBe('en')
    expect(preferredLang('i18n_redirected=zh-CN', 'en-US,en')).toBe('zh-CN')
  })
  it('without a valid cookie the first Accept-Language value decides; any en* is English', () => {
    expect(preferredLang(undefined, 'en-GB,zh;q=0.8')).toBe('en')
    expect(preferredLang('i18n_redirected=fr', 'EN')).toBe('en')
    expect(preferredLang(undefined, 'zh-CN,en;q=0.9')).toBe('zh-CN')
  })
  it('garbage in the cookie or the header falls back to zh-CN', () => {
    expect(preferredLang('i18n_redirected=%E0%A4%A', '')).toBe('zh-CN')
    expect(preferredLang('i18n_redirected', ';;;')).toBe('zh-CN')
    expect(langFromAcceptLanguage('english')).toBe('zh-CN')
    expect(langFromAcceptLanguage(undefined)).toBe('zh-CN')
    expect(readCookie('=x; i18n_redirected=en', 'i18n_redirected')).toBe('en')
  })
})

describe('Accept-Language weights: the most preferred language decides, and q=0 means "not this language"', () => {
  it.each([
    ['en;q=0,zh', 'zh-CN'],
    ['en;q=0', 'zh-CN'],
    ['en-US;q=0.000, zh', 'zh-CN'],
    ['zh;q=0.5,en;q=0.8', 'en'],
    ['zh-CN;q=0.9, en-US', 'en'],
    ['en; q=0.7, zh; q=0.7', 'en'],
    ['zh; q=0.7, en; q=0.7', 'zh-CN'],
    ['EN-us;Q=0.8', 'en'],
    ['*;q=0.1,en', 'en'],
    ['fr,en;q=0.9', 'zh-CN'],
    ['en;q=abc,zh', 'zh-CN'],
    ['en;q=1.5,zh', 'zh-CN'],
    ['en;q=0.0001,zh;q=0.5', 'zh-CN'],
  ])('%s → %s', (header, lang) => {
    expect(langFromAcceptLanguage(header)).toBe(lang)
  })
  it('acceptedLanguages ranks by weight, keeps the order of equal weights, drops zero weights and malformed entries', () => {
    expect(acceptedLanguages('da, en-gb;q=0.8, en;q=0.7')).toEqual(['da', 'en-gb', 'en'])
    expect(acceptedLanguages('en;q=0.5, fr, de;q=0, zh;q=0.5, <x>, es;q=')).toEqual(['fr', 'en', 'zh'])
    expect(acceptedLanguages('')).toEqual([])
  })
  it('the root path follows it: en;q=0,zh stays on the Chinese page, zh;q=0.1,en goes to /en/', async () => {
    const get = (acceptLanguage: string) => exports.default.fetch(new Request('http://site.test/', { headers: { 'Accept-Language': acceptLanguage }, redirect: 'manual' }))
    expect((await get('en;q=0,zh')).status).toBe(200)
    const english = await get('zh;q=0.1,en')
    expect(english.status).toBe(302)
    expect(english.headers.get('Location')).toBe('/en/')
  })
})

describe('only the root path redirects for language', () => {
  const get = (path: string, headers: HeadersInit) => exports.default.fetch(new Request(`http://site.test${path}`, { headers, redirect: 'manual' }))

  it('an English visitor of / is sent to /en/ with 302, keeping the query', async () => {
    const res = await get('/?utm=x', { 'Accept-Language': 'en-US' })
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/en/?utm=x')
    expect(res.headers.get('Vary')).toBe('Cookie, Accept-Language')
  })
  it('the cookie sends / to /en/ and keeps a Chinese-speaking browser on / when it says zh-CN', async () => {
    expect((await get('/', { Cookie: 'i18n_redirected=en', 'Accept-Language': 'zh-CN' })).status).toBe(302)
    const stay = await get('/', { Cookie: 'i18n_redirected=zh-CN', 'Accept-Language': 'en' })
    expect(stay.status).toBe(200)
    expect(stay.headers.get('Vary')).toBe('Cookie, Accept-Language')
  })
  it('no other path redirects for language: /en/ stays English for a Chinese visitor and the reverse', async () => {
    const en = await get('/en/', { Cookie: 'i18n_redirected=zh-CN', 'Accept-Language': 'zh-CN' })
    expect(en.status).toBe(200)
    expect(await en.text()).toContain('<html lang="en">')
    const zh = await get('/product', { Cookie: 'i18n_redirected=en', 'Accept-Language': 'en' })
    expect(zh.status).toBe(200)
    expect(await zh.text()).toContain('<html lang="zh-CN">')
  })
})
