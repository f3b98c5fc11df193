import { describe, expect, it } from 'vitest'
import { BROCHURE_ID, DOCUMENTS, editionFor, findDocument, otherEditions } from '../../src/content/documents/index.ts'
import { canvasSize, MAX_CANVAS_PIXELS } from '../../src/client/pdf-viewer/canvas-size.ts'
import { stepZoom, ZOOM_LEVELS, zoomPercent } from '../../src/client/pdf-viewer/zoom-levels.ts'
import { translator } from '../../src/ui/i18n/index.ts'
import { fileSize, languagesLabel } from '../../src/ui/pages/documents/format.ts'

/** Every PDF under public/pdf, as a data URL (Vite inlines it for the test). */
const pdfs = import.meta.glob<string>('../../public/pdf/**/*.pdf', { eager: true, query: '?inline', import: 'default' })
const bytesOf = (href: string) => {
  const dataUrl = pdfs[`../../public${href}`]
  if (!dataUrl) throw new Error(`${href} is not under public/`)
  return atob(dataUrl.slice(dataUrl.indexOf(',') + 1))
}

describe('the document catalogue describes the files it names', () => {
  const editions = DOCUMENTS.flatMap((doc) => doc.editions.map((edition) => [`${doc.id} ${edition.href}`, edition] as const))

  it.each(editions)('%s: its size and page count are the file’s', (_, edition) => {
    const pdf = bytesOf(edition.href)
    expect(pdf.startsWith('%PDF-')).toBe(true)
    expect(edition.bytes).toBe(pdf.length)
    expect(edition.pages).toBe(pdf.match(/\/Type \/Page\b(?!s)/g)?.length)
  })

  it('every PDF under public/pdf is in the catalogue', () => {
    const listed = new Set(DOCUMENTS.flatMap((d) => d.editions.map((e) => e.href)))
    expect(Object.keys(pdfs).map((path) => path.replace('../../public', '')).filter((href) => !listed.has(href))).toEqual([])
  })

  it('the brochure is one file in both languages; every product category has a datasheet in each language', () => {
    expect(findDocument(BROCHURE_ID)?.editions.map((e) => e.languages)).toEqual([['zh-CN', 'en']])
    const datasheets = DOCUMENTS.filter((d) => d.kind === 'datasheet')
    expect(datasheets.map((d) => d.categoryCode)).toEqual(['Venturi_valve', 'Butterfly_valve', 'control_system', 'panel', 'sensor'])
    for (const sheet of datasheets) expect(sheet.editions.map((e) => e.languages)).toEqual([['zh-CN'], ['en']])
  })

  it('ids and download names are unique', () => {
    const ids = DOCUMENTS.map((d) => d.id)
    const names = DOCUMENTS.flatMap((d) => d.editions.map((e) => e.fileName))
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set(names).size).toBe(names.length)
  })
})

describe('a page shows the file in its own language, and offers the others', () => {
  const sheet = findDocument('panel_Datasheet')!
  it('a datasheet: the zh-CN page shows the Chinese file and offers the English one, and the other way round', () => {
    expect(editionFor(sheet, 'zh-CN').href).toBe('/pdf/datasheets/panel.zh-CN.pdf')
    expect(otherEditions(sheet, 'zh-CN').map((e) => e.href)).toEqual(['/pdf/datasheets/panel.en.pdf'])
    expect(editionFor(sheet, 'en').href).toBe('/pdf/datasheets/panel.en.pdf')
    expect(otherEditions(sheet, 'en').map((e) => e.href)).toEqual(['/pdf/datasheets/panel.zh-CN.pdf'])
  })
  it('the bilingual brochure: the same file in both, nothing else to offer', () => {
    const brochure = findDocument(BROCHURE_ID)!
    expect(editionFor(brochure, 'en')).toBe(editionFor(brochure, 'zh-CN'))
    expect(otherEditions(brochure, 'en')).toEqual([])
  })
  it('an unknown id finds nothing', () => {
    expect(findDocument('Nope')).toBeUndefined()
    expect(findDocument('corporate_brochure')).toBeUndefined()
  })
})

describe('file facts read naturally in each language', () => {
  it('sizes in B, KB (whole) and MB (one decimal), with the language’s digits', () => {
    expect(fileSize(900, 'en')).toBe('900 B')
    expect(fileSize(681_149, 'en')).toBe('665 KB')
    expect(fileSize(681_149, 'zh-CN')).toBe('665 KB')
    expect(fileSize(1_310_720, 'en')).toBe('1.3 MB')
    expect(fileSize(12 * 1024 * 1024, 'en')).toBe('12 MB')
  })
  it('languages: one, or both', () => {
    expect(languagesLabel(['zh-CN'], translator('zh-CN'))).toBe('中文')
    expect(languagesLabel(['en'], translator('zh-CN'))).toBe('英文')
    expect(languagesLabel(['zh-CN', 'en'], translator('en'))).toBe('Chinese / English')
  })
})

describe('a page canvas fills the container’s width at the device pixel ratio', () => {
  it('an A4 landscape page 1200 px wide on a 2x screen: 2400 canvas pixels, the page’s proportions', () => {
    expect(canvasSize(1200, 842, 595, 2)).toEqual({ scale: 1200 / 842, outputScale: 2, width: 2400, height: Math.floor((595 * 1200 * 2) / 842) })
  })
  it('375 px on a 1x screen: as many canvas pixels as CSS pixels', () => {
    const size = canvasSize(375, 595, 842, 1)
    expect([size.width, size.outputScale]).toEqual([375, 1])
  })
  it('a missing or odd pixel ratio counts as 1', () => {
    expect(canvasSize(400, 842, 595, 0).outputScale).toBe(1)
  })
  it('a huge canvas is drawn at a lower ratio, within the pixel budget', () => {
    const size = canvasSize(2560, 595, 842, 3)
    expect(size.outputScale).toBeLessThan(3)
    expect(size.width * size.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS)
  })
})

describe('the viewer zooms in steps from the page width to three times it', () => {
  it('in and out move one step, and stop at the ends', () => {
    expect(ZOOM_LEVELS).toEqual([1, 1.5, 2, 3])
    expect(stepZoom(1, 1)).toBe(1.5)
    expect(stepZoom(2, 1)).toBe(3)
    expect(stepZoom(3, 1)).toBe(3)
    expect(stepZoom(1.5, -1)).toBe(1)
    expect(stepZoom(1, -1)).toBe(1)
  })
  it('a level between the steps moves to the neighbouring one', () => {
    expect(stepZoom(1.7, 1)).toBe(2)
    expect(stepZoom(1.7, -1)).toBe(1.5)
  })
  it('shows as a whole percentage', () => {
    expect(zoomPercent(1.5)).toBe('150%')
    expect(zoomPercent(1)).toBe('100%')
  })
})
