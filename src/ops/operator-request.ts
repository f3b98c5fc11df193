import type { Context } from 'hono'
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

/** Whether a request carries the operator token (`Authorization: Bearer <OPS_TOKEN>`; never when it is unset). */
export function isOperatorRequest(c: Context<AppEnv>): boolean {
  const expected = c.env.OPS_TOKEN
  const given = bearerToken(c.req.header('Authorization'))
  return Boolean(expected && given && tokensMatch(given, expected))
}
