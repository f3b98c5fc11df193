import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Bundle } from '../../src/content/model/bundle.ts'
import { contactParts } from '../../src/ui/pages/contact/contact-parts.ts'
import type { ContactSettings } from '../../src/ui/pages/contact/contact-settings.ts'
import { ContactMap } from '../../src/ui/pages/contact/ContactMap.tsx'
import { MAP_CENTRE, MAP_FRAMES, METRES_PER_PIXEL, parseLonLat, positionOnMap } from '../../src/ui/pages/contact/map-area.ts'
import { amapUrl, openStreetMapUrl } from '../../src/ui/pages/contact/map-links.ts'
import { demoBundle, renderLayout, select } from './layout-html.tsx'
import { seedContent } from './setup/seed-content.ts'

let zh: Bundle
beforeAll(async () => {
  await seedContent()
  zh = await demoBundle('zh-CN')
})

const page = async (path: string) => {
  const res = await exports.default.fetch(new Request(`http://site.test${path}`))
  expect(res.status).toBe(200)
  return res.text()
}

describe('the contact information comes from the settings, phones as tel: and emails as mailto: links', () => {
  it('contact person, company, phone, email and address', async () => {
    const html = await page('/en/contact/')
    const rows = await select(html, '.contact-card:not(.contact-card--services) .contact-list__row')
    expect(rows.map((r) => r.text)).toEqual([
      'ContactMr WangSales',
      'CompanyVentaura Flow Control',
      'Phone+86 512 6555 1997',
      'Emailinfo@ventaura.example',
      'Address88 Wentuo Road, Suzhou Industrial Park, Suzhou, Jiangsu, China',
    ])
    expect(await select(html, '.contact-card:not(.contact-card--services) a')).toMatchObject([
      { href: 'tel:+8651265551997', text: '+86 512 6555 1997' },
      { href: 'mailto:info@ventaura.example', text: 'info@ventaura.example' },
    ])
  })

  it('the service hotline, the public-relations contact (its phone and email linked), the site phone and the QR code', async () => {
    const html = await page('/contact/')
    expect(await select(html, '.contact-list--services a')).toMatchObject([
      { href: 'tel:4008001997', text: '400-800-1997' },
      { href: 'tel:+8651265551997', text: '+86 512 6555 1997' },
      { href: 'tel:+8651265551998', text: '+86 512 6555 1998' },
      { href: 'mailto:pr@ventaura.example', text: 'pr@ventaura.example' },
      { href: 'tel:+8651265551997', text: '+86 512 6555 1997' },
    ])
    expect((await select(html, '.contact-list--services dt')).map((d) => d.text)).toEqual(['服务热线', '媒体与公共关系', '总机'])
    expect(await select(html, '.contact-qr img')).toMatchObject([{ src: '/img/contact/qr.svg', alt: '微信公众号二维码' }])
  })

  it.each([
    ['/contact/', '境外请拨 +86 512 6555 1997'],
    ['/en/contact/', 'From outside mainland China: +86 512 6555 1997'],
  ])('%s: the 400 hotline, which cannot be dialled from abroad, names the number that can (issue 49)', async (path, note) => {
    const html = await page(path)
    const notes = (await select(html, '.contact-list--services .contact-list__row:first-child .contact-list__note')).map((n) => n.text.replaceAll('\u00a0', ' '))
    expect(notes.at(-1)).toBe(note)
  })

  it('the enquiry form is on the page, with the stylesheets it needs', async () => {
    const html = await page('/contact/')
    expect(await select(html, 'form[data-enquiry] label')).toHaveLength(6)
    expect(html).toMatch(/<link rel="stylesheet" href="\/src\/ui\/styles\/enquiry\.css"|<link rel="stylesheet" href="\/assets\/enquiry-/)
    expect(html).toMatch(/<link rel="stylesheet" href="\/src\/ui\/styles\/contact\.css"|<link rel="stylesheet" href="\/assets\/contact-/)
  })
})

describe('the enquiry form says what happens to what the visitor sends, and links the privacy notice', () => {
  it.each([
    ['/contact/', '您填写的信息仅用于答复本次咨询，我们不会出售或另作他用。', '/privacy', '隐私说明'],
    ['/en/contact/', 'We use what you enter only to answer this enquiry, and never sell it or use it for anything else.', '/en/privacy', 'Privacy notice'],
  ])('%s: one line above the submit button', async (path, line, href, link) => {
    const html = await page(path)
    expect((await select(html, 'form[data-enquiry] .enquiry__privacy'))[0]?.text).toBe(`${line} ${link}`)
    expect(await select(html, 'form[data-enquiry] .enquiry__privacy a')).toMatchObject([{ href, text: link }])
  })
})

/** Degrees of latitude and longitude (at the map's centre) for a distance in metres on the mean Earth sphere. */
const METRES_PER_DEGREE = (6371008.8 * Math.PI) / 180
const northDegrees = (metres: number) => metres / METRES_PER_DEGREE
const eastDegrees = (metres: number) => metres / (METRES_PER_DEGREE * Math.cos((MAP_CENTRE.lat * Math.PI) / 180))

describe('the map: a shipped picture with the marker at map_center, and links to map services', () => {
  it('zh-CN: the picture in the page language, alt text with the address, links to OpenStreetMap and Amap', async () => {
    const html = await page('/contact/')
    expect(await select(html, '.contact-map img')).toMatchObject([
      { src: '/img/contact/map-wide-zh-CN.svg', width: '1200', height: '750', loading: 'lazy', alt: '文拓流体控制 苏州总部位置示意图，地址：江苏省苏州市工业园区文拓路 88 号' },
    ])
    expect(await select(html, '.contact-map source')).toMatchObject([{ srcset: '/img/contact/map-narrow-zh-CN.svg', media: '(max-width: 639px)' }])
    expect(await select(html, '.contact-map__marker')).toMatchObject([{ style: '--wide-x:50.00%;--wide-y:50.00%;--narrow-x:50.00%;--narrow-y:50.00%', 'aria-hidden': 'true' }])
    expect((await select(html, '.contact-map__links a')).map((a) => [a.href, a.target, a.rel])).toEqual([
      ['https://www.openstreetmap.org/?mlat=31.2728&mlon=120.7436#map=17/31.2728/120.7436', '_blank', 'noopener noreferrer'],
      ['https://uri.amap.com/marker?position=120.7436%2C31.2728&name=%E6%96%87%E6%8B%93%E6%B5%81%E4%BD%93%E6%8E%A7%E5%88%B6&coordinate=wgs84&callnative=0', '_blank', 'noopener noreferrer'],
    ])
  })

  it('en: OpenStreetMap only', async () => {
    const html = await page('/en/contact/')
    expect((await select(html, '.contact-map__links a')).map((a) => a.text)).toEqual(['Open in OpenStreetMap(opens in a new tab)'])
    expect((await select(html, '.contact-map img'))[0]!.alt).toBe('Schematic map of Ventaura Flow Control Suzhou headquarters, 88 Wentuo Road, Suzhou Industrial Park, Suzhou, Jiangsu, China')
  })

  const settings = (position: ContactSettings['place']['position']): ContactSettings => ({
    company: { label: '公司', value: '文拓流体控制' },
    address: { label: '地址', value: '江苏省苏州市工业园区文拓路 88 号' },
    place: { name: '苏州总部', position },
  })
  const mapHtml = (position: ContactSettings['place']['position']) => renderLayout(<ContactMap settings={settings(position)} />, 'zh-CN', '/contact/', zh)

  it('moving the setting moves the marker: 102.4 m (64 px) east and 51.2 m (32 px) south of the centre', async () => {
    const [marker] = await select(mapHtml({ lon: MAP_CENTRE.lon + eastDegrees(102.4), lat: MAP_CENTRE.lat - northDegrees(51.2) }), '.contact-map__marker')
    expect(marker!.style).toBe('--wide-x:55.33%;--wide-y:54.27%;--narrow-x:60.00%;--narrow-y:55.00%')
  })

  it('a place outside the narrow picture is marked on the wide one only; outside both, on neither', async () => {
    const east700 = eastDegrees(700)
    expect(await select(mapHtml({ lon: MAP_CENTRE.lon + east700, lat: MAP_CENTRE.lat }), '.contact-map__marker')).toMatchObject([{ 'data-wide': '' }])
    expect((await select(mapHtml({ lon: MAP_CENTRE.lon + east700, lat: MAP_CENTRE.lat }), '.contact-map__marker'))[0]).not.toHaveProperty('data-narrow')
    expect(await select(mapHtml({ lon: 116.4, lat: 39.9 }), '.contact-map__marker')).toEqual([])
  })

  it('a missing or malformed setting shows the picture and the address, but no marker and no links', async () => {
    const html = mapHtml(null)
    expect(await select(html, '.contact-map__marker')).toEqual([])
    expect(await select(html, '.contact-map__links a')).toEqual([])
    expect(await select(html, '.contact-map address')).toMatchObject([{ text: '江苏省苏州市工业园区文拓路 88 号' }])
  })

  it.each([
    ['120.7436,31.2728', { lon: 120.7436, lat: 31.2728 }],
    [' -0.1276 , 51.5072 ', { lon: -0.1276, lat: 51.5072 }],
    ['31.2728', null],
    ['200,31', null],
    ['120.7,95', null],
    ['east,north', null],
    ['', null],
  ])('map_center %j reads as %j', (value, expected) => {
    expect(parseLonLat(value)).toEqual(expected)
  })

  it('the projection: the centre is the middle of each picture; a pixel is 1.6 m', () => {
    expect(positionOnMap(MAP_CENTRE, MAP_FRAMES.wide)).toEqual({ x: 0.5, y: 0.5 })
    expect(METRES_PER_PIXEL).toBe(1.6)
    const northOfCentre = positionOnMap({ lon: MAP_CENTRE.lon, lat: MAP_CENTRE.lat + northDegrees(160) }, MAP_FRAMES.narrow)!
    expect(northOfCentre.x).toBe(0.5)
    expect(northOfCentre.y).toBeCloseTo(0.5 - 100 / 640, 4)
  })

  it('map service links', () => {
    expect(openStreetMapUrl({ lon: 120.74361234, lat: 31.27 })).toBe('https://www.openstreetmap.org/?mlat=31.27&mlon=120.743612#map=17/31.27/120.743612')
    expect(amapUrl({ lon: 120.7436, lat: 31.2728 }, 'A & B')).toBe('https://uri.amap.com/marker?position=120.7436%2C31.2728&name=A+%26+B&coordinate=wgs84&callnative=0')
  })
})

describe('contact texts: phone numbers and email addresses become links', () => {
  it.each([
    ['电话 +86 512 6555 1998 · 邮箱 pr@ventaura.example', ['text:电话 ', 'phone:+86 512 6555 1998', 'text: · 邮箱 ', 'email:pr@ventaura.example']],
    ['Tel 400-800-1997, 7×24', ['text:Tel ', 'phone:400-800-1997', 'text:, 7×24']],
    ['Room 12, floor 3', ['text:Room 12, floor 3']],
    ['pr@ventaura.example；+86 21 5555 0000', ['email:pr@ventaura.example', 'text:；', 'phone:+86 21 5555 0000']],
  ])('%j', (text, parts) => {
    expect(contactParts(text).map((p) => `${p.kind}:${p.text}`)).toEqual(parts)
  })
})

describe('the Contact page says who and where the company is in JSON-LD', () => {
  it('Organization with its address, its place with coordinates, and its contact points', async () => {
    const html = await page('/en/contact/')
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    expect(blocks.map((b) => b['@type'])).toEqual(['Organization', 'BreadcrumbList'])
    expect(blocks[0]).toMatchObject({
      '@type': 'Organization',
      name: 'Ventaura Flow Control',
      address: '88 Wentuo Road, Suzhou Industrial Park, Suzhou, Jiangsu, China',
      location: { '@type': 'Place', geo: { '@type': 'GeoCoordinates', latitude: 31.2728, longitude: 120.7436 } },
      contactPoint: [
        { '@type': 'ContactPoint', contactType: 'sales', telephone: '+86 512 6555 1997', email: 'info@ventaura.example' },
        { '@type': 'ContactPoint', contactType: 'customer support', telephone: '400-800-1997', hoursAvailable: 'Available 24/7' },
        { '@type': 'ContactPoint', contactType: 'public relations', name: 'Ms Lin', telephone: '+86 512 6555 1998', email: 'pr@ventaura.example' },
      ],
    })
  })

  it('other pages keep the short Organization', async () => {
    const html = await page('/en/product')
    const org = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>
    expect(org).not.toHaveProperty('location')
    expect(org.contactPoint).toMatchObject({ contactType: 'customer service' })
  })
})
