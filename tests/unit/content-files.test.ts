import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import {
  CERTIFICATE_GROUPS,
  CONTENT_FILES,
  CONTENT_TABLES,
  PRODUCT_CATEGORY_CODES,
  SEO_PAGE_CODES,
  SOLUTION_CATEGORY_CODES,
  checkReferences,
  contentRows,
  seedStatements,
  validateContentFile,
  type Content,
  type ContentKey,
} from '../../src/content/schemas/index.ts'

// workerd has no file system: Vite reads the files when it transforms this module.
const jsonFiles = import.meta.glob('../../content/*.json', { eager: true, import: 'default' })
const raw = Object.fromEntries(Object.entries(jsonFiles).map(([path, data]) => [path.replace('../../content/', ''), data]))
const publicFiles = new Set(
  Object.keys(import.meta.glob('../../public/**/*', { query: '?url' })).map((path) => path.replace('../../public', '')),
)

const keys = Object.keys(CONTENT_FILES) as ContentKey[]
const parsed = Object.fromEntries(keys.map((key) => [key, validateContentFile(key, raw[CONTENT_FILES[key].file]).output]))
/** The validated content; the describes below it need every file to match its schema first. */
const content = parsed as Content
const allValid = keys.every((key) => parsed[key] !== undefined)
const rows = allValid ? contentRows(content) : undefined

/** Every value in a JSON tree with its path, for the checks that look at all texts and paths at once. */
function* walk(value: unknown, path: string): Generator<[string, unknown]> {
  yield [path, value]
  if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* walk(item, `${path}[${i}]`)
  else if (value && typeof value === 'object') for (const [k, item] of Object.entries(value)) yield* walk(item, `${path}.${k}`)
}
const everything = Object.entries(raw).flatMap(([file, data]) => [...walk(data, file)])

const count = <T>(list: T[], key: (x: T) => string) =>
  list.reduce<Record<string, number>>((acc, x) => ({ ...acc, [key(x)]: (acc[key(x)] ?? 0) + 1 }), {})

describe('every content file matches its schema', () => {
  it.each(keys.map((key) => [CONTENT_FILES[key].file, key] as const))('content/%s matches its schema', (_file, key) => {
    expect(validateContentFile(key, raw[CONTENT_FILES[key].file]).problems).toEqual([])
  })

  it('content/ holds no JSON file without a schema', () => {
    const known = new Set<string>(keys.map((key) => CONTENT_FILES[key].file))
    expect(Object.keys(raw).filter((file) => !known.has(file))).toEqual([])
  })
})

describe.runIf(allValid)('references between the files resolve and codes are unique', () => {
  it('every category, product and case-type reference points at an existing item with a matching code', () => {
    expect(checkReferences(content)).toEqual([])
  })
})

describe.runIf(allValid)('every id is a 19-digit string, unique per entity, with one row per language', () => {
  const idColumns = ['id', 'category', 'productType', 'productId', 'solutionId', 'chapterId']

  it.each(CONTENT_TABLES.filter((t) => t !== 'configs'))('table %s', (table) => {
    const tableRows = rows![table]
    for (const row of tableRows) {
      for (const column of idColumns) {
        if (column in row && row[column] !== null) expect(row[column], `${table}.${column}`).toMatch(/^[1-9]\d{18}$/)
      }
    }
    const perId = count(tableRows, (row) => String(row.id))
    expect(Object.entries(perId).filter(([, n]) => n !== 2)).toEqual([])
    expect(new Set(tableRows.map((row) => `${row.id} ${row.lang}`)).size).toBe(tableRows.length)
  })
})

describe('every localized text has both languages, non-empty', () => {
  it('each {"zh-CN", "en"} object has exactly the two languages, each a non-empty string', () => {
    const bad = everything
      .filter(([, v]) => v && typeof v === 'object' && !Array.isArray(v) && ('zh-CN' in v || 'en' in v))
      .filter(([, v]) => {
        const text = v as Record<string, unknown>
        const langs = Object.keys(text).sort().join()
        return langs !== 'en,zh-CN' || Object.values(text).some((t) => typeof t !== 'string' || t.trim() === '')
      })
      .map(([path]) => path)
    expect(bad).toEqual([])
  })

  it.runIf(allValid)('no English text contains Chinese characters', () => {
    const bad = everything
      .filter(([path, v]) => path.endsWith('.en') && typeof v === 'string' && /\p{Script=Han}/u.test(v))
      .map(([path]) => path)
    expect(bad).toEqual([])
  })
})

describe('every image, video and PDF path in the content exists under public/', () => {
  const referenced = [...new Set(everything.flatMap(([, v]) => (typeof v === 'string' && /^\/(?:img|media|pdf)\/\S+\.\w+$/.test(v) ? [v] : [])))]

  it('the content references media at all', () => {
    expect(referenced.length).toBeGreaterThan(100)
  })

  it.each(referenced.sort())('%s exists', (path) => {
    expect(publicFiles.has(path)).toBe(true)
  })
})

