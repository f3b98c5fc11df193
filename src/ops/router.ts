import { Hono } from 'hono'
import { fail } from '../api/envelope.ts'
import type { AppEnv } from '../env.ts'
import { listStoredMessages } from './messages.ts'
import { purge } from './purge.ts'
import { requireOpsToken } from './require-ops-token.ts'

/** Operator routes under /__ops, behind the OPS_TOKEN bearer token. */
export const ops = new Hono<AppEnv>()

ops.use(requireOpsToken)
ops.post('/purge', purge)
ops.get('/messages', listStoredMessages)

const ALLOWED: Readonly<Record<string, string>> = { purge: 'POST', messages: 'GET, HEAD' }

ops.all('*', (c) => {
  const route = new URL(c.req.url).pathname.replace(/^\/__ops\/?|\/+$/g, '')
  const allow = Object.hasOwn(ALLOWED, route) ? ALLOWED[route] : undefined
  if (!allow) return fail(c, 404, 'Unknown operator route')
  c.header('Allow', allow)
  return fail(c, 405, `${c.req.method} is not allowed here; use ${allow}`)
})
