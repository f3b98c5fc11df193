import { Hono } from 'hono'
import { content } from '../content/index.ts'
import type { AppEnv } from '../env.ts'
import { LANGS, localizedPath } from '../routing/locale.ts'
import { translator } from '../ui/i18n/index.ts'
import { FEED_CONTENT_TYPE, FEED_ENTRIES, FEED_PATH, newsFeed } from './feed.ts'
import { siteOrigin } from './page-head.ts'
import { configValue } from './site-config.ts'
import { robotsTxt, sitemapPages, sitemapXml } from './sitemap.ts'

/**
 * /sitemap.xml, /robots.txt and the news feeds. They change only with the content, so shared caches may keep
 * the sitemap and robots.txt an hour and a feed (polled for news) ten minutes.
 */
export const seoFiles = new Hono<AppEnv>()

const CACHE = 'public, max-age=3600'

seoFiles.get('/sitemap.xml', async (c) => {
  const source = content(c.env, c.executionCtx)
  // zh-CN is the default language: its bundle and news list name every page; English mirrors them.
  const [bundle, news] = await Promise.all([source.bundle('zh-CN'), source.list('news', { pageSize: 10_000 }, 'zh-CN')])
  const xml = sitemapXml(siteOrigin(c.env.SITE_URL, c.req.url), sitemapPages(bundle, news.records))
  return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE })
})

seoFiles.get('/robots.txt', (c) =>
  c.body(robotsTxt(siteOrigin(c.env.SITE_URL, c.req.url)), 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE }),
)

for (const lang of LANGS) {
  seoFiles.get(localizedPath(FEED_PATH, lang), async (c) => {
    const source = content(c.env, c.executionCtx)
    const [bundle, news] = await Promise.all([source.bundle(lang), source.list('news', { pageSize: FEED_ENTRIES, sort: '-createTime' }, lang)])
    const t = translator(lang)
    const siteName = configValue(bundle.configs, 'brand_name', lang) || t('site.name')
    const xml = newsFeed({
      origin: siteOrigin(c.env.SITE_URL, c.req.url),
      lang,
      title: t('news.feed.title', { site: siteName }),
      subtitle: t('news.feed.subtitle'),
      siteName,
      logo: configValue(bundle.configs, 'brand_logo', lang) || '/img/brand/logo.svg',
      news: news.records,
      categories: bundle.newsCategories,
    })
    return c.body(xml, 200, { 'Content-Type': FEED_CONTENT_TYPE, 'Cache-Control': 'public, max-age=600' })
  })
}
