import { Hono } from 'hono'
import { content } from '../content/index.ts'
import type { AppEnv } from '../env.ts'
import { siteOrigin } from './page-head.ts'
import { robotsTxt, sitemapPages, sitemapXml } from './sitemap.ts'

/** /sitemap.xml and /robots.txt. Both change only with the content, so shared caches may keep them an hour. */
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
