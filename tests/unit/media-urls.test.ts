import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { content } from '../../src/content/index.ts'
import { mediaPolicyFor, SITE_MEDIA } from '../../src/content/sanitize/media-policy.ts'
import { mediaLink, mediaSetting, mediaUrl, Refused } from '../../src/content/sanitize/urls.ts'
import { mediaOrigins } from '../../src/media/origins.ts'
import { filePath, upstreamFile } from '../../src/media/paths.ts'
import { cmsEnv, startFakeCms, type FakeCms } from './fixtures/fake-cms.ts'
import { eventsNamed } from './fixtures/logs.ts'
import { seedContent } from './setup/seed-content.ts'

const settings = { UPSTREAM_API: 'https://cms.example.com/prod-api', MEDIA_ORIGINS: 'https://bucket.oss.example.com, http://127.0.0.1:9000/' }
const cms = mediaPolicyFor(settings, 'cms')
const d1 = mediaPolicyFor(settings, 'site')
const refusal = (url: string, policy = cms) => {
  const result = mediaUrl(url, policy)
  return result instanceof Refused ? result.reason : `kept as ${result}`
}

describe('where media may come from: the origin of UPSTREAM_API and those of MEDIA_ORIGINS', () => {
  let warned: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => warned.mockRestore())

  it('UPSTREAM_API gives the CMS origin (its path is the API, not the files); MEDIA_ORIGINS adds origins, ports kept', () => {
    const origins = mediaOrigins(settings.UPSTREAM_API, settings.MEDIA_ORIGINS)
    expect(origins.cms).toBe('https://cms.example.com')
    expect([...origins.byHost]).toEqual([
      ['cms.example.com', 'https://cms.example.com'],
      ['bucket.oss.example.com', 'https://bucket.oss.example.com'],
      ['127.0.0.1:9000', 'http://127.0.0.1:9000'],
    ])
  })

  it('without UPSTREAM_API only MEDIA_ORIGINS are allowed, and no path is the CMS\'s', () => {
    const origins = mediaOrigins('', 'https://bucket.example.com')
    expect(origins.cms).toBeNull()
    expect([...origins.byHost.keys()]).toEqual(['bucket.example.com'])
    expect(mediaOrigins('', '').byHost.size).toBe(0)
  })

  it('an entry that is not an origin, or names a host already allowed, is logged and left out; the rest apply', () => {
    const origins = mediaOrigins('https://cms.example.com/api', 'ftp://files.example.com not-a-url https://x.example.com/path https://user@y.example.com http://cms.example.com https://ok.example.com')
    expect([...origins.byHost.keys()]).toEqual(['cms.example.com', 'ok.example.com'])
    const ignored = eventsNamed(warned, 'media.origin_ignored').map((event) => event.origin)
    expect(ignored).toEqual(['ftp://files.example.com', 'not-a-url', 'https://x.example.com/path', 'https://user@y.example.com', 'http://cms.example.com'])
  })
})

describe('a CMS path names the CMS\'s file, served by the site\'s media route', () => {
  it.each([
    ['/profile/upload/2024/05/banner.jpg', '/cms-media/cms.example.com/profile/upload/2024/05/banner.jpg'],
    ['/profile/upload/横幅 1.jpg', '/cms-media/cms.example.com/profile/upload/%E6%A8%AA%E5%B9%85%201.jpg'],
    ['/profile/upload/%E6%A8%AA%E5%B9%85%201.jpg', '/cms-media/cms.example.com/profile/upload/%E6%A8%AA%E5%B9%85%201.jpg'],
    [' /profile/upload/a.png ', '/cms-media/cms.example.com/profile/upload/a.png'],
  ])('%j → %s', (url, path) => {
    expect(mediaUrl(url, cms)).toBe(path)
  })

  it('in D1\'s records (and without a CMS) a path is the site\'s own file, as before', () => {
    expect(mediaUrl('/img/products/a.svg', d1)).toBe('/img/products/a.svg')
    expect(mediaUrl('/img/products/a.svg', SITE_MEDIA)).toBe('/img/products/a.svg')
  })
})

