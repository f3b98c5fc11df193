/**
 * /sitemap.xml and /robots.txt, built from the start-up bundle and every product, solution and article. Every page is listed in
 * both languages, each entry with its hreflang alternates and a lastmod taken from the content.
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

export function sitemapPages(bundle: Bundle, { products, solutions, news }: SitemapCatalogue): SitemapPage[] {
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
    // Each product's own page (`?id={productCode}`): its canonical URL, as its head gives it.
    ...products.map((p) => ({ path: routePath('ProductCategory', [p.categoryCode], p.productCode), lastmod: p.updatedAt ?? undefined })),
    ...bundle.solutionCategories.map((c) => ({
      path: routePath('SolutionCategory', [c.categoryCode]),
      lastmod: newest([c.updatedAt, solutionTimes.get(c.categoryCode)]),
    })),
    // Each solution's own page (`?id={solutionCode}`): its canonical URL, as its head gives it.
    ...solutions.map((s) => ({ path: routePath('SolutionCategory', [s.categoryCode], s.solutionCode), lastmod: s.updatedAt ?? undefined })),
    ...bundle.exampleCategories.map((c) => ({ path: routePath('Case', [c.categoryCode]), lastmod: c.updatedAt ?? undefined })),
    ...bundle.newsCategories.map((c) => ({ path: routePath('IndustryTrends', [c.categoryCode]), lastmod: newsTimes.get(c.categoryCode) })),
    ...news.map((n) => ({ path: routePath('NewDetail', [n.categoryCode, n.id]), lastmod: n.updatedAt ?? n.createTime })),
  ]
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
