import type { Feature, Lang, Localized } from './common.ts'
import { LANGS } from './common.ts'
import type { Config } from './configs.ts'
import type { Content } from './index.ts'
import { picturesIn } from '../../media/pictures-in.ts'

/** The D1 tables the seed replaces, children before parents; `messages` is never among them. */
export const CONTENT_TABLES = [
  'banners',
  'productCatExamples',
  'products',
  'productCategories',
  'solutionProducts',
  'solutions',
  'solutionCategories',
  'exampleImages',
  'examplePartners',
  'exampleCategories',
  'news',
  'newsCategories',
  'companyIntro',
  'certificates',
  'history',
  'craftItems',
  'conceptChapters',
  'statistics',
  'configs',
] as const
export type ContentTable = (typeof CONTENT_TABLES)[number]

export type Row = Record<string, string | number | null>
export type ContentRows = Record<ContentTable, Row[]>

/**
 * The `updatedAt` (sitemap lastmod) of items that give neither their own updatedAt nor a createTime:
 * the date the demo content was last reviewed. Move it forward when editing such items.
 */
export const CONTENT_REVIEWED_AT = '2026-11-15T09:00:00+08:00'

const bool = (b: boolean) => (b ? 1 : 0)
const features = (list: Feature[], lang: Lang) => JSON.stringify(list.map((f) => ({ name: f.name[lang], value: f.value[lang] })))

/**
 * One row per language: `make` gets the language and a picker for localized fields. A Chinese row names the
 * Chinese drawing of each of the site's pictures that has words in it (src/media/pictures-in.ts).
 */
function perLang(make: (lang: Lang, t: (text: Localized) => string) => Row): Row[] {
  return LANGS.map((lang) => Object.fromEntries(Object.entries(make(lang, (text) => text[lang])).map(([column, value]) => [column, typeof value === 'string' ? picturesIn(value, lang) : value])))
}

/** Partners carry no date, but the API lists them by -createTime: count back from the review date so that order follows `sort`. */
function partnerCreateTime(sort: number): string {
  const at = new Date(Date.parse(CONTENT_REVIEWED_AT) - sort * 60_000 + 8 * 3600_000)
  return at.toISOString().replace(/\.\d{3}Z$/, '+08:00')
}

function configRows(config: Config): Row[] {
  const { key, name, valueDefault, description } = config
  const fields = [name, valueDefault, description]
  const at = (field: Config['name'] | undefined, lang: Lang) => (field === undefined ? null : typeof field === 'string' ? field : field[lang])
  const row = (lang: Lang): Row => ({
    key: lang === 'zh-CN' ? key : `${key}_en`,
    name: at(name, lang),
    valueDefault: at(valueDefault, lang),
    description: at(description, lang),
  })
  return fields.some((f) => typeof f === 'object') ? [row('zh-CN'), row('en')] : [row('zh-CN')]
}

