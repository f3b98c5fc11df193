import type { MiddlewareHandler } from 'hono'
import { fail } from '../api/envelope.ts'
import type { AppEnv } from '../env.ts'
import { bearerToken } from './bearer-token.ts'

const encoder = new TextEncoder()

/**
 * Compares every byte whatever the first difference, so the time taken does not tell an attacker how
 * much of a guessed token was right.
 */
export function tokensMatch(given: string, expected: string): boolean {
  const a = encoder.encode(given)
  const b = encoder.encode(expected)
  let difference = a.length ^ b.length
  for (let i = 0; i < b.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return difference === 0
}

/**
 * Operator routes exist only when OPS_TOKEN is set (404 otherwise), and answer 401 unless the request
 * carries `Authorization: Bearer <OPS_TOKEN>` (the scheme in any letter case: bearer-token.ts).
 */
export const requireOpsToken: MiddlewareHandler<AppEnv> = async (c, next) => {
  const expected = c.env.OPS_TOKEN
  // fail() marks both answers Cache-Control: no-store, so no cache keeps an operator route's refusal.
  if (!expected) return fail(c, 404, 'Operator routes are disabled')
  const given = bearerToken(c.req.header('Authorization')) ?? ''
  if (!tokensMatch(given, expected)) {
    c.header('WWW-Authenticate', 'Bearer')
    return fail(c, 401, 'A valid operator token is required')
  }
  await next()
}
