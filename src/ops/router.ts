import { Hono } from 'hono'
import { fail } from '../api/envelope.ts'
import type { AppEnv } from '../env.ts'
import { listStoredMessages } from './messages.ts'
import { opsConsole } from './console/router.tsx'
import { contentHook } from './purges/content-hook.ts'
import { purge } from './purges/purge.ts'
import { listPurges } from './purges/list-purges.ts'
import { requireOpsToken } from './require-ops-token.ts'
import { retryMessage } from './retry-message.ts'
import { retryMail } from './retry-mail.ts'
import { siteStatus } from './status.ts'

/** Operator routes under /__ops, behind the OPS_TOKEN bearer token; the CMS's webhook is signed instead. */
export const ops = new Hono<AppEnv>()

// Before the token check: the CMS signs its calls with CONTENT_HOOK_SECRET and holds no operator token, and the
// console's pages have their own sign-in (console/session.ts).
ops.post('/hooks/content', contentHook)
ops.route('/', opsConsole)
ops.use(requireOpsToken)
ops.post('/purge', purge)
ops.get('/purges', listPurges)
ops.get('/status', siteStatus)
ops.get('/messages', listStoredMessages)
ops.post('/messages/:id/retry', retryMessage)
ops.post('/messages/:id/retry-mail', retryMail)

/** The methods of each route (its path under /__ops), for the 405 of another method. */
const ALLOWED: readonly (readonly [RegExp, string])[] = [
  [/^purge$/, 'POST'],
  [/^purges$/, 'GET, HEAD'],
  [/^hooks\/content$/, 'POST'],
  [/^status$/, 'GET, HEAD'],
  [/^messages$/, 'GET, HEAD'],
  [/^messages\/[^/]+\/retry$/, 'POST'],
  [/^messages\/[^/]+\/retry-mail$/, 'POST'],
]

ops.all('*', (c) => {
  const route = new URL(c.req.url).pathname.replace(/^\/__ops\/?|\/+$/g, '')
  const allow = ALLOWED.find(([pattern]) => pattern.test(route))?.[1]
  if (!allow) return fail(c, 404, 'Unknown operator route')
  c.header('Allow', allow)
  return fail(c, 405, `${c.req.method} is not allowed here; use ${allow}`)
})
