import type { MiddlewareHandler } from 'hono'
import { fail } from '../api/envelope.ts'
import type { AppEnv } from '../env.ts'
import { isOperatorRequest } from './operator-request.ts'

/**
 * Operator routes exist only when OPS_TOKEN is set (404 otherwise), and answer 401 unless the request
 * carries `Authorization: Bearer <OPS_TOKEN>` (the scheme in any letter case: bearer-token.ts) — the same
 * test the page cache makes of an operator's refresh (operator-request.ts).
 */
export const requireOpsToken: MiddlewareHandler<AppEnv> = async (c, next) => {
  // fail() marks both answers Cache-Control: no-store, so no cache keeps an operator route's refusal.
  if (!c.env.OPS_TOKEN) return fail(c, 404, 'Operator routes are disabled')
  if (!isOperatorRequest(c)) {
    c.header('WWW-Authenticate', 'Bearer')
    return fail(c, 401, 'A valid operator token is required')
  }
  await next()
}
