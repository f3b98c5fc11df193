import { Hono } from 'hono'
import { content } from '../../content/index.ts'
import type { AppEnv } from '../../env.ts'
import { matchRoute } from '../../routing/routes.ts'
import { siteOrigin } from '../../seo/page-head.ts'
import { translator } from '../i18n/index.ts'
import { renderPage } from '../render/render-page.tsx'
import { notFoundHead } from './not-found-head.ts'
import { formPosts } from './form-posts.ts'
import { NotFoundPage } from './NotFoundPage.tsx'
import { SCREENS } from './screens.ts'

/**
 * Every page of the route table, both languages: the matched screen renders, 404s or redirects. A POST is a
 * form sent without JavaScript: formPosts answers it, or has the page rendered again with the form's state.
 */
export const pages = new Hono<AppEnv>()

pages.post('*', formPosts)
pages.on(['GET', 'POST'], '*', async (c, next) => {
  const url = new URL(c.req.url)
  const match = matchRoute(url.pathname)
  if (!match) return next()
  const lang = c.get('lang')
  const t = translator(lang)
  const source = content(c.env, c.executionCtx)
  const bundle = await source.bundle(lang)
  const outcome = await SCREENS[match.name]({ match, lang, t, url, origin: siteOrigin(c.env.SITE_URL, c.req.url), bundle, content: source })
  switch (outcome.kind) {
    case 'redirect':
      return c.redirect(outcome.location, outcome.status)
    case 'notFound':
      return renderPage(c, { head: notFoundHead(t), main: <NotFoundPage />, status: 404, chrome: 'minimal' })
    case 'page':
      return renderPage(c, { head: outcome.head, main: outcome.main, styles: outcome.styles, bundle })
  }
})
