/**
 * /sitemap.xml and /robots.txt, built from the start-up bundle and every product, solution and article. Every page is listed in
 * both languages, each entry with its hreflang alternates and a lastmod taken from the content. A site of more than
 * SITEMAP_PART pages has a sitemap index instead, of files of at most SITEMAP_PART pages each. Pure.
 */
import { activityEvent } from '../activity/event.ts'
import { DOCUMENTS } from '../content/documents/index.ts'
import type { Bundle } from '../content/model/bundle.ts'
import type { ProductSummary, Solution } from '../content/model/entities.ts'
import { localizedPath } from '../routing/locale.ts'
import { routePath, type RouteName } from '../routing/routes.ts'

export interface SitemapNews {
  id: string
  categoryCode: string
  createTime: string
  updatedAt: string | null
}

/** What the sitemap lists besides the bundle's pages: every product, solution and article. */
export interface SitemapCatalogue {
  products: readonly Pick<ProductSummary, 'categoryCode' | 'productCode' | 'updatedAt'>[]
  solutions: readonly Pick<Solution, 'categoryCode' | 'solutionCode' | 'updatedAt'>[]
  news: readonly SitemapNews[]
}

interface SitemapPage {
  path: string
  lastmod?: string
}

const STATIC_PAGES: [RouteName, string[]][] = [
  ['Index', []],
  ['Product', []],
  ['AccessHcs', []],
  ['Concepts', []],
  ['Solution', []],
  ['Case', []],
  ['IndustryTrends', []],
  ['Concat', []],
  ['Pdf', ['Corporate_Brochure']],
  ['File', []],
  // Indexed like any page: a visitor may look for it, and it says what the forms do with their data.
  ['Privacy', []],
  // The other documents' viewers (the brochure's is /pdf/…).
  ...DOCUMENTS.filter((d) => d.kind !== 'brochure').map((d): [RouteName, string[]] => ['File', [d.id]]),
]

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The newest of some ISO times (they compare as instants, not as strings: offsets differ). */
function newest(times: readonly (string | null | undefined)[]): string | undefined {
  let best: { time: string; at: number } | undefined
  for (const time of times) {
    const at = time ? Date.parse(time) : NaN
    if (!Number.isNaN(at) && (!best || at > best.at)) best = { time: time!, at }
  }
  return best?.time
}

/** The newest time of each category's items, by category code, in one pass over them. */
function newestByCategory<T extends { categoryCode: string }>(items: readonly T[], time: (item: T) => string | null | undefined): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>()
  for (const item of items) found.set(item.categoryCode, newest([found.get(item.categoryCode), time(item)]))
  return found
}

/** The pages of products, solutions and articles: each one's own page, its canonical URL as its head gives it. */
export function itemPages({ products = [], solutions = [], news = [] }: Partial<SitemapCatalogue>): SitemapPage[] {
  return [
    ...products.map((p) => ({ path: routePath('ProductCategory', [p.categoryCode], p.productCode), lastmod: p.updatedAt ?? undefined })),
    ...solutions.map((s) => ({ path: routePath('SolutionCategory', [s.categoryCode], s.solutionCode), lastmod: s.updatedAt ?? undefined })),
    ...news.map((n) => ({ path: routePath('NewDetail', [n.categoryCode, n.id]), lastmod: n.updatedAt ?? n.createTime })),
  ]
}

/**
 * The pages the bundle names: the static pages and every category's. A category's lastmod is the newest of its
 * own and of its items in `catalogue`; the static pages', the newest of all (with no items, of the categories).
 */
