/** When messages are sent again, and how much one cron run sends. */

/** The wait after a failed attempt: 1 minute, doubling with each attempt, at most an hour. */
export const FIRST_RETRY_MS = 60_000
export const LONGEST_RETRY_MS = 60 * 60_000

export function retryDelayMs(failedAttempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1))
}

/**
 * How long an attempt holds its message. Well beyond the CMS's 5 s timeout, so that no other attempt starts
 * while one is under way; if the worker is stopped mid-attempt, the message is free again after it.
 */
export const CLAIM_MS = 60_000

/**
 * Messages one cron run sends at most, one after the other: with the bundle rebuild's 20 calls it stays
 * within the Workers Free plan's 50 subrequests per invocation.
 */
export const SWEEP_LIMIT = 25