describe('an absolute URL of an allowed origin becomes the media route\'s path; any other origin is refused', () => {
  it.each([
    ['https://cms.example.com/profile/upload/a.png', '/cms-media/cms.example.com/profile/upload/a.png'],
    ['https://CMS.Example.COM/profile/upload/a.png', '/cms-media/cms.example.com/profile/upload/a.png'],
    ['http://cms.example.com/profile/upload/a.png', '/cms-media/cms.example.com/profile/upload/a.png'],
    ['https://bucket.oss.example.com/site/2024/hero.webp', '/cms-media/bucket.oss.example.com/site/2024/hero.webp'],
    ['//bucket.oss.example.com/site/hero.webp', '/cms-media/bucket.oss.example.com/site/hero.webp'],
    ['http://127.0.0.1:9000/bucket/film.mp4#t=3', '/cms-media/127.0.0.1:9000/bucket/film.mp4'],
  ])('%s → %s', (url, path) => {
    expect(mediaUrl(url, cms)).toBe(path)
    expect(mediaUrl(url, d1)).toBe(path)
  })

  it.each([
    ['https://evil.example/a.png', 'origin not allowed'],
    ['https://cms.example.com:8443/a.png', 'origin not allowed'],
    ['https://cms.example.com.evil.example/a.png', 'origin not allowed'],
    ['//evil.example/a.png', 'origin not allowed'],
    ['ftp://cms.example.com/a.png', 'scheme'],
  ])('%s is refused: %s', (url, reason) => {
    expect(refusal(url)).toBe(reason)
  })
})

describe('bad media URLs in a record are refused, with the reason', () => {
  it.each([
    ['javascript:alert(1)', 'scheme'],
    ['data:image/png;base64,iVBORw0KGgo=', 'scheme'],
    ['/profile/../../etc/passwd.jpg', 'dot segment'],
    ['/profile/%2e%2E/secret.jpg', 'dot segment'],
    ['/profile/./a.jpg', 'dot segment'],
    ['https://cms.example.com/a/../b.jpg', 'dot segment'],
    ['https://cms.example.com/a/%2E%2E/b.jpg', 'dot segment'],
    ['https://cms.example.com/a\\..\\b.jpg', 'dot segment'],
    ['https://cms.example.com/proxy.jpg?url=https://evil.example/x.jpg', 'query string'],
    ['/profile/a.jpg?url=https://evil.example/', 'query string'],
    ['https://user:pw@cms.example.com/a.jpg', 'user in URL'],
    ['https://cms.example.com/a%2Fb.jpg', 'not a file path'],
    ['https://cms.example.com/a%00.jpg', 'not a file path'],
    ['https://cms.example.com/dir/', 'not a file path'],
    ['https://cms.example.com', 'not a file path'],
    ['profile/upload/a.jpg', 'scheme'],
  ])('%j: %s', (url, reason) => {
    expect(refusal(url)).toBe(reason)
  })

  it('a dot segment is refused in the site\'s own paths too', () => {
    expect(refusal('/img/../pdf/x.svg', SITE_MEDIA)).toBe('dot segment')
  })
})