export function bundlePages(bundle: Bundle, { products = [], solutions = [], news = [] }: Partial<SitemapCatalogue>): SitemapPage[] {
  const productTimes = newestByCategory(products, (p) => p.updatedAt)
  const solutionTimes = newestByCategory(solutions, (s) => s.updatedAt)
  const newsTimes = newestByCategory(news, (n) => n.updatedAt ?? n.createTime)
  const siteUpdated = newest([
    ...bundle.productCategories.map((c) => c.updatedAt),
    ...productTimes.values(),
    ...bundle.solutionCategories.map((c) => c.updatedAt),
    ...solutionTimes.values(),
    ...newsTimes.values(),
  ])
  return [
    ...STATIC_PAGES.map(([name, params]) => ({ path: routePath(name, params), lastmod: siteUpdated })),
    // The launch event's page, while the site config has an event.
    ...(activityEvent(bundle.configs, 'zh-CN') ? [{ path: routePath('Activity'), lastmod: siteUpdated }] : []),
    ...bundle.productCategories.map((c) => ({
      path: routePath('ProductCategory', [c.categoryCode]),
      lastmod: newest([c.updatedAt, productTimes.get(c.categoryCode)]),
    })),
    ...bundle.solutionCategories.map((c) => ({
      path: routePath('SolutionCategory', [c.categoryCode]),
      lastmod: newest([c.updatedAt, solutionTimes.get(c.categoryCode)]),
    })),
    ...bundle.exampleCategories.map((c) => ({ path: routePath('Case', [c.categoryCode]), lastmod: c.updatedAt ?? undefined })),
    ...bundle.newsCategories.map((c) => ({ path: routePath('IndustryTrends', [c.categoryCode]), lastmod: newsTimes.get(c.categoryCode) ?? c.updatedAt ?? undefined })),
  ]
}

/** Every page of the site: what the bundle names and every item of `catalogue`. */
export const sitemapPages = (bundle: Bundle, catalogue: SitemapCatalogue): SitemapPage[] => [...bundlePages(bundle, catalogue), ...itemPages(catalogue)]

/**
 * Pages one sitemap file lists (each twice, once a language): 10,000 entries, a fifth of what a file may hold
 * (50,000), so that a file stays near 4 MB, made in one request's memory.
 */
export const SITEMAP_PART = 5000

/** The kinds of items listed in parts of their own once the site has more than SITEMAP_PART pages. */
export const SITEMAP_KINDS = ['products', 'solutions', 'news'] as const
export type SitemapKind = (typeof SITEMAP_KINDS)[number]

/** A file of the sitemap index: the bundle's pages, or the `number`th SITEMAP_PART items of a kind. */
export type SitemapFile = { kind: 'pages' } | { kind: SitemapKind; number: number }

export const sitemapFilePath = (file: SitemapFile): string => (file.kind === 'pages' ? '/sitemap-pages.xml' : `/sitemap-${file.kind}-${file.number}.xml`)

/** The file a path names (`/sitemap-products-2.xml`), or null. */
export function sitemapFileOf(path: string): SitemapFile | null {
  if (path === '/sitemap-pages.xml') return { kind: 'pages' }
  const match = /^\/sitemap-([a-z]+)-([1-9][0-9]{0,5})\.xml$/.exec(path)
  const kind = SITEMAP_KINDS.find((k) => k === match?.[1])
  return kind ? { kind, number: Number(match![2]) } : null
}

/** The files of the sitemap index for these counts of items: the bundle's pages, then each kind's parts. */
export const sitemapFiles = (counts: Record<SitemapKind, number>): SitemapFile[] => [
  { kind: 'pages' },
  ...SITEMAP_KINDS.flatMap((kind) => Array.from({ length: Math.ceil(counts[kind] / SITEMAP_PART) }, (_, i): SitemapFile => ({ kind, number: i + 1 }))),
]

/** A sitemap index (sitemaps.org) of `files`. */
export function sitemapIndexXml(origin: string, files: readonly SitemapFile[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    files.map((file) => `<sitemap><loc>${escapeXml(origin + sitemapFilePath(file))}</loc></sitemap>`).join('\n') +
    '\n</sitemapindex>\n'
  )
}

export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const entries = pages.flatMap(({ path, lastmod }) => {
    const zh = origin + localizedPath(path, 'zh-CN')
    const en = origin + localizedPath(path, 'en')
    const links = [
      `<xhtml:link rel="alternate" hreflang="zh-CN" href="${escapeXml(zh)}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(zh)}"/>`,
    ].join('')
    const mod = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''
    return [zh, en].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${links}${mod}</url>`)
  })
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  )
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /__ops/', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}
