import type { MiddlewareHandler } from 'hono'
import { generateCookie } from 'hono/cookie'
import { content } from '../content/index.ts'
import type { AppEnv } from '../env.ts'
import { localizedPath } from '../routing/locale.ts'
import { routePath } from '../routing/routes.ts'
import { arrivalDecision, isHomePath } from './arrival.ts'
import { activityEvent } from './event.ts'
import { ACTIVITY_COOKIE, ACTIVITY_COOKIE_MAX_AGE_MS } from './settings.ts'
import { requestUrl } from '../routing/request-url.ts'

function activityCookie(url: URL): string {
  return generateCookie(ACTIVITY_COOKIE, '1', {
    maxAge: Math.round(ACTIVITY_COOKIE_MAX_AGE_MS / 1000),
    path: '/',
    sameSite: 'Lax',
    httpOnly: true,
    secure: url.protocol === 'https:',
  })
}

/**
 * The launch event's redirect (see arrival.ts), decided ahead of the page cache: the cached home page is the
 * same for everyone and never depends on the cookie; only this visitor's answer carries the redirect or the
 * cookie. Runs after the locale middleware (an English visitor of `/` reaches `/en/` first).
 */
export const activityRedirect: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = requestUrl(c)
  if (!isHomePath(url.pathname)) return next()
  const lang = c.get('lang')
  // Without a bundle there is no event to show: the home page answers as usual (or says what failed).
  const bundle = await content(c.env, c.executionCtx)
    .bundle(lang)
    .catch(() => undefined)
  const decision = arrivalDecision(
    { method: c.req.method, url, userAgent: c.req.header('User-Agent'), cookie: c.req.header('Cookie'), referer: c.req.header('Referer') },
    bundle && activityEvent(bundle.configs, lang),
    c.get('requestTime'),
  )
  if (decision === 'none') return next()
  if (decision === 'redirect') {
    const res = c.redirect(localizedPath(routePath('Activity'), lang) + url.search, 302)
    res.headers.append('Set-Cookie', activityCookie(url))
    res.headers.set('Cache-Control', 'no-store')
    res.headers.append('Vary', 'Cookie')
    return res
  }
  await next()
  // This visitor's copy of the shared page: the cookie, and no shared cache may keep it.
  c.res.headers.append('Set-Cookie', activityCookie(url))
  c.res.headers.set('Cache-Control', 'private, no-cache')
  c.res.headers.append('Vary', 'Cookie')
}
