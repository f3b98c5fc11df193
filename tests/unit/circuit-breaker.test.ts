import { describe, expect, it } from 'vitest'
import { ContentError } from '../../src/content/content-error.ts'
import { CircuitBreaker, CircuitOpen, CmsUnavailable, FAILURES_TO_OPEN, OPEN_MS, TRIAL_MS } from '../../src/content/sources/circuit-breaker.ts'

function clock() {
  let now = 1_000_000
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

const unavailable = () => Promise.reject(new CmsUnavailable(503, '503 The content source failed'))
const fine = () => Promise.resolve('ok')
const outcome = (p: Promise<unknown>) =>
  p.then(
    (value) => ({ value }),
    (error: ContentError) => ({ status: error.status, message: error.message }),
  )

describe('the circuit breaker of the CMS', () => {
  it(`opens after ${FAILURES_TO_OPEN} failures in a row that say the CMS is unavailable: calls then fail at once with 503`, async () => {
    const time = clock()
    const breaker = new CircuitBreaker(time.now)
    for (let i = 0; i < FAILURES_TO_OPEN; i++) expect(await outcome(breaker.call(unavailable))).toMatchObject({ status: 503, message: '503 The content source failed' })
    let asked = false
    const result = await outcome(
      breaker.call(() => {
        asked = true
        return fine()
      }),
    )
    expect(asked).toBe(false)
    expect(result).toEqual({ status: 503, message: '503 The content source failed' })
  })

  it('lets one trial call through once the open time has passed; its success closes the circuit', async () => {
    const time = clock()
    const breaker = new CircuitBreaker(time.now)
    for (let i = 0; i < FAILURES_TO_OPEN; i++) await outcome(breaker.call(unavailable))
    time.advance(OPEN_MS + 1)
    let release!: () => void
    const trial = breaker.call(() => new Promise<string>((resolve) => (release = () => resolve('back'))))
    // While the trial is out, the others still fail at once.
    expect(await outcome(breaker.call(fine))).toMatchObject({ status: 503 })
    release()
    expect(await trial).toBe('back')
    expect(await breaker.call(fine)).toBe('ok')
  })

  it('a failed trial keeps it open for another period', async () => {
    const time = clock()
    const breaker = new CircuitBreaker(time.now)
    for (let i = 0; i < FAILURES_TO_OPEN; i++) await outcome(breaker.call(unavailable))
    time.advance(OPEN_MS + 1)
    await outcome(breaker.call(unavailable))
    time.advance(OPEN_MS - 1)
    expect(await outcome(breaker.call(fine))).toMatchObject({ status: 503 })
  })

  it('answers that show the CMS is up (a 404, a broken contract) and successes reset the count', async () => {
    const breaker = new CircuitBreaker(clock().now)
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < FAILURES_TO_OPEN - 1; i++) await outcome(breaker.call(unavailable))
      await outcome(breaker.call(() => Promise.reject(new ContentError(502, '502 invalid answer from the CMS'))))
    }
    expect(await breaker.call(fine)).toBe('ok')
  })

  it('shows operators its state: closed with its failures, open until a time, half-open once a trial may go', async () => {
    const time = clock()
    const breaker = new CircuitBreaker(time.now)
    await outcome(breaker.call(unavailable))
    expect(breaker.snapshot()).toEqual({ state: 'closed', consecutiveFailures: 1, openUntil: null })
    for (let i = 1; i < FAILURES_TO_OPEN; i++) await outcome(breaker.call(unavailable))
    const openUntil = new Date(time.now() + OPEN_MS).toISOString()
    expect(breaker.snapshot()).toEqual({ state: 'open', consecutiveFailures: FAILURES_TO_OPEN, openUntil })
    expect(await breaker.call(fine).catch((error: unknown) => error)).toBeInstanceOf(CircuitOpen)
    time.advance(OPEN_MS)
    expect(breaker.snapshot()).toEqual({ state: 'half-open', consecutiveFailures: FAILURES_TO_OPEN, openUntil })
    await breaker.call(fine)
    expect(breaker.snapshot()).toEqual({ state: 'closed', consecutiveFailures: 0, openUntil: null })
  })

  it('a trial call that never settles (workerd drops what an ended request left in flight) holds the circuit only TRIAL_MS', async () => {
    const time = clock()
    const breaker = new CircuitBreaker(time.now)
    for (let i = 0; i < FAILURES_TO_OPEN; i++) await outcome(breaker.call(unavailable))
    time.advance(OPEN_MS)
    void breaker.call(() => new Promise<string>(() => {}))
    time.advance(TRIAL_MS - 1)
    expect(await outcome(breaker.call(fine))).toMatchObject({ status: 503 })
    time.advance(1)
    expect(await breaker.call(fine)).toBe('ok')
    expect(breaker.snapshot().state).toBe('closed')
  })
})