/** The content files as the rows of every content table (columns named as in spec §3). */
export function contentRows(c: Content): ContentRows {
  const productsById = new Map(c.products.map((p) => [p.id, p]))
  return {
    banners: c.banners.flatMap((b) =>
      perLang((lang, t) => ({
        id: b.id,
        lang,
        mediaType: b.mediaType,
        video: b.mediaType === 'video' ? b.video : null,
        logo: b.mediaType === 'video' ? b.logo : null,
        image: b.image,
        bannerTitle: t(b.bannerTitle),
        bannerSubtitle: t(b.bannerSubtitle),
        bannerDetails: t(b.bannerDetails),
        bannerMark: t(b.bannerMark),
        tool: JSON.stringify(b.tool.map((tool) => ({ name: t(tool.name), icon: tool.icon, url: tool.url, blank: tool.blank }))),
        sort: b.sort,
        updatedAt: b.updatedAt ?? CONTENT_REVIEWED_AT,
      })),
    ),
    productCategories: c.productCategories.flatMap((pc) =>
      perLang((lang, t) => ({
        id: pc.id,
        lang,
        categoryCode: pc.categoryCode,
        categoryName: t(pc.categoryName),
        subtitle: t(pc.subtitle),
        feature: features(pc.feature, lang),
        seoTitle: t(pc.seoTitle),
        seoKeyword: t(pc.seoKeyword),
        description: t(pc.description),
        image: pc.image,
        sort: pc.sort,
        updatedAt: pc.updatedAt ?? CONTENT_REVIEWED_AT,
      })),
    ),
    products: c.products.flatMap((p) =>
      perLang((lang, t) => ({
        id: p.id,
        lang,
        productCode: p.productCode,
        productName: t(p.productName),
        productImage: p.productImage,
        advertisement: t(p.advertisement),
        tags: t(p.tags),
        productDetails: t(p.productDetails),
        category: p.category,
        categoryCode: p.categoryCode,
        productType: p.productType,
        isTop: bool(p.isTop),
        isMatrix: bool(p.isMatrix),
        sort: p.sort,
        updatedAt: p.updatedAt ?? CONTENT_REVIEWED_AT,
      })),
    ),
    productCatExamples: c.products.flatMap((p) =>
      p.caseImages.flatMap((img) =>
        perLang((lang, t) => ({
          id: img.id,
          lang,
          productId: p.id,
          url: img.url,
          imageName: t(img.imageName),
          sort: img.sort,
          updatedAt: p.updatedAt ?? CONTENT_REVIEWED_AT,
        })),
      ),
    ),
    solutionCategories: c.solutionCategories.flatMap((sc) =>
      perLang((lang, t) => ({
        id: sc.id,
        lang,
        categoryCode: sc.categoryCode,
        categoryName: t(sc.categoryName),
        categorySubtitle: t(sc.categorySubtitle),
        categoryDescription: t(sc.categoryDescription),
        description: t(sc.description),
        seoTitle: t(sc.seoTitle),
        seoKeyword: t(sc.seoKeyword),
        image: sc.image,
        category: sc.category,
        sort: sc.sort,
        updatedAt: sc.updatedAt ?? CONTENT_REVIEWED_AT,
      })),
    ),
    solutions: c.solutions.flatMap((s) =>
      perLang((lang, t) => ({
        id: s.id,
        lang,
        solutionCode: s.solutionCode,
        solutionName: t(s.solutionName),
        description: t(s.description),
        tags: t(s.tags),
        image: s.image,
        logo: s.logo,
        feature: features(s.feature, lang),
        category: s.category,
        categoryCode: s.categoryCode,
        sort: s.sort,
        updatedAt: s.updatedAt ?? CONTENT_REVIEWED_AT,
      })),
    ),
    solutionProducts: c.solutions.flatMap((s) =>
      s.products.flatMap((sp) => {
        // References are checked before rows are built (checkReferences), so the product exists.
        const product = productsById.get(sp.productId)!
        return perLang((lang, t) => ({
          id: sp.id,
          lang,
          solutionId: s.id,
          productId: sp.productId,
          productName: t(product.productName),
          description: t(sp.description),
          productImage: product.productImage,
          sort: sp.sort,
          updatedAt: s.updatedAt ?? CONTENT_REVIEWED_AT,
        }))
      }),
    ),
    exampleCategories: c.caseCategories.flatMap((cc) =>
      perLang((lang, t) => ({
        id: cc.id,
        lang,
        categoryCode: cc.categoryCode,
        categoryName: t(cc.categoryName),
        categoryImage: cc.categoryImage,
        sort: cc.sort,
        updatedAt: cc.updatedAt ?? CONTENT_REVIEWED_AT,
      })),
    ),
    exampleImages: c.caseCategories.flatMap((cc) =>
      cc.images.flatMap((img) =>
        perLang((lang, t) => ({
          id: img.id,
          lang,
          caseType: cc.categoryCode,
          url: img.url,
          imageName: t(img.imageName),
          sort: img.sort,
          createTime: img.createTime,
          updatedAt: img.createTime,
        })),
      ),
    ),
    examplePartners: c.partners.flatMap((p) =>
      perLang((lang, t) => ({
        id: p.id,
        lang,
        partnerName: t(p.partnerName),
        partnerLogo: p.partnerLogo,
        caseType: p.caseType,
        sort: p.sort,
        createTime: partnerCreateTime(p.sort),
        updatedAt: CONTENT_REVIEWED_AT,
      })),
    ),
    newsCategories: c.newsCategories.flatMap((nc) =>
      perLang((lang, t) => ({
        id: nc.id,
        lang,
        categoryCode: nc.categoryCode,
        categoryName: t(nc.categoryName),
        sort: nc.sort,
        updatedAt: nc.updatedAt ?? CONTENT_REVIEWED_AT,
      })),
    ),
    news: c.news.flatMap((n) =>
      perLang((lang, t) => ({
        id: n.id,
        lang,
        newsCode: n.newsCode,
        category: n.category,
        categoryCode: n.categoryCode,
        title: t(n.title),
        description: t(n.description),
        keywords: t(n.keywords),
        image: n.image,
        details: t(n.details),
        createTime: n.createTime,
        updatedAt: n.updatedAt ?? n.createTime,
      })),
    ),
    companyIntro: c.companyIntro.flatMap((s) =>
      perLang((lang, t) => ({
        id: s.id,
        lang,
        code: s.code,
        title: t(s.title),
        subtitle: t(s.subtitle),
        content: t(s.content),
        image: s.image,
        sort: s.sort,
        updatedAt: s.updatedAt ?? CONTENT_REVIEWED_AT,
      })),
    ),
    certificates: c.certificates.flatMap((group, groupSort) =>
      group.items.flatMap((cert) =>
        perLang((lang, t) => ({
          id: cert.id,
          lang,
          groupCode: group.code,
          groupName: t(group.name),
          groupSort,
          name: t(cert.name),
          image: cert.image,
          sort: cert.sort,
          updatedAt: CONTENT_REVIEWED_AT,
        })),
      ),
    ),
    history: c.history.flatMap((h) =>
      perLang((lang, t) => ({
        id: h.id,
        lang,
        year: h.year,
        title: t(h.title),
        content: t(h.content),
        updatedAt: h.updatedAt ?? CONTENT_REVIEWED_AT,
      })),
    ),
    conceptChapters: c.concepts.flatMap((ch) =>
      perLang((lang, t) => ({
        id: ch.id,
        lang,
        code: ch.code,
        anchor: ch.anchor,
        title: t(ch.title),
        subtitle: t(ch.subtitle),
        description: t(ch.description),
        image: ch.image,
        slides: JSON.stringify(
          ch.slides.map((s) => ({
            year: s.year,
            title: t(s.title),
            text: t(s.text),
            images: s.images,
            stats: s.stats.map((f) => ({ value: f.value, unit: f.unit ? t(f.unit) : null, label: t(f.label) })),
            tags: s.tags.map(t),
          })),
        ),
        sort: ch.sort,
        updatedAt: ch.updatedAt ?? CONTENT_REVIEWED_AT,
      })),
    ),
    craftItems: c.concepts.flatMap((ch) =>
      ch.craftItems.flatMap((item) =>
        perLang((lang, t) => ({
          id: item.id,
          lang,
          chapterId: ch.id,
          title: t(item.title),
          figure: item.figure,
          description: t(item.description),
          image: item.image,
          sort: item.sort,
          updatedAt: ch.updatedAt ?? CONTENT_REVIEWED_AT,
        })),
      ),
    ),
    statistics: c.statistics.flatMap((s) =>
      perLang((lang, t) => ({
        id: s.id,
        lang,
        code: s.code,
        groupCode: s.group,
        value: s.value,
        unit: s.unit ? t(s.unit) : null,
        label: t(s.label),
        sort: s.sort,
        updatedAt: s.updatedAt ?? CONTENT_REVIEWED_AT,
      })),
    ),
    configs: c.configs.flatMap(configRows),
  }
}

/** A SQLite literal: strings quoted with single quotes doubled, so no text can end the literal early. */
export function sqlLiteral(value: string | number | null): string {
  if (value === null) return 'NULL'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot write ${value} to SQL`)
    return String(value)
  }
  return `'${value.replaceAll("'", "''")}'`
}

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The statements that replace every content table with `rows`: deletes first, then one INSERT per row. */
export function seedStatements(rows: ContentRows): string[] {
  const statements = CONTENT_TABLES.map((table) => `DELETE FROM ${quoteName(table)};`)
  for (const table of [...CONTENT_TABLES].reverse()) {
    for (const row of rows[table]) {
      const entries = Object.entries(row)
      const columns = entries.map(([column]) => quoteName(column)).join(', ')
      statements.push(`INSERT INTO ${quoteName(table)} (${columns}) VALUES (${entries.map(([, value]) => sqlLiteral(value)).join(', ')});`)
    }
  }
  return statements
}
