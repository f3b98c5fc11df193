import { Hono } from 'hono'
import { content } from '../content/index.ts'
import type { AppEnv } from '../env.ts'
import { cachedPage, INCOMPLETE_FRESH_FOR, keyParts, PAGE_FRESH_FOR, pageCacheKey, servePage } from '../http/page-cache.ts'
import { siteOrigin } from './page-head.ts'
import { robotsTxt, sitemapPages, sitemapXml } from './sitemap.ts'

/**
 * /sitemap.xml and /robots.txt, served through the page cache under the zh-CN bundle version (the default
 * language's bundle names every page; English mirrors them). Shared caches may keep them an hour.
 */
export const seoFiles = new Hono<AppEnv>()

const CACHE = 'public, max-age=3600'

seoFiles.get('/sitemap.xml', async (c) => {
  const source = content(c.env, c.executionCtx)
  const bundle = await source.bundle('zh-CN')
  const key = pageCacheKey(new URL('/sitemap.xml', c.req.url), keyParts(c, bundle.version))
  return servePage(c, key, async () => {
    // Every article is listed; while the source cannot list them, the last good sitemap serves, else one with
    // the articles the bundle knows (the newest), kept only briefly.
    const news = await source.list('news', { pageSize: 10_000 }, 'zh-CN').then(
      (page) => page.records,
      () => null,
    )
    if (!news) {
      const stale = await cachedPage(c, key, { stale: true })
      if (stale) return { response: stale }
    }
    const xml = sitemapXml(siteOrigin(c.env.SITE_URL, c.req.url), sitemapPages(bundle, news ?? bundle.latestNews))
    const response = c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE })
    return { response, store: { key, freshFor: () => (news ? PAGE_FRESH_FOR : INCOMPLETE_FRESH_FOR) } }
  })
})

seoFiles.get('/robots.txt', (c) =>
  c.body(robotsTxt(siteOrigin(c.env.SITE_URL, c.req.url)), 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE }),
)
