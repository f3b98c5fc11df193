/**
 * The e-mail outbox is the `messages` table's mail columns (migrations/0007_message_mail.sql), kept as the CMS's
 * outbox is (src/delivery/outbox.ts): every change of state is one conditional UPDATE, so two attempts (the
 * visitor's request, the cron, an operator's retry) never hold one e-mail at once, and a sent one is never sent
 * again.
 */
import * as v from 'valibot'
import { CLAIM_MS } from '../delivery/schedule.ts'

export const MAIL_STATES = ['off', 'pending', 'sent', 'failed', 'withheld'] as const
export type MailState = (typeof MAIL_STATES)[number]

export const MailRow = v.object({
  id: v.number(),
  createdAt: v.string(),
  language: v.string(),
  variant: v.picklist(['enquiry', 'subscription']),
  source: v.string(),
  contactPerson: v.string(),
  company: v.nullable(v.string()),
  contactDetails: v.nullable(v.string()),
  email: v.nullable(v.string()),
  content: v.string(),
  pagePath: v.nullable(v.string()),
  mailAttempts: v.number(),
})

const CLAIMED = 'id, createdAt, language, variant, source, contactPerson, company, contactDetails, email, content, pagePath, mailAttempts'
const FREE_AND_DUE = `mailState = 'pending' AND IFNULL(mailNextAttemptAt, '') <= ?1 AND (mailClaimedUntil IS NULL OR mailClaimedUntil <= ?1)`

const iso = (time: Date) => time.toISOString()
const claimUntil = (now: Date) => iso(new Date(now.getTime() + CLAIM_MS))

export function claimMail(db: D1Database, id: number, now: Date): Promise<Record<string, unknown> | null> {
  return db.prepare(`UPDATE messages SET mailClaimedUntil = ?2 WHERE id = ?3 AND ${FREE_AND_DUE} RETURNING ${CLAIMED}`).bind(iso(now), claimUntil(now), id).first()
}

export function claimNextMail(db: D1Database, now: Date): Promise<Record<string, unknown> | null> {
  return db
    .prepare(
      `UPDATE messages SET mailClaimedUntil = ?2
       WHERE id = (SELECT id FROM messages WHERE ${FREE_AND_DUE} ORDER BY mailNextAttemptAt, id LIMIT 1) AND ${FREE_AND_DUE}
       RETURNING ${CLAIMED}`,
    )
    .bind(iso(now), claimUntil(now))
    .first()
}

export async function recordMailed(db: D1Database, id: number, now: Date): Promise<void> {
  await db
    .prepare(
      `UPDATE messages SET mailState = 'sent', mailedAt = ?2, mailAttempts = mailAttempts + 1, mailError = NULL, mailNextAttemptAt = NULL, mailClaimedUntil = NULL
       WHERE id = ?1 AND mailState = 'pending'`,
    )
    .bind(id, iso(now))
    .run()
}

/** A failed attempt: tried again at `next`, or failed for good (null) once MAIL_TRIES are spent. */
export async function recordMailFailure(db: D1Database, id: number, error: string, next: Date | null): Promise<void> {
  await db
    .prepare(
      `UPDATE messages SET mailState = CASE WHEN ?3 IS NULL THEN 'failed' ELSE 'pending' END, mailError = ?2, mailAttempts = mailAttempts + 1,
         mailNextAttemptAt = ?3, mailClaimedUntil = NULL
       WHERE id = ?1 AND mailState = 'pending'`,
    )
    .bind(id, error, next && iso(next))
    .run()
}

/** A failed (or waiting) e-mail made due at once; false when it is in another state or held by an attempt. */
export async function reopenMail(db: D1Database, id: number, now: Date): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE messages SET mailState = 'pending', mailNextAttemptAt = ?2
       WHERE id = ?1 AND mailState IN ('failed', 'pending') AND (mailClaimedUntil IS NULL OR mailClaimedUntil <= ?2)`,
    )
    .bind(id, iso(now))
    .run()
  return result.meta.changes === 1
}
