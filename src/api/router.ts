import { Hono } from 'hono'
import { ContentError } from '../content/content-error.ts'
import { ENDPOINT_NAMES, ENDPOINTS, hasItems } from '../content/endpoints.ts'
import type { AppEnv } from '../env.ts'
import { contentFailure } from './content-failure.ts'
import { itemHandler, listHandler } from './content-handlers.ts'
import { fail } from './envelope.ts'
import { postMessage } from './messages.ts'
import { SEARCH_PATH, searchHandler } from './search.ts'

export const API_BASE = '/api/v1/website'

/** The content contract of spec §7 under /api/v1/website: the GET endpoints of the table, POST /message and GET /search. */
export const api = new Hono<AppEnv>()

api.post('/message', postMessage)
api.get(`/${SEARCH_PATH}`, searchHandler)
for (const name of ENDPOINT_NAMES) {
  api.get(`/${ENDPOINTS[name].path}`, listHandler(name))
  if (hasItems(name)) api.get(`/${ENDPOINTS[name].path}/:id`, itemHandler(name))
}

/** The methods a known path answers to, or null for a path that is no endpoint. */
function allowedMethods(path: string): string | null {
  const [first, second, ...more] = path.replace(/^\/+|\/+$/g, '').split('/')
  if (more.length || !first) return null
  if (first === 'message') return second === undefined ? 'POST' : null
  if (first === SEARCH_PATH) return second === undefined ? 'GET, HEAD' : null
  const name = ENDPOINT_NAMES.find((n) => ENDPOINTS[n].path === first)
  if (!name || (second !== undefined && !hasItems(name))) return null
  return 'GET, HEAD'
}

api.all('*', (c) => {
  const { pathname } = new URL(c.req.url)
  const allow = allowedMethods(pathname.slice(API_BASE.length))
  if (!allow) return fail(c, 404, `Unknown endpoint ${pathname}`)
  c.header('Allow', allow)
  return fail(c, 405, `${c.req.method} is not allowed here; use ${allow}`)
})

// Content failures keep their status and message (429, the CMS's 5xx); anything else goes on to the app's error handler.
api.onError((error, c) => {
  if (error instanceof ContentError) return contentFailure(c, error)
  throw error
})
