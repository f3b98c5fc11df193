import { langOfPath, localizedPath, type Lang } from '../routing/locale.ts'
import { SECURITY_HEADERS, contentSecurityPolicy } from './security-headers.ts'

/** Fixed text, nothing from the request but its language: what shows when even the error page cannot. */
export function staticErrorHtml(lang: Lang): string {
  return (
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>Error</title></head><body>` +
    `<p>An error occurred while showing the error page</p><p><a href="${localizedPath('/', lang)}">Go back to home</a></p></body></html>`
  )
}

/**
 * The answer to a request the app itself failed to answer (it threw past its own error handler): the static
 * error page with the security headers, so that no visitor ever gets the runtime's own answer (in `vite
 * preview`, a stack trace with the server's paths; on Cloudflare, its error 1101 page).
 */
export function lastResortAnswer(request: Request): Response {
  const lang = langOfPath(new URL(request.url).pathname)
  return new Response(request.method === 'HEAD' ? null : staticErrorHtml(lang), {
    status: 500,
    headers: {
      ...SECURITY_HEADERS,
      'Content-Security-Policy': contentSecurityPolicy(),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  })
}
