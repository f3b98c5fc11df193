/**
 * A circuit breaker for the provider's CMS. After a few calls in a row fail because the CMS is down or slow,
 * calls fail at once for a short while instead of each waiting for its timeout; then one trial call is let
 * through, and its answer closes the circuit again or keeps it open. One breaker per CMS and isolate.
 */
import { ContentError, publicFailure } from '../content-error.ts'

/** Consecutive failures that open the circuit. */
export const FAILURES_TO_OPEN = 3
/** How long an open circuit fails calls before it lets a trial call through. */
export const OPEN_MS = 15_000
/**
 * How long a trial call holds the circuit before another may go: beyond the CMS's 5 s timeout. A trial whose
 * request ended while it was in flight never settles (workerd drops it), and must not hold it for good.
 */
export const TRIAL_MS = 10_000

/** A failure that says the CMS is unavailable: it could not be reached, timed out or answered 5xx, 408 or 429. */
export class CmsUnavailable extends ContentError {}

/** A call the open circuit refused: the CMS was not asked. */
export class CircuitOpen extends ContentError {}

/** What an operator sees of a breaker (GET /__ops/status). */
export interface BreakerState {
  state: 'closed' | 'open' | 'half-open'
  consecutiveFailures: number
  /** While open: when the next trial call may go through. */
  openUntil: string | null
}

export class CircuitBreaker {
  private failures = 0
  private openUntil = 0
  /** While a trial call is in flight: until when it holds the circuit. */
  private trialUntil = 0

  constructor(
    private readonly now: () => number = Date.now,
    /** What the breaker guards, as its message names it. */
    private readonly what = 'the CMS',
  ) {}

  /**
   * `run()` unless the circuit is open. A failure that says the service is unavailable counts towards opening it
   * unless `counts` is false: a failure already counted once (the same file failing again says nothing new).
   */
  async call<T>(run: () => Promise<T>, { counts = true } = {}): Promise<T> {
    const now = this.now()
    let trial = false
    if (this.failures >= FAILURES_TO_OPEN) {
      const closedUntil = Math.max(this.openUntil, this.trialUntil)
      if (now < closedUntil) {
        const seconds = Math.max(1, Math.ceil((closedUntil - now) / 1000))
        throw new CircuitOpen(503, publicFailure(503), seconds, `the circuit is open: ${this.what} is not asked again for ${seconds} s`)
      }
      trial = true
      this.trialUntil = now + TRIAL_MS
    }
    try {
      const result = await run()
      this.failures = 0
      return result
    } catch (error) {
      if (error instanceof CmsUnavailable) {
        if (!counts) throw error
        this.failures++
        if (this.failures >= FAILURES_TO_OPEN) this.openUntil = this.now() + OPEN_MS
      } else {
        // The CMS answered, if not as hoped: it is up.
        this.failures = 0
      }
      throw error
    } finally {
      if (trial) this.trialUntil = 0
    }
  }

  /** Open while calls fail at once; half-open once a trial call may go (or is going) through. */
  snapshot(): BreakerState {
    if (this.failures < FAILURES_TO_OPEN) return { state: 'closed', consecutiveFailures: this.failures, openUntil: null }
    return { state: this.now() < this.openUntil ? 'open' : 'half-open', consecutiveFailures: this.failures, openUntil: new Date(this.openUntil).toISOString() }
  }
}

const breakers = new Map<string, CircuitBreaker>()

/** The breaker of one CMS (by its base URL) or media host (`what` names it), shared by every request of this isolate. */
export function breakerFor(base: string, what?: string): CircuitBreaker {
  let breaker = breakers.get(base)
  if (!breaker) breakers.set(base, (breaker = new CircuitBreaker(Date.now, what)))
  return breaker
}

/** Closes every circuit (tests start each case with a healthy CMS). */
export function resetCircuitBreakers(): void {
  breakers.clear()
}
