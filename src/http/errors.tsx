import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { fail } from '../api/envelope.ts'
import { getBundle } from '../content/bundle/index.ts'
import type { Bundle } from '../content/model/bundle.ts'
import type { AppEnv } from '../env.ts'
import { langOfPath } from '../routing/locale.ts'
import { translator } from '../ui/i18n/index.ts'
import { ErrorPage } from '../ui/pages/ErrorPage.tsx'
import { notFoundPage } from '../ui/pages/not-found-page.tsx'
import { renderPage } from '../ui/render/render-page.tsx'
import { errorStatus } from './error-status.ts'
import { respond } from './page-cache.ts'
import { staticErrorHtml } from './static-error-page.ts'
import { requestUrl } from '../routing/request-url.ts'
import { log } from '../log/logger.ts'

const isApi = (c: Context) => requestUrl(c).pathname.startsWith('/api/')

/** The language's bundle for an error page's layout, or none when it cannot be had (the minimal layout then). */
function bundleFor(c: Context<AppEnv>): Promise<Bundle | undefined> {
  return getBundle(c.env, c.get('lang'), c.executionCtx).catch(() => undefined)
}

async function notFound(c: Context<AppEnv>) {
  return respond(c, await notFoundPage(c, await bundleFor(c)))
}

/** Spec §8's error page: the status, the message of a deliberate (4xx) error or a generic one, a link home. */
async function errorPage(c: Context<AppEnv>, status: ContentfulStatusCode, error: Error) {
  if (status === 404) return notFound(c)
  const t = translator(c.get('lang'))
  const message = status < 500 && error.message ? error.message : t('error.title')
  const response = await renderPage(c, {
    head: { title: t('error.title'), description: t('error.message'), robots: 'noindex' },
    main: <ErrorPage status={status} message={message} />,
    status,
    bundle: await bundleFor(c),
    pathWithQuery: '/',
  })
  response.headers.set('Cache-Control', 'no-store')
  return response
}

/** The last resort when even the error page fails: fixed text, nothing from the request but its language. */
function staticErrorPage(c: Context<AppEnv>, status: ContentfulStatusCode) {
  return c.html(staticErrorHtml(langOfPath(requestUrl(c).pathname)), status)
}

type ErrorPageRenderer = (c: Context<AppEnv>, status: ContentfulStatusCode, error: Error) => Response | Promise<Response>

/** A thrown error becomes a JSON error under /api, else the error page; if that fails too, a static page. */
export function errorHandler(render: ErrorPageRenderer = errorPage): ErrorHandler<AppEnv> {
  return async (error, c) => {
    const status = errorStatus(error) as ContentfulStatusCode
    if (status >= 500) log.error('request.failed', { method: c.req.method, status, error })
    if (isApi(c)) return fail(c, status, status >= 500 ? 'Internal error' : error.message)
    c.set('lang', langOfPath(requestUrl(c).pathname))
    try {
      return await render(c, status, error)
    } catch (renderError) {
      log.error('error_page.failed', { error: renderError })
      return staticErrorPage(c, status)
    }
  }
}

export const handleNotFound: NotFoundHandler<AppEnv> = (c) => (isApi(c) ? fail(c, 404, 'Not found') : notFound(c))
