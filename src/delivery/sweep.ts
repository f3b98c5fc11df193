/**
 * The cron's part in delivery: it sends what is due (messages whose first attempt failed, after their
 * backoff), one after the other, up to SWEEP_LIMIT a run. It stops at the first message the CMS did not take:
 * the CMS is down, and the rest wait for the next run rather than each waiting for a timeout.
 */
import { log } from '../log/logger.ts'
import { deliverNextDue } from './deliver.ts'
import { SWEEP_LIMIT } from './schedule.ts'

export interface SweepReport {
  delivered: number
  refused: number
  notDelivered: number
  /** Why the run stopped before it ran out of due messages or reached its limit. */
  stopped: 'the CMS did not take a message' | 'the circuit is open' | null
  /** A failure of the site itself (D1), which ended the run. */
  error: string | null
}

/** Sends the messages due at `now`; null without a CMS (nothing to send). Never throws. */
export async function deliverDue(env: Env, now: Date, limit = SWEEP_LIMIT): Promise<SweepReport | null> {
  if (!env.UPSTREAM_API) return null
  const report: SweepReport = { delivered: 0, refused: 0, notDelivered: 0, stopped: null, error: null }
  try {
    for (let sent = 0; sent < limit && report.stopped === null; sent++) {
      const result = await deliverNextDue(env, now)
      if (!result) break
      if (result.kind === 'delivered') report.delivered++
      else if (result.kind === 'refused') report.refused++
      else if (result.kind === 'retryLater') {
        report.notDelivered++
        report.stopped = 'the CMS did not take a message'
      } else report.stopped = 'the circuit is open'
    }
  } catch (error) {
    log.error('delivery.sweep_failed', { error })
    report.error = error instanceof Error ? error.message : String(error)
  }
  return report
}
