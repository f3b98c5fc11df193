import { describe, expect, it } from 'vitest'
import { CONTENT_FILES, contentRows, validateContentFile, type Content, type ContentKey } from '../../src/content/schemas/index.ts'
import { pictureIn, picturesIn } from '../../src/media/pictures-in.ts'
import { chineseName } from '../../src/media/picture-names.ts'
import ownPictures from '../../src/media/own-pictures.json'

// workerd has no file system: Vite reads the files when it transforms this module.
const masters = import.meta.glob<string>('../../scripts/media/artwork/img/**/*.svg', { query: '?raw', import: 'default', eager: true })
const jsonFiles = import.meta.glob('../../content/*.json', { eager: true, import: 'default' })
const own = ownPictures as Record<string, number>

const served = (master: string) => master.replace('../../scripts/media/artwork', '').replace(/\.svg$/, '.webp')
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!)
/** A phrase in sentence case ("Sash closed", "Mobile app"): words a Chinese reader would have to translate. */
const englishPhrase = (text: string) => /[A-Za-z]+ [a-z]{2,}/.test(text)

describe('a picture with English words drawn in it has a Chinese drawing, which Chinese pages show (issue 49)', () => {
  const english = Object.entries(masters).filter(([path, svg]) => !path.includes('.zh-CN.') && texts(svg).some(englishPhrase))

  it('finds such pictures (the rule below has something to check)', () => {
    expect(english.length).toBeGreaterThan(10)
  })

  it.each(english.map(([path]) => [served(path)]))('%s has its Chinese drawing, with no English phrase in it', (picture) => {
    const chinese = chineseName(picture)
    expect(own[chinese], chinese).toBeGreaterThan(0)
    const master = masters[`../../scripts/media/artwork${chinese.replace(/\.webp$/, '.svg')}`]!
    expect(texts(master).filter(englishPhrase)).toEqual([])
    expect(texts(master).some((text) => /[\u4e00-\u9fff]/.test(text))).toBe(true)
  })

  it('pictureIn: a Chinese page gets the Chinese drawing where there is one; an English page, and other pictures, stay as named', () => {
    expect(pictureIn('/img/news/sash-closure-culture.webp', 'zh-CN')).toBe('/img/news/sash-closure-culture.zh-CN.webp')
    expect(pictureIn('/img/news/sash-closure-culture.webp', 'en')).toBe('/img/news/sash-closure-culture.webp')
    expect(pictureIn('/img/products/Venturi_valve-1.webp', 'zh-CN')).toBe('/img/products/Venturi_valve-1.webp')
    expect(pictureIn('/cms-media/cms.example/a.webp', 'zh-CN')).toBe('/cms-media/cms.example/a.webp')
    expect(picturesIn('["/img/concepts/craft-endurance.webp","/img/products/Venturi_valve-1.webp"]', 'zh-CN')).toBe('["/img/concepts/craft-endurance.zh-CN.webp","/img/products/Venturi_valve-1.webp"]')
  })

  it('the seeded Chinese rows name the Chinese drawings, the English rows the English ones', () => {
    const raw = Object.fromEntries(Object.entries(jsonFiles).map(([path, data]) => [path.replace('../../content/', ''), data]))
    const keys = Object.keys(CONTENT_FILES) as ContentKey[]
    const content = Object.fromEntries(keys.map((key) => [key, validateContentFile(key, raw[CONTENT_FILES[key].file]).output])) as Content
    const rows = Object.values(contentRows(content)).flat()
    const named = (lang: string) => rows.filter((row) => row.lang === lang).flatMap((row) => Object.values(row).filter((v): v is string => typeof v === 'string').flatMap((v) => v.match(/\/img\/[\w/.-]+?\.webp/g) ?? []))
    const chineseNamed = new Set(named('zh-CN'))
    const englishNamed = new Set(named('en'))
    const pictures = english.map(([path]) => served(path)).filter((picture) => englishNamed.has(picture))
    expect(pictures.length).toBeGreaterThan(10)
    for (const picture of pictures) {
      expect(chineseNamed.has(chineseName(picture)), picture).toBe(true)
      expect(chineseNamed.has(picture), picture).toBe(false)
    }
  })
})
