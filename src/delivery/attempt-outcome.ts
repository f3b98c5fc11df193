/**
 * What a failed call to the CMS means for the message: refused for its content (failed, not sent again by
 * itself), not taken now (sent again later), or not made at all (the circuit was open).
 */
import { ContentError } from '../content/content-error.ts'
import { CircuitOpen } from '../content/sources/circuit-breaker.ts'
import { CmsRefusal } from '../content/sources/upstream.ts'

export type FailedAttempt =
  | { kind: 'refused'; status: number; error: string }
  | { kind: 'notTaken'; status: number; error: string }
  | { kind: 'notMade' }

export function failedAttempt(error: unknown): FailedAttempt {
  if (error instanceof CircuitOpen) return { kind: 'notMade' }
  // A 4xx or `success: false`: sending the same message again would get the same answer.
  if (error instanceof CmsRefusal) return { kind: 'refused', status: error.status, error: error.detail ?? error.message }
  // Unreachable, a timeout, 5xx, 408, 429, an answer that is not the contract: the CMS may take it later.
  if (error instanceof ContentError) return { kind: 'notTaken', status: error.status, error: error.detail ?? error.message }
  return { kind: 'notTaken', status: 500, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }
}
