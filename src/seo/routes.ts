import { Hono } from 'hono'
import { content } from '../content/index.ts'
import type { AppEnv } from '../env.ts'
import { cachedPage, INCOMPLETE_FRESH_FOR, keyParts, PAGE_FRESH_FOR, pageCacheKey, servePage } from '../http/page-cache.ts'
import { LANGS, localizedPath } from '../routing/locale.ts'
import { siteOrigin } from '../routing/site-origin.ts'
import { translator } from '../ui/i18n/index.ts'
import { FEED_CONTENT_TYPE, FEED_ENTRIES, FEED_PATH, newsFeed } from './feed.ts'
import { brandLogo, configValue } from './site-config.ts'
import { robotsTxt, sitemapPages, sitemapXml } from './sitemap.ts'

/**
 * /sitemap.xml, /robots.txt and the news feeds. The sitemap and the feeds go through the page cache under
 * the bundle version (the sitemap under zh-CN's: the default language's bundle names every page; English
 * mirrors them). Shared caches may keep the sitemap and robots.txt an hour and a feed (polled for news) ten
 * minutes. While the lists cannot be had, each serves its last good copy, else one made from what the bundle
 * holds, kept only briefly.
 */
export const seoFiles = new Hono<AppEnv>()

const CACHE = 'public, max-age=3600'

seoFiles.get('/sitemap.xml', async (c) => {
  const source = content(c.env, c.executionCtx)
  const bundle = await source.bundle('zh-CN')
  const key = pageCacheKey(new URL('/sitemap.xml', c.req.url), keyParts(c, bundle.version))
  return servePage(c, key, async () => {
    // Every product, solution and article is listed; while the source cannot list them, the last good sitemap
    // serves, else one with those the bundle knows (each category's first, the newest articles), kept only briefly.
    const catalogue = await Promise.all([
      source.everySummary('products', 'zh-CN'),
      source.everySummary('solutions', 'zh-CN'),
      source.everySummary('news', 'zh-CN'),
    ]).then(
      ([products, solutions, news]) => ({ products, solutions, news }),
      () => null,
    )
    if (!catalogue) {
      const stale = await cachedPage(c, key, { stale: true })
      if (stale) return { response: stale }
    }
    const known = { products: bundle.categoryProducts.flatMap((head) => head.items), solutions: bundle.categorySolutions.flatMap((head) => head.items), news: bundle.latestNews }
    const xml = sitemapXml(siteOrigin(c), sitemapPages(bundle, catalogue ?? known))
    const response = c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE })
    return { response, store: { key, freshFor: () => (catalogue ? PAGE_FRESH_FOR : INCOMPLETE_FRESH_FOR) } }
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
      return { response, store: { key, freshFor: () => (news ? PAGE_FRESH_FOR : INCOMPLETE_FRESH_FOR) } }
    })
  })
}
