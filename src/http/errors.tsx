import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { fail } from '../api/envelope.ts'
import type { AppEnv } from '../env.ts'
import { langOfPath, localizedPath } from '../routing/locale.ts'
import { translator } from '../ui/i18n/index.ts'
import { ErrorPage } from '../ui/pages/ErrorPage.tsx'
import { NotFoundPage } from '../ui/pages/NotFoundPage.tsx'
import { renderPage } from '../ui/render/render-page.tsx'
import { errorStatus } from './error-status.ts'

const isApi = (c: Context) => new URL(c.req.url).pathname.startsWith('/api/')

/** The last resort when even the error page fails: static text, nothing from the request but the language. */
function staticErrorPage(c: Context<AppEnv>, status: ContentfulStatusCode) {
  const lang = langOfPath(new URL(c.req.url).pathname)
  const home = localizedPath('/', lang)
  return c.html(
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>Error</title></head><body>` +
      `<p>An error occurred while showing the error page</p><p><a href="${home}">Go back to home</a></p></body></html>`,
    status,
  )
}

export const handleError: ErrorHandler<AppEnv> = async (error, c) => {
  const status = errorStatus(error) as ContentfulStatusCode
  if (status >= 500) console.error('request failed', c.req.method, c.req.url, error)
  if (isApi(c)) return fail(c, status, status >= 500 ? 'Internal error' : error.message)
  c.set('lang', langOfPath(new URL(c.req.url).pathname))
  const t = translator(c.get('lang'))
  try {
    if (status === 404) return await notFoundPage(c)
    return await renderPage(c, {
      head: { title: t('error.title'), description: t('error.message') },
      main: <ErrorPage status={status} />,
      status,
      chrome: 'minimal',
    })
  } catch (renderError) {
    console.error('error page failed', renderError)
    return staticErrorPage(c, status)
  }
}

function notFoundPage(c: Context<AppEnv>) {
  const t = translator(c.get('lang'))
  return renderPage(c, {
    head: { title: t('notFound.title'), description: t('notFound.message') },
    main: <NotFoundPage />,
    status: 404,
    chrome: 'minimal',
  })
}

export const handleNotFound: NotFoundHandler<AppEnv> = (c) => (isApi(c) ? fail(c, 404, 'Not found') : notFoundPage(c))
