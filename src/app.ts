import { Hono } from 'hono'
import { api } from './api/router.ts'
import type { AppEnv } from './env.ts'
import { handleError, handleNotFound } from './http/errors.tsx'
import { secureResponses } from './http/secure-responses.ts'
import { locale } from './routing/locale-middleware.ts'
import { ops } from './ops/router.ts'
import { pages } from './ui/pages/routes.tsx'

/**
 * The whole request pipeline, in the order a request meets it:
 * errors → redirects → locale → API → operator routes → pages → not found.
 */
export const app = new Hono<AppEnv>({ strict: false })

// errors: any throw below becomes the error page (or a JSON error under /api), with the security headers.
app.onError(handleError)
app.use(secureResponses)
// redirects: the fixed redirect rules of spec §2 arrive with the routing issue, ahead of the locale.
app.use(locale)
app.route('/api/v1/website', api)
app.route('/__ops', ops)
app.route('/', pages)
app.route('/en', pages)
app.notFound(handleNotFound)
