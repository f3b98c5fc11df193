/**
 * Pictures sized for the screen (issue 33): with a CMS whose pictures are photos on its own host, every page
 * gives each of them the media route's widths (`srcset`) and the layout's `sizes`, keeps its box's shape
 * (`width`, `height`), and preloads its largest one as its <img> will choose it.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { app } from '../../src/app.ts'
import { resetCircuitBreakers } from '../../src/content/sources/circuit-breaker.ts'
import { MEDIA_WIDTHS } from '../../src/media/image-options.ts'
import { isResizable, PICTURE_SIZES, responsive, widthsFor } from '../../src/ui/content/responsive.ts'
import { cmsEnv, startFakeCms, type FakeCms } from './fixtures/fake-cms.ts'
import { seedContent } from './setup/seed-content.ts'

describe('which widths a picture is offered at', () => {
  it('a photo of the media route: its widths up to twice its box, the box\'s own as src, the layout\'s sizes', () => {
    expect(responsive('/cms-media/cms.example.com/a.jpg', 800, 'card')).toEqual({
      src: '/cms-media/cms.example.com/a.jpg?w=960',
      srcSet: [160, 320, 480, 640, 960, 1280, 1920].map((w) => `/cms-media/cms.example.com/a.jpg?w=${w} ${w}w`).join(', '),
      sizes: PICTURE_SIZES.card,
    })
    expect(widthsFor(160)).toEqual([160, 320])
    expect(widthsFor(1920)).toEqual([...MEDIA_WIDTHS])
  })

  it('one of the site\'s own pictures: its drawing\'s width and its -2x file at twice that, the layout\'s sizes', () => {
    expect(responsive('/img/banners/banner-2.webp', 1920, 'full')).toEqual({
      src: '/img/banners/banner-2.webp',
      srcSet: '/img/banners/banner-2.webp 1920w, /img/banners/banner-2-2x.webp 3840w',
      sizes: PICTURE_SIZES.full,
    })
    expect(responsive('/img/products/Venturi_valve-1.webp', 800, 'card').srcSet).toBe('/img/products/Venturi_valve-1.webp 800w, /img/products/Venturi_valve-1-2x.webp 1600w')
  })

  it.each(['ring', 'productTile'] as const)('a product\'s picture in the product overview (%s): its -half file at half its width and its 1× file for dense screens, never the -2x file', (size) => {
    expect(responsive('/img/products/Venturi_valve-1.webp', 180, size)).toEqual({
      src: '/img/products/Venturi_valve-1.webp',
      srcSet: '/img/products/Venturi_valve-1-half.webp 400w, /img/products/Venturi_valve-1.webp 800w',
      sizes: PICTURE_SIZES[size],
    })
  })

  it('a tile elsewhere, or a picture without a -half file in the ring, takes its 1× and -2x files', () => {
    expect(responsive('/img/products/Venturi_valve-1.webp', 240, 'tile').srcSet).toBe('/img/products/Venturi_valve-1.webp 800w, /img/products/Venturi_valve-1-2x.webp 1600w')
    // A picture of another kind in the ring (a product's record may name any of the site's pictures) has no -half file.
    expect(responsive('/img/solutions/biosafety-2.webp', 180, 'ring').srcSet).toBe('/img/solutions/biosafety-2.webp 1200w, /img/solutions/biosafety-2-2x.webp 2400w')
  })

  it('one of the site\'s own pictures shown at a fixed width its 1× file covers on a 4× screen: that file alone, no srcset', () => {
    expect(responsive('/img/products/Venturi_valve-1.webp', 160, 'thumb')).toEqual({ src: '/img/products/Venturi_valve-1.webp' })
  })

  it('no sizes="auto": HTML would hold a lazy picture at 300×150 until it loads', () => {
    for (const src of ['/cms-media/cms.example.com/a.webp', '/img/news/2500-projects.webp']) expect(responsive(src, 800, 'tile').sizes).toBe(PICTURE_SIZES.tile)
  })

  it.each(['/img/products/a.svg', '/img/products/unknown.webp', '/img/brand/logo.svg', '/img/banners/video-poster.webp', '/cms-media/cms.example.com/a.svg', '/cms-media/cms.example.com/film.mp4', '/cms-media/cms.example.com/a.jpg?x=1', 'https://elsewhere.example/a.jpg'])('%s is given as it is', (src) => {
    expect(isResizable(src)).toBe(false)
    expect(responsive(src, 800, 'card')).toEqual({ src })
  })
})

/** The attributes of each <img> of some HTML. */
function images(html: string): Record<string, string>[] {
  return [...html.matchAll(/<img\b([^>]*)>/g)].map(([, attributes]) => Object.fromEntries([...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!.replaceAll('&amp;', '&')])))
}

