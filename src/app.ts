import { Hono } from 'hono'
import { RegExpRouter } from 'hono/router/reg-exp-router'
import { activityRedirect } from './activity/activity-middleware.ts'
import { api } from './api/router.ts'
import type { AppEnv } from './env.ts'
import { drainRequestBody } from './http/drain-request-body.ts'
import { errorHandler, handleNotFound } from './http/errors.tsx'
import { secureResponses } from './http/secure-responses.ts'
import { logContext } from './http/log-context-middleware.ts'
import { notModified } from './http/not-modified.ts'
import { pageMethods } from './http/page-methods.ts'
import { renamedPictures } from './http/renamed-pictures.ts'
import { requestTarget } from './http/request-target.ts'
import { stampRequestTime } from './http/request-time.ts'
import { canonicalHost } from './routing/canonical-host.ts'
import { locale } from './routing/locale-middleware.ts'
import { redirects } from './routing/redirect-middleware.ts'
import { media } from './media-route/route.ts'
import { MEDIA_ROUTE } from './media/paths.ts'
import { opsConsole } from './ops/console/router.tsx'
import { ops } from './ops/router.ts'
import { seoFiles } from './seo/routes.ts'
import { pages } from './ui/pages/routes.tsx'

/**
 * The whole request pipeline, in the order a request meets it:
 * errors → log context → request time → body drain → security headers (and the CSP nonce) → request target → canonical host → page methods →
 * media route → old picture names → redirects → locale → the launch event's redirect → API → operator routes → not modified → sitemap and robots →
 * pages (through the page cache) → not found.
 */
// Hono's RegExpRouter matches a request with one regular expression; a route it cannot take (a parameter beside
// fixed paths at one level) throws as the routes are added, so the worker does not start, rather than every
// request falling back, slower, to a trie (about 0.1 ms of workerd's CPU a request).
export const app = new Hono<AppEnv>({ strict: false, router: new RegExpRouter() })

// errors: any throw below becomes the error page (or a JSON error under /api), with the security headers.
app.onError(errorHandler())
// Every log line of the request names its path and ray id (src/log/).
app.use(logContext)
// One instant for the whole answer: what depends on the time (the launch event) reads it.
app.use(stampRequestTime)
// A request body no handler read is read away before the answer leaves (see drain-request-body.ts).
app.use(drainRequestBody)
app.use(secureResponses)
// A path of `//…` or a target naming another host than Host: 400, before anything reads the URL.
app.use(requestTarget)
// With SITE_URL set, another host is moved to SITE_URL's (301).
app.use(canonicalHost)
app.use(pageMethods)
// Files of the CMS and allowed origins, served from the site's origin (src/media-route/): no page, no language.
app.route(MEDIA_ROUTE, media)
// One of the site's pictures by a name it had before (`/img/…/a.svg`, `/img/…/a@2x.webp`): 301 to its name now.
app.get('/img/*', renamedPictures)
app.use(redirects)
app.use(locale)
// The launch event's redirect from the home page, ahead of the page cache (src/activity/).
app.use(activityRedirect)
app.route('/api/v1/website', api)
app.route('/__ops', ops)
app.route('/en/__ops', opsConsole)
// A page whose copy the browser holds (its ETag, or `If-None-Match: *`) answers 304.
app.use(notModified)
app.route('/', seoFiles)
app.route('/', pages)
app.notFound(handleNotFound)
