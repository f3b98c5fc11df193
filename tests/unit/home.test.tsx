import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedContent } from './setup/seed-content.ts'

beforeAll(seedContent)

const get = (path: string) => exports.default.fetch(new Request(`http://site.test${path}`, { headers: { 'Accept-Language': 'zh-CN' } }))

type Attrs = Record<string, string>

/** Every element matching `selector` (workerd's HTMLRewriter), with its attributes and, optionally, its text. */
async function select(html: string, selector: string): Promise<(Attrs & { text: string })[]> {
  const found: (Attrs & { text: string })[] = []
  await new HTMLRewriter()
    .on(selector, {
      element(el) {
        found.push({ ...Object.fromEntries(el.attributes as unknown as Iterable<[string, string]>), text: '' })
      },
      text(chunk) {
        const last = found.at(-1)
        if (last) last.text += chunk.text
      },
    })
    .transform(new Response(html))
    .text()
  return found
}

/** The part of the page inside <main>. */
function mainOf(html: string): string {
  const start = html.indexOf('<main id="main">')
  const end = html.indexOf('</main>')
  expect(start).toBeGreaterThan(0)
  return html.slice(start, end)
}

const pages = { 'zh-CN': '/', en: '/en/' } as const

describe.each(Object.entries(pages))('the home page in %s', (lang, path) => {
  let html = ''
  let main = ''
  const prefix = lang === 'en' ? '/en' : ''
  beforeAll(async () => {
    const res = await get(path)
    expect(res.status).toBe(200)
    html = await res.text()
    main = mainOf(html)
  })

  it('has the six sections of spec §2 in order, each a <section> with its id, and one h1', async () => {
    const ids = (await select(main, 'section[id]')).map((s) => s.id)
    expect(ids).toEqual(['banners', 'concepts', 'products', 'solutions', 'partners', 'news'])
    expect((await select(main, 'h1')).length).toBe(1)
    expect(html).toContain(`<html lang="${lang}">`)
  })

  it('links its stylesheet, has no React island (its widgets are plain HTML its scripts start), and no inline script', async () => {
    expect(html).toMatch(/<link rel="stylesheet" href="[^"]*home[^"]*\.css"\/>/)
    expect(main).not.toContain('data-island=')
    expect(main).toContain('<div class="banners banners--nav" data-banners=""')
    for (const id of ['concepts', 'products', 'news']) expect(main).toMatch(new RegExp(`<div class="carousel carousel--${id}" data-carousel="gallery" data-carousel-move="view"><div class="carousel__track" id="${id}-track">`))
    expect(main).toContain('<div class="partners" data-tabs="">')
    const scripts = await select(html, 'script')
    for (const script of scripts) expect(script.src || ['application/json', 'application/ld+json'].includes(script.type ?? '')).toBeTruthy()
  })

  it('sends each partner logo once: in the wall, with no copy for a script', async () => {
    const logos = (await select(main, '.partners__grid > img')).map((img) => img.src!)
    expect(logos.length).toBeGreaterThan(6)
    for (const logo of new Set(logos)) expect(html.split(logo).length - 1, logo).toBe(logos.filter((l) => l === logo).length)
  })

  it('shows the four banners with their texts; the first picture is the LCP: eager, fetchpriority high, with width and height', async () => {
    const slides = await select(main, '#banners .banner')
    expect(slides).toHaveLength(4)
    const titles = (await select(main, '#banners .banner__title')).map((t) => t.text)
    expect(titles).toHaveLength(4)
    for (const title of titles) expect(title.length).toBeGreaterThan(3)
    const [first, ...others] = await select(main, '#banners picture img')
    expect(first).toMatchObject({ src: '/img/banners/banner-1.webp', width: '1920', height: '1080', fetchpriority: 'high' })
    expect(first?.loading).not.toBe('lazy')
    for (const img of others) expect(img.loading).toBe('lazy')
  })

  it('the video banner: its poster as a lazy picture, a video loading nothing, a full screen button and its tool links', async () => {
    const [video] = await select(main, '#banners video')
    // The poster is a lazy <img> under the (transparent) video, which gets `poster` once shown.
    expect(video).toMatchObject({ preload: 'none' })
    expect(video?.poster).toBeUndefined()
    expect(await select(main, '#banners picture img[src="/img/banners/video-poster.webp"][loading="lazy"]')).toHaveLength(1)
    expect(await select(main, '#banners video source[src="/media/banner-video.mp4"]')).toHaveLength(1)
    expect(await select(main, '#banners .banner__fullscreen')).toHaveLength(1)
    const tools = await select(main, '#banners a.banner__tool')
    expect(tools.map((a) => a.href)).toEqual([`${prefix}/pdf/Corporate_Brochure`, '/media/banner-video.mp4'])
    expect(tools[0]?.target).toBeUndefined()
    expect(tools[1]).toMatchObject({ target: '_blank', rel: 'noopener' })
  })

  it('the indicator list names every banner and marks the first as current', async () => {
    const indicators = await select(main, '#banners .banners__indicator')
    expect(indicators).toHaveLength(4)
    expect(indicators.map((i) => i['aria-current'])).toEqual(['true', undefined, undefined, undefined])
    for (const indicator of indicators) expect(indicator.href).toMatch(/^#banner-\d{19}$/)
  })

  it('the concept cards link to /concepts/?id=anchor2, anchor3 and anchor4', async () => {
    const links = (await select(main, '#concepts .card h3 a')).map((a) => a.href)
    expect(links).toEqual(['anchor2', 'anchor3', 'anchor4'].map((a) => `${prefix}/concepts/?id=${a}`))
  })

  it('the top products (isTop) link to their product pages, and the section to /product', async () => {
    const links = (await select(main, '#products .card h3 a')).map((a) => a.href)
    expect(links).toHaveLength(7)
    for (const link of links) expect(link).toMatch(new RegExp(`^${prefix}/productCategory/\\w+/\\?id=[\\w-]+$`))
    expect((await select(main, '#products a.home-section__more'))[0]?.href).toBe(`${prefix}/product`)
  })

  it('cuts product texts at 90 characters, keeping up to 150 for small screens (CSS picks)', async () => {
    const texts = await select(main, '#products .card p')
    for (const text of texts) expect(Array.from(text.text).length).toBeLessThanOrEqual(151)
  })

  it('the solution cards link to /SolutionCategory/{categoryCode}/', async () => {
    const links = (await select(main, '#solutions .card h3 a')).map((a) => a.href)
    expect(links).toEqual(['biosafety', 'biological_science', 'Inspection', 'Medical', 'Intelligent_system'].map((c) => `${prefix}/SolutionCategory/${c}/`))
  })

  it('the partners: one tab per case category, the first selected, each with its panel of logos', async () => {
    const tabs = await select(main, '#partners [role="tab"]')
    expect(tabs).toHaveLength(6)
    expect(tabs.map((t) => t['aria-selected'])).toEqual(['true', 'false', 'false', 'false', 'false', 'false'])
    const panels = await select(main, '#partners [role="tabpanel"]')
    expect(panels.map((p) => p.id)).toEqual(tabs.map((t) => t['aria-controls']))
    expect(panels.map((p) => 'hidden' in p)).toEqual([false, true, true, true, true, true])
    const logos = await select(main, '#partners .partners__grid > img')
    expect(logos.length).toBeGreaterThanOrEqual(70)
    for (const logo of logos) expect(logo.alt?.length).toBeGreaterThan(0)
  })

  it('the partner panels share one pair of buttons, beside them, controlling the first panel’s track (issue 51: 650 bytes a panel)', async () => {
    expect(await select(main, '#partners [role="tabpanel"] .carousel-button')).toEqual([])
    const buttons = await select(main, '#partners .partners > .carousel-buttons > .carousel-button')
    expect(buttons.map((b) => b['aria-controls'])).toEqual(['partners-1-track', 'partners-1-track'])
    for (const button of buttons) expect('disabled' in button).toBe(true)
  })

  it('a logo’s box takes its width and shape from its place (home.css), with no inline ratio nor size attributes: 59 bytes less a logo (issue 51)', async () => {
    const logos = await select(main, '#partners .partners__grid > img')
    for (const logo of logos) expect([logo.style, logo.width, logo.height], logo.src).toEqual([undefined, undefined, undefined])
  })

  it('the news link to the list and to each item', async () => {
    expect((await select(main, '#news a.home-section__more'))[0]?.href).toBe(`${prefix}/industryTrends/`)
    const links = (await select(main, '#news .news-card h3 a')).map((a) => a.href)
    expect(links).toHaveLength(8)
    for (const link of links) expect(link).toMatch(new RegExp(`^${prefix}/newDetail/\\w+/\\d{19}$`))
    for (const text of await select(main, '#news .news-card p')) expect(Array.from(text.text).length).toBeLessThanOrEqual(151)
  })

  it('every image below the banners loads lazily and has its size: its own, or its place’s (the partner logos: home.css)', async () => {
    const images = await select(main, 'section:not(#banners) img')
    expect(images.length).toBeGreaterThan(90)
    const logos = new Set((await select(main, '#partners .partners__grid > img')).map((img) => img.src))
    expect(logos.size).toBeGreaterThan(70)
    for (const img of images) {
      expect(img.loading).toBe('lazy')
      if (logos.has(img.src)) continue
      expect(Number(img.width)).toBeGreaterThan(0)
      expect(Number(img.height)).toBeGreaterThan(0)
    }
  })

  it('every carousel has labelled previous and next buttons', async () => {
    for (const section of ['banners', 'concepts', 'products', 'news', 'partners']) {
      const buttons = await select(main, `#${section} .carousel-button`)
      expect(buttons.length, section).toBeGreaterThanOrEqual(2)
      for (const button of buttons) expect(button['aria-label']?.length, section).toBeGreaterThan(0)
    }
  })
})

/**
 * The head's preloads of the first banner: one per shape it is drawn in, each with its two files as its <source>
 * or <img> offers them, for windows that exclude one another, so a window fetches one file.
 */
const BANNER_PRELOADS = [
  '<link rel="preload" as="image" href="/img/banners/banner-1-portrait.webp" fetchPriority="high" imageSrcSet="/img/banners/banner-1-portrait.webp 900w, /img/banners/banner-1-portrait-2x.webp 1800w" imageSizes="100vw" media="(max-aspect-ratio: 2/3)"/>',
  '<link rel="preload" as="image" href="/img/banners/banner-1-3x4.webp" fetchPriority="high" imageSrcSet="/img/banners/banner-1-3x4.webp 1200w, /img/banners/banner-1-3x4-2x.webp 2400w" imageSizes="100vw" media="(min-aspect-ratio: 6667/10000) and (max-aspect-ratio: 4/5)"/>',
  '<link rel="preload" as="image" href="/img/banners/banner-1-4x3.webp" fetchPriority="high" imageSrcSet="/img/banners/banner-1-4x3.webp 1440w, /img/banners/banner-1-4x3-2x.webp 2880w" imageSizes="100vw" media="(min-aspect-ratio: 8001/10000) and (max-aspect-ratio: 3/2)"/>',
  '<link rel="preload" as="image" href="/img/banners/banner-1.webp" fetchPriority="high" imageSrcSet="/img/banners/banner-1.webp 1920w, /img/banners/banner-1-2x.webp 3840w" imageSizes="100vw" media="(min-aspect-ratio: 3001/2000)"/>',
]
const BANNER_PRELOAD = BANNER_PRELOADS.join('')

describe('the first chunk', () => {
  it('holds the head with the preloads of the first banner, one per shape (fetchpriority high), before anything of <main>', async () => {
    const res = await get('/')
    const reader = res.body!.getReader()
    const first = new TextDecoder().decode((await reader.read()).value)
    await reader.cancel()
    const head = first.slice(0, first.indexOf('</head>'))
    expect(head).toContain(BANNER_PRELOAD)
    // The preload comes before the stylesheets, so the image is requested first.
    expect(head.indexOf('banner-1.webp')).toBeLessThan(head.indexOf('rel="stylesheet"'))
    expect(first).not.toContain('id="banners"')
  })

  it('the English page preloads the same picture', async () => {
    const html = await (await get('/en/')).text()
    expect(html).toContain(BANNER_PRELOAD)
  })

  it('the first banner’s <source>s offer the files its preloads fetch, for the same windows', async () => {
    const html = await (await get('/')).text()
    const sources = [...mainOf(html).matchAll(/<source media="([^"]+)" srcSet="([^"]+)"/g)].slice(0, 3).map(([, media, set]) => [media, set])
    expect(sources).toEqual([
      ['(max-aspect-ratio: 2/3)', '/img/banners/banner-1-portrait.webp 900w, /img/banners/banner-1-portrait-2x.webp 1800w'],
      ['(max-aspect-ratio: 4/5)', '/img/banners/banner-1-3x4.webp 1200w, /img/banners/banner-1-3x4-2x.webp 2400w'],
      ['(max-aspect-ratio: 3/2)', '/img/banners/banner-1-4x3.webp 1440w, /img/banners/banner-1-4x3-2x.webp 2880w'],
    ])
  })

  it('<main> has no preload of its own (React adds one for every eager <img> outside <picture>)', async () => {
    const html = await (await get('/')).text()
    expect(mainOf(html)).not.toContain('rel="preload"')
  })
})
