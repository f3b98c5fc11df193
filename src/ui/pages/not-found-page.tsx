/**
 * The 404 page (spec §8) with the full layout, in the visitor's language. It is the same for every unknown
 * URL of a language, so it is rendered once per language and bundle version and kept in the page cache.
 */
import type { Context } from 'hono'
import type { Bundle } from '../../content/model/bundle.ts'
import type { AppEnv } from '../../env.ts'
import { cachedPage, keyParts, PAGE_FRESH_FOR, pageCacheKey, type Produced } from '../../http/page-cache.ts'
import { localizedPath } from '../../routing/locale.ts'
import { translator } from '../i18n/index.ts'
import { renderPage } from '../render/render-page.tsx'
import { notFoundHead } from './not-found-head.ts'
import { NotFoundPage } from './NotFoundPage.tsx'

function notFoundKey(c: Context<AppEnv>, bundle: Bundle): Request {
  return pageCacheKey(new URL(localizedPath('/__not-found', bundle.lang), c.req.url), keyParts(c, bundle.version))
}

/** The 404 page of the request's language: from the cache, or rendered and kept. Without a bundle, the minimal one. */
export async function notFoundPage(c: Context<AppEnv>, bundle?: Bundle): Promise<Produced> {
  const key = bundle ? notFoundKey(c, bundle) : undefined
  const cached = key ? await cachedPage(c, key) : null
  if (cached) return { response: cached }
  const response = await renderPage(c, {
    head: notFoundHead(translator(c.get('lang'))),
    main: <NotFoundPage />,
    status: 404,
    bundle,
    // The language switch leads to the other language's home page.
    pathWithQuery: '/',
  })
  return { response, store: key ? { key, freshFor: () => PAGE_FRESH_FOR } : undefined }
}
