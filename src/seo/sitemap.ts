/**
 * /sitemap.xml and /robots.txt, built from the content bundles of both languages. Every page is listed in
 * both languages, each entry with its hreflang alternates and a lastmod taken from the content.
 */
import { activityEvent } from '../activity/event.ts'
import { DOCUMENTS } from '../content/documents/index.ts'
import type { Bundle } from '../content/model/bundle.ts'
import { localizedPath } from '../routing/locale.ts'
import { routePath, type RouteName } from '../routing/routes.ts'

export interface SitemapNews {
  id: string
  categoryCode: string
  createTime: string
  updatedAt: string | null
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

export function sitemapPages(bundle: Bundle, news: readonly SitemapNews[]): SitemapPage[] {
  const siteUpdated = newest([
    ...bundle.productCategories.map((c) => c.updatedAt),
    ...bundle.products.map((p) => p.updatedAt),
    ...bundle.solutionCategories.map((c) => c.updatedAt),
    ...bundle.solutions.map((s) => s.updatedAt),
    ...news.map((n) => n.updatedAt ?? n.createTime),
  ])
  const newestIn = (code: string) => newest(news.filter((n) => n.categoryCode === code).map((n) => n.updatedAt ?? n.createTime))
  return [
    ...STATIC_PAGES.map(([name, params]) => ({ path: routePath(name, params), lastmod: siteUpdated })),
    // The launch event's page, while the site config has an event.
    ...(activityEvent(bundle.configs, 'zh-CN') ? [{ path: routePath('Activity'), lastmod: siteUpdated }] : []),
    ...bundle.productCategories.map((c) => ({
      path: routePath('ProductCategory', [c.categoryCode]),
      lastmod: newest([c.updatedAt, ...bundle.products.filter((p) => p.categoryCode === c.categoryCode).map((p) => p.updatedAt)]),
    })),
    // Each product's own page (`?id={productCode}`): its canonical URL, as its head gives it.
    ...bundle.products.map((p) => ({ path: routePath('ProductCategory', [p.categoryCode], p.productCode), lastmod: p.updatedAt ?? undefined })),
    ...bundle.solutionCategories.map((c) => ({
      path: routePath('SolutionCategory', [c.categoryCode]),
      lastmod: newest([c.updatedAt, ...bundle.solutions.filter((s) => s.categoryCode === c.categoryCode).map((s) => s.updatedAt)]),
    })),
    // Each solution's own page (`?id={solutionCode}`): its canonical URL, as its head gives it.
    ...bundle.solutions.map((s) => ({ path: routePath('SolutionCategory', [s.categoryCode], s.solutionCode), lastmod: s.updatedAt ?? undefined })),
    ...bundle.exampleCategories.map((c) => ({ path: routePath('Case', [c.categoryCode]), lastmod: c.updatedAt ?? undefined })),
    ...bundle.newsCategories.map((c) => ({ path: routePath('IndustryTrends', [c.categoryCode]), lastmod: newestIn(c.categoryCode) })),
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
