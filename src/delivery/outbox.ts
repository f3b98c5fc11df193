/**
 * The outbox is the `messages` table itself: its delivery columns say what waits for the CMS. Every change of
 * state is one conditional UPDATE, so two attempts (a visitor's request, a cron run, an operator's retry) never
 * hold the same message at once, and a delivered message never goes back to pending.
 */
import * as v from 'valibot'
import { LANGS } from '../routing/locale.ts'
import { CLAIM_MS } from './schedule.ts'
import { DELIVERY_STATES } from './state.ts'

/** A stored message as the CMS is sent it. */
export const ClaimedMessage = v.object({
  id: v.number(),
  language: v.picklist(LANGS),
  variant: v.picklist(['enquiry', 'subscription']),
  source: v.string(),
  contactPerson: v.string(),
  company: v.nullable(v.string()),
  contactDetails: v.nullable(v.string()),
  email: v.nullable(v.string()),
  content: v.string(),
  deliveryAttempts: v.number(),
})
export type ClaimedMessage = v.InferOutput<typeof ClaimedMessage>

const CLAIMED = 'id, language, variant, source, contactPerson, company, contactDetails, email, content, deliveryAttempts'
/** Pending, due (?1 is now) and held by no attempt. */
const FREE_AND_DUE = `deliveryState = 'pending' AND IFNULL(nextAttemptAt, '') <= ?1 AND (claimedUntil IS NULL OR claimedUntil <= ?1)`

const iso = (time: Date) => time.toISOString()
const claimUntil = (now: Date) => iso(new Date(now.getTime() + CLAIM_MS))

/** Holds message `id` for an attempt, if it is pending, due and free: its fields, else null. */
export function claimMessage(db: D1Database, id: number, now: Date): Promise<Record<string, unknown> | null> {
  return db.prepare(`UPDATE messages SET claimedUntil = ?2 WHERE id = ?3 AND ${FREE_AND_DUE} RETURNING ${CLAIMED}`).bind(iso(now), claimUntil(now), id).first()
}

/** Holds the message due longest (then the oldest): its fields, else null when none is due. */
export function claimNextDue(db: D1Database, now: Date): Promise<Record<string, unknown> | null> {
  return db
    .prepare(
      `UPDATE messages SET claimedUntil = ?2
       WHERE id = (SELECT id FROM messages WHERE ${FREE_AND_DUE} ORDER BY nextAttemptAt, id LIMIT 1) AND ${FREE_AND_DUE}
       RETURNING ${CLAIMED}`,
    )
    .bind(iso(now), claimUntil(now))
    .first()
}

/** What an attempt came to; each frees the message. Only a pending message changes. */
export async function recordDelivered(db: D1Database, id: number, now: Date): Promise<void> {
  await db
    .prepare(
      `UPDATE messages SET deliveryState = 'delivered', deliveredAt = ?2, deliveryAttempts = deliveryAttempts + 1, nextAttemptAt = NULL, claimedUntil = NULL
       WHERE id = ?1 AND deliveryState = 'pending'`,
    )
    .bind(id, iso(now))
    .run()
}

export async function recordRefused(db: D1Database, id: number, error: string, { attempted }: { attempted: boolean }): Promise<void> {
  await db
    .prepare(
      `UPDATE messages SET deliveryState = 'failed', lastError = ?2, deliveryAttempts = deliveryAttempts + ?3, nextAttemptAt = NULL, claimedUntil = NULL
       WHERE id = ?1 AND deliveryState = 'pending'`,
    )
    .bind(id, error, attempted ? 1 : 0)
    .run()
}

export async function recordRetry(db: D1Database, id: number, error: string, nextAttemptAt: Date): Promise<void> {
  await db
    .prepare(
      `UPDATE messages SET lastError = ?2, deliveryAttempts = deliveryAttempts + 1, nextAttemptAt = ?3, claimedUntil = NULL
       WHERE id = ?1 AND deliveryState = 'pending'`,
    )
    .bind(id, error, iso(nextAttemptAt))
    .run()
}

/** Frees a message no attempt was made for (the circuit was open): it stays due. */
export async function releaseClaim(db: D1Database, id: number): Promise<void> {
  await db.prepare('UPDATE messages SET claimedUntil = NULL WHERE id = ?1').bind(id).run()
}

/** A message's delivery columns, as operators see them. */
export const Delivery = v.object({
  id: v.number(),
  deliveryState: v.picklist(DELIVERY_STATES),
  deliveryAttempts: v.number(),
  deliveredAt: v.nullable(v.string()),
  lastError: v.nullable(v.string()),
  nextAttemptAt: v.nullable(v.string()),
  claimedUntil: v.nullable(v.string()),
})
export type Delivery = v.InferOutput<typeof Delivery>

export async function deliveryOf(db: D1Database, id: number): Promise<Delivery | null> {
  const row = await db.prepare('SELECT id, deliveryState, deliveryAttempts, deliveredAt, lastError, nextAttemptAt, claimedUntil FROM messages WHERE id = ?1').bind(id).first()
  return row === null ? null : v.parse(Delivery, row)
}

/** A failed (or waiting) message made due at once; false when it is in another state or held by an attempt. */
export async function reopen(db: D1Database, id: number, now: Date): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE messages SET deliveryState = 'pending', nextAttemptAt = ?2
       WHERE id = ?1 AND deliveryState IN ('failed', 'pending') AND (claimedUntil IS NULL OR claimedUntil <= ?2)`,
    )
    .bind(id, iso(now))
    .run()
  return result.meta.changes === 1
}

/** Without a CMS, D1 is the destination: a failed message an operator retries is delivered by being stored. */
export async function deliverInPlace(db: D1Database, id: number, now: Date): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE messages SET deliveryState = 'delivered', deliveredAt = ?2, nextAttemptAt = NULL WHERE id = ?1 AND deliveryState IN ('failed', 'pending')`)
    .bind(id, iso(now))
    .run()
  return result.meta.changes === 1
}