describe.runIf(allValid)('the product catalogue has the five categories and enough products', () => {
  it('the category codes are exactly Venturi_valve, Butterfly_valve, control_system, panel, sensor in sort order', () => {
    const codes = [...content.productCategories].sort((a, b) => a.sort - b.sort).map((c) => c.categoryCode)
    expect(codes).toEqual([...PRODUCT_CATEGORY_CODES])
  })

  it('every category has at least 3 products, 15 in all', () => {
    const perCategory = count(content.products, (p) => p.categoryCode)
    for (const code of PRODUCT_CATEGORY_CODES) expect(perCategory[code] ?? 0, code).toBeGreaterThanOrEqual(3)
    expect(content.products.length).toBeGreaterThanOrEqual(15)
  })

  it('at least 6 products are top products and at least 8 are in the matrix ring', () => {
    expect(content.products.filter((p) => p.isTop).length).toBeGreaterThanOrEqual(6)
    expect(content.products.filter((p) => p.isMatrix).length).toBeGreaterThanOrEqual(8)
  })

  it('every product detail has two or more paragraphs, a spec table with head and body, and a list', () => {
    for (const p of content.products) {
      for (const html of Object.values(p.productDetails)) {
        expect(html.match(/<p>/g)?.length ?? 0, p.productCode).toBeGreaterThanOrEqual(2)
        expect(html, p.productCode).toMatch(/<table>\s*<thead>[\s\S]*<\/thead>\s*<tbody>[\s\S]*<\/tbody>\s*<\/table>/)
        expect(html, p.productCode).toMatch(/<ul>[\s\S]*<li>/)
      }
    }
  })
})

describe.runIf(allValid)('the solutions cover the five categories with real products', () => {
  it('the root category codes are exactly biosafety, biological_science, Inspection, Medical, Intelligent_system', () => {
    const roots = content.solutionCategories.filter((c) => c.category === null).sort((a, b) => a.sort - b.sort)
    expect(roots.map((c) => c.categoryCode)).toEqual([...SOLUTION_CATEGORY_CODES])
  })

  it('every category has at least 2 solutions, each with at least 3 catalogue products', () => {
    const perCategory = count(content.solutions, (s) => s.categoryCode)
    for (const code of SOLUTION_CATEGORY_CODES) expect(perCategory[code] ?? 0, code).toBeGreaterThanOrEqual(2)
    const productIds = new Set(content.products.map((p) => p.id))
    for (const s of content.solutions) {
      expect(s.products.length, s.solutionCode).toBeGreaterThanOrEqual(3)
      expect(s.products.every((sp) => productIds.has(sp.productId)), s.solutionCode).toBe(true)
    }
  })
})

describe.runIf(allValid)('the cases have six categories with images and partner walls', () => {
  it('the case category codes are "1" to "6", each with at least 4 images', () => {
    expect(content.caseCategories.map((c) => c.categoryCode).sort()).toEqual(['1', '2', '3', '4', '5', '6'])
    for (const c of content.caseCategories) expect(c.images.length, c.categoryCode).toBeGreaterThanOrEqual(4)
  })

  it('case type "1" has at least 30 partners and types "2" to "6" at least 8 each', () => {
    const perType = count(content.partners, (p) => p.caseType)
    expect(perType['1'] ?? 0).toBeGreaterThanOrEqual(30)
    for (const type of ['2', '3', '4', '5', '6']) expect(perType[type] ?? 0, type).toBeGreaterThanOrEqual(8)
  })
})

describe.runIf(allValid)('the news has two categories of at least 12 items dated 2023 to 2026', () => {
  it('the news category codes are "1" (company news) and "2" (industry trends)', () => {
    expect(content.newsCategories.map((c) => c.categoryCode).sort()).toEqual(['1', '2'])
  })

  it('each category has at least 12 items', () => {
    const perCategory = count(content.news, (n) => n.categoryCode)
    expect(perCategory['1'] ?? 0).toBeGreaterThanOrEqual(12)
    expect(perCategory['2'] ?? 0).toBeGreaterThanOrEqual(12)
  })

  it('every item is dated from 2023 to 15 November 2026', () => {
    for (const n of content.news) {
      expect(Date.parse(n.createTime), n.newsCode).toBeGreaterThanOrEqual(Date.parse('2023-01-01T00:00:00+08:00'))
      expect(Date.parse(n.createTime), n.newsCode).toBeLessThanOrEqual(Date.parse('2026-11-15T23:59:59+08:00'))
    }
  })

  it('every article body has 3 to 6 paragraphs', () => {
    for (const n of content.news) {
      for (const html of Object.values(n.details)) {
        const paragraphs = html.match(/<p>/g)?.length ?? 0
        expect(paragraphs, n.newsCode).toBeGreaterThanOrEqual(3)
        expect(paragraphs, n.newsCode).toBeLessThanOrEqual(6)
      }
    }
  })
})

