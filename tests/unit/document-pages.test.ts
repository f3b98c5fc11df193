import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { DOCUMENTS } from '../../src/content/documents/index.ts'
import { select } from './layout-html.tsx'
import { seedContent } from './setup/seed-content.ts'
import { withoutWordMarks } from './fixtures/word-marks.ts'

beforeAll(seedContent)

const get = (path: string) => exports.default.fetch(new Request(`http://site.test${path}`, { redirect: 'manual' }))
const page = async (path: string) => {
  const res = await get(path)
  expect(res.status, path).toBe(200)
  return withoutWordMarks(await res.text())
}

describe('/File lists every document with its title, language, page count and size', () => {
  it('in zh-CN: the brochure, then the five datasheets, each with its facts and links', async () => {
    const html = await page('/File')
    expect((await select(html, '.documents__heading')).map((h) => h.text)).toEqual(['企业资料', '产品样本'])
    const cards = await select(html, '.document-card__title a')
    expect(cards.map((a) => [a.text, a.href])).toEqual([
      ['企业画册', '/pdf/Corporate_Brochure'],
      ['文丘里阀产品样本', '/File/Venturi_valve_Datasheet'],
      ['变风量蝶阀产品样本', '/File/Butterfly_valve_Datasheet'],
      ['控制系统产品样本', '/File/control_system_Datasheet'],
      ['房间面板产品样本', '/File/panel_Datasheet'],
      ['传感器产品样本', '/File/sensor_Datasheet'],
    ])
    const facts = await select(html, '.document-card .document-facts')
    expect(facts[0]?.text).toBe('语言中文 / 英文页数7 页大小665 KB')
    expect(facts[1]?.text).toMatch(/^语言中文页数5 页大小\d+ KB$/)
  })

  it('each card downloads its file under its own name and offers the other language’s file', async () => {
    const html = await page('/en/File')
    const downloads = await select(html, '.document-card a[download]')
    const sheet = DOCUMENTS.find((d) => d.id === 'Venturi_valve_Datasheet')!
    expect(downloads).toContainEqual(expect.objectContaining({ href: '/pdf/datasheets/Venturi_valve.en.pdf', download: 'Ventaura_Venturi_valve_Datasheet_EN.pdf', type: 'application/pdf' }))
    expect(downloads).toContainEqual(expect.objectContaining({ href: '/pdf/datasheets/Venturi_valve.zh-CN.pdf', hreflang: 'zh-CN', text: `Chinese edition (PDF, ${Math.round(sheet.editions[0]!.bytes / 1024)} KB)` }))
    // The brochure is in both languages: one file, no other edition.
    expect(downloads.filter((a) => a.href === '/pdf/Corporate_Brochure.pdf')).toHaveLength(1)
  })

  it('the English page links the English viewers', async () => {
    const links = await select(await page('/en/File'), '.document-card__title a')
    expect(links.map((a) => a.href)).toContain('/en/File/sensor_Datasheet')
    expect(links.map((a) => a.href)).toContain('/en/pdf/Corporate_Brochure')
  })
})

describe('a document page: the viewer with its download, page count and a box per page', () => {
  it('/pdf/Corporate_Brochure: seven landscape page boxes, the download button and the embedded view for visitors without JavaScript', async () => {
    const html = await page('/pdf/Corporate_Brochure')
    const [viewer] = await select(html, '[data-pdf-viewer]')
    expect(viewer).toMatchObject({ 'data-src': '/pdf/Corporate_Brochure.pdf', 'data-page-label': '第 {{n}} 页，共 {{total}} 页' })
    const boxes = await select(html, '.pdf-page')
    expect(boxes.map((b) => b['aria-label'])).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `第 ${n} 页，共 7 页`))
    expect(boxes.every((b) => b.style === 'aspect-ratio:842 / 595' && b['aria-busy'] === 'true')).toBe(true)
    expect(await select(html, '.pdf-viewer__bar a[download]')).toEqual([
      expect.objectContaining({ href: '/pdf/Corporate_Brochure.pdf', download: 'Ventaura_Corporate_Brochure.pdf', text: '下载 PDF（企业画册，665 KB）' }),
    ])
    expect((await select(html, '.pdf-viewer .document-facts'))[0]?.text).toBe('语言中文 / 英文页数7 页大小665 KB')
    expect(html).toMatch(/<noscript><p class="pdf-viewer__note">[^<]+<\/p><iframe class="pdf-viewer__embed" src="\/pdf\/Corporate_Brochure.pdf" title="企业画册（PDF）"><\/iframe><\/noscript>/)
  })

  it('its breadcrumb leads back to the document centre; its head names the document', async () => {
    const html = await page('/en/pdf/Corporate_Brochure')
    expect((await select(html, '.breadcrumb a')).map((a) => a.href)).toEqual(['/en/', '/en/File'])
    expect(html).toContain('<title>Corporate brochure | Ventaura Flow Control</title>')
    expect(html).toContain('<link rel="canonical" href="http://site.test/en/pdf/Corporate_Brochure"/>')
  })

  it('/en/File/{id}: a datasheet in English, portrait page boxes, the Chinese edition offered', async () => {
    const html = await page('/en/File/sensor_Datasheet')
    expect((await select(html, '[data-pdf-viewer]'))[0]).toMatchObject({ 'data-src': '/pdf/datasheets/sensor.en.pdf', class: 'pdf-viewer__pages pdf-viewer__pages--portrait' })
    expect((await select(html, '.pdf-page')).map((b) => b.style)).toEqual(Array(5).fill('aspect-ratio:595 / 842'))
    expect((await select(html, '.document-editions a')).map((a) => a.href)).toEqual(['/pdf/datasheets/sensor.zh-CN.pdf'])
    expect(html).toContain('<h1 class="page-banner__title">Sensors datasheet</h1>')
  })

  it('loads no pdf.js in the HTML: the viewer module fetches it when it runs', async () => {
    const html = await page('/pdf/Corporate_Brochure')
    expect(html).not.toMatch(/pdf\.worker|pdf\.renderer|\/assets\/pdf-/)
  })
})

describe('only known documents have pages', () => {
  it.each(['/pdf/Other_Brochure', '/pdf/corporate_brochure', '/en/pdf/Venturi_valve_Datasheet', '/File/Nope', '/en/File/Venturi_valve', '/File/panel_Datasheet.pdf'])('%s is a 404', async (path) => {
    expect((await get(path)).status).toBe(404)
  })

  it('/File/Corporate_Brochure moves to the brochure’s own address, in its language', async () => {
    for (const [from, to] of [['/File/Corporate_Brochure', '/pdf/Corporate_Brochure'], ['/en/File/Corporate_Brochure', '/en/pdf/Corporate_Brochure']]) {
      const res = await get(from!)
      expect(res.status).toBe(301)
      expect(res.headers.get('Location')).toBe(to)
    }
  })
})