describe('links to a picture, video or PDF of an allowed origin go through the media route; other links stay', () => {
  it.each([
    ['https://cms.example.com/profile/upload/brochure.pdf', '/cms-media/cms.example.com/profile/upload/brochure.pdf'],
    ['/profile/upload/brochure.pdf', '/cms-media/cms.example.com/profile/upload/brochure.pdf'],
    ['/profile/upload/film.MP4', '/cms-media/cms.example.com/profile/upload/film.MP4'],
    ['/pdf/Corporate_Brochure', '/pdf/Corporate_Brochure'],
    ['/en/contact/', '/en/contact/'],
    ['https://cms.example.com/news/1', 'https://cms.example.com/news/1'],
    ['https://cms.example.com/file.pdf?sig=1', 'https://cms.example.com/file.pdf?sig=1'],
    ['/profile/a.pdf?sig=1', 'https://cms.example.com/profile/a.pdf?sig=1'],
    ['https://other.example/file.pdf', 'https://other.example/file.pdf'],
    ['mailto:sales@example.com', 'mailto:sales@example.com'],
    ['#top', '#top'],
  ])('%s → %s', (url, link) => {
    expect(mediaLink(url, cms)).toBe(link)
  })

  it('D1\'s links to the site\'s own files stay; refused schemes stay refused', () => {
    expect(mediaLink('/media/banner-video.mp4', d1)).toBe('/media/banner-video.mp4')
    expect(mediaLink('javascript:alert(1)', cms)).toBeNull()
  })

  it('a setting naming a picture is the media route\'s path; any other value is as it was', () => {
    expect(mediaSetting('/img/brand/logo.svg', cms)).toBe('/cms-media/cms.example.com/img/brand/logo.svg')
    expect(mediaSetting('https://bucket.oss.example.com/qr.png', d1)).toBe('/cms-media/bucket.oss.example.com/qr.png')
    expect(mediaSetting('/img/brand/logo.svg', d1)).toBe('/img/brand/logo.svg')
    for (const value of ['2024-11-18T06:00:00+08:00/2024-11-20T00:00:00+08:00', '苏ICP备19970001号-1', 'venturi valve, VAV', '/newDetail/1/1790000000000120108', 'https://live.ventaura.example/2024-launch'])
      expect(mediaSetting(value, cms)).toBe(value)
  })
})

describe('the media route finds the file again', () => {
  const origins = cms.origins
  it.each([
    ['/profile/upload/2024/05/banner.jpg', 'https://cms.example.com/profile/upload/2024/05/banner.jpg'],
    ['/profile/upload/横幅 1.jpg', 'https://cms.example.com/profile/upload/%E6%A8%AA%E5%B9%85%201.jpg'],
    ['https://bucket.oss.example.com/a(1).webp', 'https://bucket.oss.example.com/a(1).webp'],
    ['http://127.0.0.1:9000/bucket/film.mp4', 'http://127.0.0.1:9000/bucket/film.mp4'],
  ])('%s is served from %s', (url, file) => {
    const path = mediaUrl(url, cms)
    expect(typeof path).toBe('string')
    expect(String(upstreamFile(path as string, origins))).toBe(file)
  })

  it.each([
    ['/cms-media/evil.example/a.png', 'origin not allowed'],
    ['/cms-media/cms.example.com', 'origin not allowed'],
    ['/cms-media//a.png', 'origin not allowed'],
    ['/img/a.png', 'origin not allowed'],
    ['/cms-media/cms.example.com/', 'not a file path'],
    ...[
    '/cms-media/cms.example.com/a/%2e%2e/b.png',
    '/cms-media/cms.example.com/a%2F..%2Fb.png',
    '/cms-media/cms.example.com/a%5cb.png',
    '/cms-media/cms.example.com/a%0d%0aSet-Cookie:x.png',
    '/cms-media/cms.example.com/a%zz.png',
    `/cms-media/cms.example.com/${'a'.repeat(1100)}.png`,
    ].map((path) => [path, 'not a file path']),
  ])('%s names no file: %s', (pathname, reason) => {
    expect(upstreamFile(pathname, origins)).toBe(reason)
  })

  it.each([
    ['/profile/upload/2024/05/banner', 'a name without a kind'],
    ['/profile/upload/notes.txt', 'a text file'],
    ['https://bucket.oss.example.com/index.html', 'a page'],
  ])('%s (%s) is no media file: content may not name it, the route does not fetch it', (url) => {
    expect(mediaUrl(url, cms)).toEqual(expect.objectContaining({ reason: 'not a media file' }))
    const host = new URL(url, 'https://cms.example.com')
    expect(upstreamFile(`/cms-media/${host.host}${host.pathname}`, cms.origins)).toBe('not a media file')
  })

  it('nothing under the CMS\'s content API is a media file, whatever its name', () => {
    const api = `${new URL(settings.UPSTREAM_API!).pathname}/v1/website/banner.png`
    expect(upstreamFile(`/cms-media/cms.example.com${api}`, cms.origins)).toBe('not a media file')
  })

  it('hosts are case-blind and one file has one spelling', () => {
    expect(String(upstreamFile('/cms-media/CMS.example.com/a%20b.png', origins))).toBe('https://cms.example.com/a%20b.png')
    expect(filePath('/a b/c%41.png')).toBe('/a%20b/cA.png')
  })
})