describe.runIf(allValid)('the home carousel has four banners, one of them a video with two buttons', () => {
  it('there are 4 banners and the first (the LCP) is an image', () => {
    const banners = [...content.banners].sort((a, b) => a.sort - b.sort)
    expect(banners).toHaveLength(4)
    expect(banners[0]?.mediaType).toBe('image')
  })

  it('exactly one banner is a video, with a poster and 2 tool buttons', () => {
    const videos = content.banners.filter((b) => b.mediaType === 'video')
    expect(videos).toHaveLength(1)
    expect(videos[0]?.tool).toHaveLength(2)
  })
})

describe.runIf(allValid)('the site config has SEO settings for every page in both languages and the site settings', () => {
  const byKey = new Map(rows?.configs.map((row) => [String(row.key), row]))

  it.each(SEO_PAGE_CODES.flatMap((code) => [code, `${code}_en`]))('%s has a title, keywords and a description', (key) => {
    const row = byKey.get(key)
    expect(row, key).toBeDefined()
    for (const field of ['name', 'valueDefault', 'description']) expect(String(row?.[field] ?? '').trim(), `${key}.${field}`).not.toBe('')
  })

  it.each(['brand_name', 'brand_name_en', 'contact_phone', 'contact_email', 'company_address', 'company_address_en', 'service_hotline', 'pr_contact', 'pr_contact_en', 'filing_icp', 'filing_police', 'map_center', 'contact_person', 'contact_person_en'])(
    '%s is set',
    (key) => expect(String(byKey.get(key)?.valueDefault ?? '').trim()).not.toBe(''),
  )

  it('the filing links go to the record offices and the map centre is "lng,lat"', () => {
    expect(byKey.get('filing_icp')?.description).toBe('https://beian.miit.gov.cn/')
    expect(String(byKey.get('filing_police')?.description)).toMatch(/^https:\/\/beian\.mps\.gov\.cn\//)
    expect(String(byKey.get('map_center')?.valueDefault)).toMatch(/^1[12]\d\.\d+,3[01]\.\d+$/)
  })
})

describe.runIf(allValid)('the company content carries the figures a visitor expects', () => {
  it('the certificates come in three groups of at least 4', () => {
    expect(content.certificates.map((g) => g.code)).toEqual([...CERTIFICATE_GROUPS])
    for (const g of content.certificates) expect(g.items.length, g.code).toBeGreaterThanOrEqual(4)
  })

  it('the history has at least 10 entries from 1997 to 2024', () => {
    const years = content.history.map((h) => h.year).sort()
    expect(years.length).toBeGreaterThanOrEqual(10)
    expect(years[0]).toBe('1997')
    expect(years.at(-1)).toBe('2024')
  })

  it('the concepts have five chapters, eight craft items and 2006/2014/2018 slides in chapters 2, 3 and 5', () => {
    const chapters = [...content.concepts].sort((a, b) => a.sort - b.sort)
    expect(chapters.map((c) => c.code)).toEqual(['craftsmanship', 'innovation', 'smartness', 'research', 'competitiveness'])
    expect(chapters.flatMap((c) => c.craftItems)).toHaveLength(8)
    for (const i of [1, 2, 4]) expect(chapters[i]?.slides.map((s) => s.year), chapters[i]?.code).toEqual(['2006', '2014', '2018'])
  })

  it('the intro and statistics state the founding year, cases, patents, certifications, centres, plant and capacity', () => {
    const intro = content.companyIntro.map((s) => s.content['zh-CN']).join()
    for (const figure of ['1997', '2500', '50', '100', '4800', '10000', '15000']) expect(intro, figure).toContain(figure)
    const stats = Object.fromEntries(content.statistics.map((s) => [s.code, s.value]))
    expect(stats).toMatchObject({ founded: '1997', cases: '2500+', patents: '50+', certifications: '100+', rnd_centres: '4' })
  })
})

describe.runIf(allValid)('the content loads into the D1 tables of migrations/', () => {
  it('the seed statements run on a migrated database, twice, without doubling rows or touching messages', async () => {
    await env.DB.prepare(
      "INSERT INTO messages (createdAt, language, variant, source, contactPerson, content) VALUES ('2026-01-01T00:00:00+08:00', 'en', 'subscription', 'test', 'A', 'B')",
    ).run()
    const statements = seedStatements(rows!)
    for (let run = 0; run < 2; run++) await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)))
    for (const table of CONTENT_TABLES) {
      const result = await env.DB.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).first<{ n: number }>()
      expect(result?.n, table).toBe(rows![table].length)
    }
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM messages').first<{ n: number }>())?.n).toBe(1)
  })
})
