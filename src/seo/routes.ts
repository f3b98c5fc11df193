import { Hono } from 'hono'
import { content, type Content } from '../content/index.ts'
import type { AppEnv } from '../env.ts'
import { cachedPage, INCOMPLETE_FRESH_FOR, keyParts, PAGE_FRESH_FOR, pageCacheKey, servePage } from '../http/page-cache.ts'
import { LANGS, localizedPath } from '../routing/locale.ts'
import { siteOrigin } from '../routing/site-origin.ts'
import { translator } from '../ui/i18n/index.ts'
import { FEED_CONTENT_TYPE, FEED_ENTRIES, FEED_PATH, newsFeed } from './feed.ts'
import { brandLogo, configValue } from './site-config.ts'
import { bundlePages, itemPages, robotsTxt, SITEMAP_KINDS, SITEMAP_PART, sitemapFileOf, sitemapFilePath, sitemapFiles, sitemapIndexXml, sitemapPages, sitemapXml, type SitemapKind } from './sitemap.ts'

/**
 * /sitemap.xml, /robots.txt and the news feeds. The sitemap and the feeds go through the page cache under
 * the bundle version (the sitemap under zh-CN's: the default language's bundle names every page; English
 * mirrors them). Shared caches may keep the sitemap and robots.txt an hour and a feed (polled for news) ten
 * minutes. While the lists cannot be had, each serves its last good copy, else one made from what the bundle
 * holds, kept only briefly.
 */
export const seoFiles = new Hono<AppEnv>()

const CACHE = 'public, max-age=3600'

const XML = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE }

/** The lists of items, as counts, or null while the source cannot give them. */
async function itemCounts(source: Content): Promise<Record<SitemapKind, number> | null> {
  const count = (kind: SitemapKind) => source.summaries(kind, { pageSize: 1 }, 'zh-CN').then((page) => page.total)
  const [products, solutions, news] = await Promise.all(SITEMAP_KINDS.map(count)).catch(() => [])
  return products === undefined || solutions === undefined || news === undefined ? null : { products, solutions, news }
}

seoFiles.get('/sitemap.xml', async (c) => {
  const source = content(c.env, c.executionCtx)
  const bundle = await source.bundle('zh-CN')
  const key = pageCacheKey(new URL('/sitemap.xml', c.req.url), keyParts(c, bundle.version))
  return servePage(c, key, async () => {
    // Every product, solution and article is listed: in this file while the site has at most SITEMAP_PART pages,
    // else in the files of an index. While the source cannot list them, the last good sitemap serves, else one
    // with those the bundle knows (each category's first, the newest articles), kept only briefly.
    const counts = await itemCounts(source)
    const many = counts !== null && bundlePages(bundle, {}).length + counts.products + counts.solutions + counts.news > SITEMAP_PART
    if (counts && many) {
      const response = c.body(sitemapIndexXml(siteOrigin(c), sitemapFiles(counts)), 200, XML)
      return { response, store: { key, freshFor: () => PAGE_FRESH_FOR, tags: source.tags } }
    }
    const catalogue = counts
      ? await Promise.all([source.everySummary('products', 'zh-CN'), source.everySummary('solutions', 'zh-CN'), source.everySummary('news', 'zh-CN')]).then(
          ([products, solutions, news]) => ({ products, solutions, news }),
          () => null,
        )
      : null
    if (!catalogue) {
      const stale = await cachedPage(c, key, { stale: true })
      if (stale) return { response: stale }
    }
    const known = { products: bundle.categoryProducts.flatMap((head) => head.items), solutions: bundle.categorySolutions.flatMap((head) => head.items), news: bundle.latestNews }
    const response = c.body(sitemapXml(siteOrigin(c), sitemapPages(bundle, catalogue ?? known)), 200, XML)
    return { response, store: { key, freshFor: () => (catalogue ? PAGE_FRESH_FOR : INCOMPLETE_FRESH_FOR), tags: source.tags } }
  })
})

// A file of the sitemap index: the bundle's pages, or one part of a kind's items (SITEMAP_PART of them, in the
// list's order). While the source cannot list them, the last good copy serves, else a 503: a file listing fewer
// pages would tell a crawler the others are gone. A wildcard, read by sitemapFileOf: a parameter beside the
// root's fixed paths would make Hono give up its RegExpRouter for every request (app.ts).
seoFiles.get('/sitemap-*', async (c) => {
  const file = sitemapFileOf(c.req.path)
  if (!file) return c.notFound()
  const source = content(c.env, c.executionCtx)
  const bundle = await source.bundle('zh-CN')
  const key = pageCacheKey(new URL(sitemapFilePath(file), c.req.url), keyParts(c, bundle.version))
  return servePage(c, key, async () => {
    const pages =
      file.kind === 'pages'
        ? bundlePages(bundle, {})
        : await source.summaries(file.kind, { pageNo: file.number, pageSize: SITEMAP_PART }, 'zh-CN').then(
            (page) => (page.records.length ? itemPages({ [file.kind]: page.records }) : []),
            () => null,
          )
    if (pages === null) {
      const stale = await cachedPage(c, key, { stale: true })
      if (stale) return { response: stale }
      return { response: c.text('The sitemap cannot be listed just now; try again in a minute.', 503, { 'Retry-After': '60', 'Cache-Control': 'no-store' }) }
    }
    if (pages.length === 0) return { response: await c.notFound() }
    return { response: c.body(sitemapXml(siteOrigin(c), pages), 200, XML), store: { key, freshFor: () => PAGE_FRESH_FOR, tags: source.tags } }
  })
})

seoFiles.get('/robots.txt', (c) =>
  c.body(robotsTxt(siteOrigin(c)), 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE }),
)

for (const lang of LANGS) {
  seoFiles.get(localizedPath(FEED_PATH, lang), async (c) => {
    const source = content(c.env, c.executionCtx)
    const bundle = await source.bundle(lang)
    const key = pageCacheKey(new URL(localizedPath(FEED_PATH, lang), c.req.url), keyParts(c, bundle.version))
    return servePage(c, key, async () => {
      const news = await source.summaries('news', { pageSize: FEED_ENTRIES, sort: '-createTime' }, lang).then(
        (page) => page.records,
        () => null,
      )
      if (!news) {
        const stale = await cachedPage(c, key, { stale: true })
        if (stale) return { response: stale }
      }
      const t = translator(lang)
      const siteName = configValue(bundle.configs, 'brand_name', lang) || t('site.name')
      const xml = newsFeed({
        origin: siteOrigin(c),
        lang,
        title: t('news.feed.title', { site: siteName }),
        subtitle: t('news.feed.subtitle'),
        siteName,
        logo: brandLogo(bundle.configs, lang),
        news: news ?? bundle.latestNews,
        categories: bundle.newsCategories,
      })
      const response = c.body(xml, 200, { 'Content-Type': FEED_CONTENT_TYPE, 'Cache-Control': 'public, max-age=600' })
      return { response, store: { key, freshFor: () => (news ? PAGE_FRESH_FOR : INCOMPLETE_FRESH_FOR), tags: source.tags } }
    })
  })
}
