import { Hono } from 'hono'
import type { AppEnv } from '../../env.ts'
import { translator } from '../i18n/index.ts'
import { renderPage } from '../render/render-page.tsx'
import { HomePage } from './HomePage.tsx'

/** The page routes, mounted at / (zh-CN) and /en (English). The full route table comes with the routing issue. */
export const pages = new Hono<AppEnv>()

pages.get('/', (c) => {
  const t = translator(c.get('lang'))
  return renderPage(c, { head: { title: t('site.name'), description: t('site.description') }, main: <HomePage /> })
})