describe('with the CMS\'s pictures as photos on its host, every page offers each at the widths of its box', () => {
  let cms: FakeCms
  beforeAll(async () => {
    await seedContent()
    resetCircuitBreakers()
    cms = startFakeCms()
    // The CMS's records name photos by its paths: /img/products/x.webp becomes /profile/upload/products/x.jpg.
    cms.rewrite = (body) => body.replaceAll(/"\/img\/([\w/.-]+)\.(svg|webp)"/g, '"/profile/upload/$1.jpg"')
  })
  afterAll(() => cms.restore())

  const visit = async (path: string) => {
    const ctx = createExecutionContext()
    const res = await app.fetch(new Request(`http://site.test${path}`), cmsEnv, ctx)
    const html = await res.text()
    await waitOnExecutionContext(ctx)
    expect(res.status, path).toBe(200)
    return html
  }

  it.each(['/', '/AccessHcs', '/en/product', '/productCategory/Venturi_valve/', '/en/solution', '/SolutionCategory/biosafety/', '/en/Case', '/industryTrends/', '/en/newDetail/1/1790000000000120101', '/contact/'])('%s', async (path) => {
    const html = await visit(path)
    const photos = images(html).filter((img) => img.src?.startsWith('/cms-media/'))
    expect(photos.length, 'pictures of the CMS on the page').toBeGreaterThan(0)
    // The menu's product tiles and the home page's partner logos take their box from their place (site.css
    // `.mega-product img`, home.css `.partners__grid > img`), with no size of their own.
    const part = (from: string, to: string) => (html.includes(from) ? html.slice(html.indexOf(from), html.indexOf(to, html.indexOf(from))) : '')
    const placed = part('<div id="mega-products"', '<div id="mega-company"') + part('<section id="partners"', '</section>')
    const tiles = new Set(images(placed).map((img) => img.src))
    expect(tiles.size, 'the menu’s product tiles').toBeGreaterThan(10)
    for (const img of photos) {
      expect(img.src, "a photo of the route").toMatch(/^\/cms-media\/cms\.test\/[\w/.-]+\.(jpg|webp)\?w=\d+$/)
      expect(img.srcSet, img.src).toMatch(/ \d+w(, |$)/)
      expect(Object.values(PICTURE_SIZES), `${img.src} sizes=${img.sizes}`).toContain(img.sizes)
      if (tiles.has(img.src)) expect([img.width, img.height, img.style], `${img.src}: the tile's box`).toEqual([undefined, undefined, undefined])
      else expect(Number(img.width) > 0 && Number(img.height) > 0, `${img.src} keeps its box`).toBe(true)
    }
    // The largest picture's preload chooses as its <img> will.
    for (const [, preload] of html.matchAll(/<link rel="preload" as="image"([^>]*)>/g)) {
      const set = preload!.match(/imageSrcSet="([^"]*)"/)?.[1]
      if (!set) continue
      expect(images(html).some((img) => img.srcSet === set.replaceAll('&amp;', '&')), 'a picture with the preload\'s srcset').toBe(true)
    }
  })
})
