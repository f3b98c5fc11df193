import { Hono, type Context } from 'hono'
import { content, ContentError, type Content } from '../../content/index.ts'
import type { Bundle } from '../../content/model/bundle.ts'
import type { AppEnv } from '../../env.ts'
import { isCrawler } from '../../http/crawler.ts'
import { within } from '../../http/within.ts'
import { cachedPage, INCOMPLETE_FRESH_FOR, keyParts, PAGE_FRESH_FOR, pageCacheKey, servePage, type Produced } from '../../http/page-cache.ts'
import { pageUrl, matchRoute, type RouteMatch } from '../../routing/routes.ts'
import { translator } from '../i18n/index.ts'
import { RenderTimeout } from '../render/render-bound.ts'
import { cutAtItsBound, renderPage, streamedInParts } from '../render/render-page.tsx'
import { formPosts } from './form-posts.ts'
import { notFoundPage } from './not-found-page.tsx'
import type { ScreenOutcome } from './screen.ts'
import { SCREENS } from './screens.ts'
import { requestUrl } from '../../routing/request-url.ts'
import { siteOrigin } from '../../routing/site-origin.ts'
import { log } from '../../log/logger.ts'
import { searchSite } from '../../search/index.ts'
import { SEARCH_TAG } from '../../content/page-tags.ts'

/** How long a page waits for its screen's data before a stale copy, if the cache has one, is served instead. */
export const PAGE_BUDGET_MS = 1500

/**
 * Every page of the route table, both languages: the matched screen renders, 404s or redirects. A POST is a
 * form sent without JavaScript: formPosts answers it, or has the page rendered again with the form's state
 * (for that visitor alone: never from or into the page cache).
 */
export const pages = new Hono<AppEnv>()

pages.post('*', formPosts)
pages.on(['GET', 'POST'], '*', async (c, next) => {
  const match = matchRoute(requestUrl(c).pathname)
  if (!match) return next()
  const source = content(c.env, c.executionCtx)
  const bundle = await source.bundle(c.get('lang'))
  const url = pageUrl(requestUrl(c), match)
  const key = pageCacheKey(url, keyParts(c, bundle.version))
  const produce = () => producePage(c, { match, url, key, bundle, source })
  return c.req.method === 'POST' ? (await produce()).response : servePage(c, key, produce)
})

interface PageRequest {
  match: RouteMatch
  /** The page URL: only the query parameters the route reads. */
  url: URL
  key: Request
  bundle: Bundle
  source: Content
}

/** A failure of the content source (5xx), as opposed to a page's own error. */
const sourceFailed = (error: unknown) => error instanceof ContentError && error.status >= 500

async function producePage(c: Context<AppEnv>, { match, url, key, bundle, source }: PageRequest): Promise<Produced> {
  const lang = c.get('lang')
  let searched = false
  const screen = Promise.resolve(
    SCREENS[match.name]({
      match,
      lang,
      t: translator(lang),
      url,
      origin: siteOrigin(c),
      bundle,
      content: source,
      search: (query, page) => {
        searched = true
        return searchSite(c.env, lang, bundle, c.executionCtx, query, page)
      },
      now: c.get('requestTime'),
    }),
  )
  // A screen that waits on a slow source, or fails with it, does not hold the visitor or show an error
  // when the cache has an older copy.
  const quick = await within(screen, PAGE_BUDGET_MS).catch(async (error: unknown) => {
    const stale = sourceFailed(error) ? await cachedPage(c, key, { stale: true }) : null
    if (!stale) throw error
    return stale
  })
  if (quick instanceof Response) return { response: quick }
  if (!quick) {
    const stale = await cachedPage(c, key, { stale: true })
    if (stale) return { response: stale }
  }
  const outcome: ScreenOutcome = quick ?? (await screen)
  switch (outcome.kind) {
    case 'redirect':
      return { response: c.redirect(outcome.location, outcome.status) }
    case 'notFound':
      return notFoundPage(c, bundle)
    case 'page': {
      // Pages with one canonical URL are one page: `?id=<unknown>` is the page without it.
      const canonical = outcome.head.canonical ? new URL(outcome.head.canonical) : undefined
      const storeKey = canonical ? pageCacheKey(new URL(canonical.pathname + canonical.search, url), keyParts(c, bundle.version)) : key
      if (storeKey.url !== key.url) {
        const same = await cachedPage(c, storeKey)
        if (same) return { response: same }
      }
      const rendered = await renderPage(c, {
        head: outcome.head,
        main: outcome.main,
        styles: outcome.styles,
        bundle,
        // The page's own URL: its canonical one when it has one (the page is stored and shared under it, so an
        // unknown `?id=` of whoever asked first must not reach its links), else the URL as its route reads it.
        pathWithQuery: canonical ? canonical.pathname + canonical.search : url.pathname + url.search,
        route: match.name,
        // Only a page that asked the source for more than the bundle has data to wait for.
        data: source.calls() > 0 ? source.settled() : undefined,
        complete: isCrawler(c.req.header('User-Agent')),
      }).catch(async (error: unknown) => {
        // A render that did not end within its bound: the stale copy if the cache has one, else the error page.
        const stale = error instanceof RenderTimeout ? await cachedPage(c, storeKey, { stale: true }) : null
        if (!stale) throw error
        return { stale }
      })
      if (!(rendered instanceof Response)) return { response: rendered.stale }
      const response = rendered
      // A page whose data failed is shown, but a stale complete copy is better if the cache has one.
      if (source.failures() > 0) {
        const stale = await cachedPage(c, storeKey, { stale: true })
        if (stale) {
          await response.body?.cancel()
          return { response: stale }
        }
      }
      // A page React streamed may have its inline scripts: the cache looks for them.
      const inParts = streamedInParts(response)
      return {
        response,
        store: {
          key: storeKey,
          freshFor: () => {
            if (cutAtItsBound(response)) {
              log.warn('page_cache.cut_at_bound', { kept: 0 })
              return 0
            }
            if (source.failures() === 0) return PAGE_FRESH_FOR
            log.warn('page_cache.failed_sections', { keptSeconds: INCOMPLETE_FRESH_FOR })
            return INCOMPLETE_FRESH_FOR
          },
          nonce: inParts ? c.get('nonce') : undefined,
          tags: () => (searched ? [...source.tags(), SEARCH_TAG] : source.tags()),
        },
      }
    }
  }
}
