import { describe, expect, it } from 'vitest'
import { matchRoute } from '../../src/routing/routes.ts'
import { translator } from '../../src/ui/i18n/index.ts'
import { siteLink } from '../../src/ui/pages/home/banners.ts'
import { HOME_PARTNERS_PER_CATEGORY } from '../../src/content/model/bundle.ts'
import { partnersByCategory } from '../../src/ui/pages/home/PartnersSection.tsx'
import { twoLengths } from '../../src/ui/pages/home/text.ts'
import { truncate } from '../../src/ui/text/truncate.ts'
import type { Content } from '../../src/content/index.ts'
import { homeScreen } from '../../src/ui/pages/HomeScreen.tsx'
import { fixtureBundle } from './fixtures/bundle.ts'

describe('text limits of spec §9', () => {
  it('truncate keeps short texts and cuts long ones at the limit in characters, with an ellipsis', () => {
    expect(truncate('short', 10)).toBe('short')
    expect(truncate('a'.repeat(151), 150)).toBe(`${'a'.repeat(150)}…`)
    expect(truncate('文'.repeat(200), 150)).toBe(`${'文'.repeat(150)}…`)
    // A character outside the BMP counts as one and is never split.
    expect(truncate('😀'.repeat(5), 3)).toBe('😀😀😀…')
    expect(truncate('word '.repeat(40), 12)).toBe('word word wo…')
  })

  it('twoLengths: the first 90 characters always, up to 150 for small screens, ellipses where cut', () => {
    expect(twoLengths('short text', 90, 150)).toEqual({ head: 'short text', rest: '', cut: false })
    const text = 'x'.repeat(100)
    expect(twoLengths(text, 90, 150)).toEqual({ head: 'x'.repeat(90), rest: 'x'.repeat(10), cut: true })
    const long = 'y'.repeat(200)
    const parts = twoLengths(long, 90, 150)
    expect(parts.head + parts.rest).toBe(`${'y'.repeat(150)}…`)
    // A space at the cut stays where it was: head + rest reads as the original text.
    const words = twoLengths(`${'a'.repeat(89)} bbb ccc`, 90, 150)
    expect(words.head + words.rest).toBe(`${'a'.repeat(89)} bbb ccc`)
  })
})

describe('links of the banners', () => {
  it('a page of the site opens in the language of the page; files and other sites stay', () => {
    expect(siteLink('/pdf/Corporate_Brochure', 'en')).toBe('/en/pdf/Corporate_Brochure')
    expect(siteLink('/pdf/Corporate_Brochure', 'zh-CN')).toBe('/pdf/Corporate_Brochure')
    expect(siteLink('/concepts?id=anchor2', 'en')).toBe('/en/concepts?id=anchor2')
    expect(siteLink('/media/banner-video.mp4', 'en')).toBe('/media/banner-video.mp4')
    expect(siteLink('https://example.com/x', 'en')).toBe('https://example.com/x')
    expect(siteLink('//cdn.example.com/x', 'en')).toBe('//cdn.example.com/x')
  })
})

describe('the home screen reads only the bundle', () => {
  it('its banners (with the first one preloaded) and partners come from the bundle; it asks the source nothing', async () => {
    const bundle = fixtureBundle('en')
    const banner = { id: '1790000000000009901', mediaType: 'image', video: '', logo: '', image: '/img/banners/banner-1.webp', bannerTitle: 'T', bannerSubtitle: '', bannerDetails: '', bannerMark: '', tool: [], sort: 1 }
    const partner = { id: '1790000000000009902', partnerName: 'Lab', partnerLogo: '/img/partners/p1.svg', caseType: '1', sort: 1, createTime: '2026-01-01 00:00:00' }
    const withHome = { ...bundle, banners: [banner], partners: [partner] } as typeof bundle
    const untouchable = new Proxy({} as Content, {
      get: (_, name) => {
        throw new Error(`the home screen asked the content layer for ${String(name)}`)
      },
    })
    const outcome = await homeScreen({
      match: matchRoute('/en/')!,
      lang: 'en',
      t: translator('en'),
      url: new URL('http://site.test/en/'),
      origin: 'http://site.test',
      bundle: withHome,
      search: async () => ({ total: 0, kinds: {}, hits: [] }),
      content: untouchable,
      now: Date.now(),
    })
    expect(outcome.kind).toBe('page')
    if (outcome.kind !== 'page') return
    expect(outcome.head.preloads?.map((p) => [p.href, p.media])).toEqual([
      ['/img/banners/banner-1-portrait.webp', '(max-aspect-ratio: 2/3)'],
      ['/img/banners/banner-1-3x4.webp', '(min-aspect-ratio: 6667/10000) and (max-aspect-ratio: 4/5)'],
      ['/img/banners/banner-1-4x3.webp', '(min-aspect-ratio: 8001/10000) and (max-aspect-ratio: 3/2)'],
      ['/img/banners/banner-1.webp', '(min-aspect-ratio: 3001/2000)'],
    ])
    expect(outcome.head.preloads?.[3]).toMatchObject({ as: 'image', fetchPriority: 'high', imageSrcSet: '/img/banners/banner-1.webp 1920w, /img/banners/banner-1-2x.webp 3840w', imageSizes: '100vw' })
    const { data } = (outcome.main as { props: { data: { banners: { id: string }[]; partners: unknown[] } } }).props
    expect(data.banners.map((b) => b.id)).toEqual([banner.id])
    expect(data.partners).toEqual([partner])
  })
})

describe('the partner wall of the home page is as large with 3,000 partners as with 100', () => {
  it(`a case category's panel holds at most ${HOME_PARTNERS_PER_CATEGORY} logos, in their order`, () => {
    const category = { id: '1790000000000080001', categoryCode: '1', categoryName: 'Biopharma', categoryImage: '/img/a.svg', sort: 1, updatedAt: null }
    const partners = Array.from({ length: 500 }, (_, i) => ({ id: `17900000000${String(i).padStart(8, '0')}`, partnerName: `P${i}`, partnerLogo: '/img/p.svg', caseType: '1', sort: i, createTime: '2024-01-01T00:00:00+08:00' }))
    const [group] = partnersByCategory([category], partners)
    expect(group!.partners.map((p) => p.name)).toEqual(Array.from({ length: HOME_PARTNERS_PER_CATEGORY }, (_, i) => `P${i}`))
  })
})
