import type { Context } from 'hono'
import type { AppEnv } from '../env.ts'
import { bearerToken } from './bearer-token.ts'
import { tokensMatch } from './require-ops-token.ts'

/** Whether a request carries the operator token (`Authorization: Bearer <OPS_TOKEN>`; never when it is unset). */
export function isOperatorRequest(c: Context<AppEnv>): boolean {
  const expected = c.env.OPS_TOKEN
  const given = bearerToken(c.req.header('Authorization'))
  return Boolean(expected && given && tokensMatch(given, expected))
}