describe('records from a CMS whose media live on its own host', () => {
  let fake: FakeCms
  let warned: ReturnType<typeof vi.spyOn>
  beforeAll(seedContent)
  beforeEach(() => {
    fake = startFakeCms()
    warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    fake.restore()
    warned.mockRestore()
  })
  const read = async <T,>(run: (ctx: ExecutionContext) => Promise<T>) => {
    const ctx = createExecutionContext()
    const result = await run(ctx)
    await waitOnExecutionContext(ctx)
    return result
  }

  it('absolute URLs of the CMS and CMS paths, in fields and in rich text, become the media route\'s paths', async () => {
    const { records } = await read((ctx) => content(env, ctx).list('products', { pageSize: 2 }, 'en'))
    const served = [
      { ...records[0], productImage: 'http://cms.test/profile/upload/2024/valve.png', productDetails: '<p>Look<img src="/profile/upload/detail.jpg" alt="detail"><a href="http://cms.test/profile/upload/sheet.pdf">sheet</a></p>' },
      { ...records[1], productImage: '/profile/upload/2024/panel.jpg', productDetails: '<p><img src="https://evil.example/x.png"></p>' },
    ]
    fake.answer = (path) => (path.startsWith('/api/v1/website/products?') ? Response.json({ success: true, message: '', result: { records: served, total: 2 } }) : undefined)
    const fromCms = await read((ctx) => content(cmsEnv, ctx).list('products', { pageSize: 2 }, 'en'))
    expect(fromCms.records.map((p) => p.productImage)).toEqual(['/cms-media/cms.test/profile/upload/2024/valve.png', '/cms-media/cms.test/profile/upload/2024/panel.jpg'])
    expect(fromCms.records[0]!.productDetails).toContain('src="/cms-media/cms.test/profile/upload/detail.jpg"')
    expect(fromCms.records[0]!.productDetails).toContain('href="/cms-media/cms.test/profile/upload/sheet.pdf"')
    expect(fromCms.records[1]!.productDetails).not.toContain('<img')
  })

  it('a refused URL leaves the record without that picture and is logged once, however often it is read', async () => {
    const { records: news } = await read((ctx) => content(env, ctx).list('news', { pageSize: 1 }, 'en'))
    const bad = 'https://tracker.example/pixel.gif?once'
    fake.answer = (path) => (path.startsWith('/api/v1/website/news?') ? Response.json({ success: true, message: '', result: { records: [{ ...news[0], image: bad }], total: 1 } }) : undefined)
    for (let i = 0; i < 3; i++) {
      const page = await read((ctx) => content(cmsEnv, ctx).list('news', { pageSize: 1 }, 'en'))
      expect(page.records[0]!.image).toBe('')
    }
    expect(eventsNamed(warned, 'content.url_dropped').filter((event) => event.url === bad)).toEqual([expect.objectContaining({ field: 'news image', reason: 'origin not allowed' })])
  })

  it('the brand logo and QR code settings of the CMS are served through the media route', async () => {
    const bundle = await read((ctx) => content(cmsEnv, ctx).bundle('en'))
    expect(bundle.configs.find((c) => c.key === 'brand_logo')?.valueDefault).toBe('/cms-media/cms.test/img/brand/logo.svg')
    expect(bundle.configs.find((c) => c.key === 'contact_qr')?.valueDefault).toBe('/cms-media/cms.test/img/contact/qr.svg')
  })
})
