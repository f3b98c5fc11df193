/**
 * One attempt to deliver one stored message to the CMS: claim it, send it, record what came of it. The claim
 * is what makes an acknowledged message never be sent again: only a pending message that no other attempt
 * holds can be claimed, and an acknowledgement makes it delivered.
 */
import * as v from 'valibot'
import type { Enquiry, Subscription } from '../content/message.ts'
import { UpstreamSource } from '../content/sources/upstream.ts'
import { log } from '../log/logger.ts'
import { failedAttempt } from './attempt-outcome.ts'
import { noteEvent } from './events.ts'
import { ClaimedMessage, claimMessage, claimNextDue, recordDelivered, recordRefused, recordRetry, releaseClaim } from './outbox.ts'
import { retryDelayMs } from './schedule.ts'

export type DeliveryResult =
  | { kind: 'delivered' }
  | { kind: 'refused'; error: string }
  | { kind: 'retryLater'; error: string; nextAttemptAt: string }
  /** The circuit was open: the CMS was not asked, the message stays due. */
  | { kind: 'notTried' }

/** The fields of spec §7, in its order, as the visitor sent them (a subscription's content as stored). */
function cmsFields(message: ClaimedMessage): Enquiry | Subscription {
  const { source, contactPerson, content } = message
  const email = message.email ?? ''
  if (message.variant === 'subscription') return { source, contactPerson, email, content }
  return { source, company: message.company ?? '', contactPerson, contactDetails: message.contactDetails ?? '', email, content }
}

/** A D1 write that records an acknowledgement is tried again: a lost one would send the message twice. */
async function persistently(write: () => Promise<void>, tries = 3): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write()
    } catch (error) {
      if (attempt >= tries) throw error
    }
  }
}

async function send(env: Env, row: Record<string, unknown>, now: Date): Promise<DeliveryResult> {
  const parsed = v.safeParse(ClaimedMessage, row)
  const id = Number(row.id)
  if (!parsed.success) {
    const error = `the stored message cannot be sent: ${v.getDotPath(parsed.issues[0]) ?? 'row'} ${parsed.issues[0].message}`
    await recordRefused(env.DB, id, error, { attempted: false })
    log.error('message.refused', { id, reason: 'invalid stored message' })
    return { kind: 'refused', error }
  }
  const message = parsed.output
  const attempts = message.deliveryAttempts + 1
  try {
    await new UpstreamSource(env.UPSTREAM_API).sendMessage(cmsFields(message), message.language)
  } catch (error) {
    const failed = failedAttempt(error)
    if (failed.kind === 'notMade') {
      await releaseClaim(env.DB, id)
      log.info('message.not_tried', { id, reason: 'the circuit is open' })
      return { kind: 'notTried' }
    }
    if (failed.kind === 'refused') {
      await recordRefused(env.DB, id, failed.error, { attempted: true })
      await noteEvent(env.DB, id, 'cms', 'refused', failed.error, now)
      log.error('message.refused', { id, status: failed.status, attempts })
      return { kind: 'refused', error: failed.error }
    }
    const next = new Date(now.getTime() + retryDelayMs(attempts))
    await recordRetry(env.DB, id, failed.error, next)
    await noteEvent(env.DB, id, 'cms', 'notTaken', failed.error, now)
    log.warn('message.not_delivered', { id, status: failed.status, attempts, nextAttemptAt: next.toISOString() })
    return { kind: 'retryLater', error: failed.error, nextAttemptAt: next.toISOString() }
  }
  await persistently(() => recordDelivered(env.DB, id, now))
  await noteEvent(env.DB, id, 'cms', 'delivered', null, now)
  log.info('message.delivered', { id, attempts })
  return { kind: 'delivered' }
}

/** Delivers message `id` if it is pending, due and no other attempt holds it; null when it is not. */
export async function deliverMessage(env: Env, id: number, now = new Date()): Promise<DeliveryResult | null> {
  const row = await claimMessage(env.DB, id, now)
  return row ? send(env, row, now) : null
}

/** Delivers the message due longest; null when none is due. */
export async function deliverNextDue(env: Env, now = new Date()): Promise<DeliveryResult | null> {
  const row = await claimNextDue(env.DB, now)
  return row ? send(env, row, now) : null
}
