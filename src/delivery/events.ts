/** The history of a message's delivery and e-mail (migrations/0007_message_mail.sql): one row an attempt. */
import * as v from 'valibot'
import { log } from '../log/logger.ts'

export type EventChannel = 'cms' | 'mail'
export type EventOutcome = 'delivered' | 'refused' | 'notTaken' | 'sent' | 'failed' | 'retried'

/** Notes an attempt's outcome. The history is for reading: a failure to write it never fails the attempt. */
export async function noteEvent(db: D1Database, messageId: number, channel: EventChannel, outcome: EventOutcome, detail: string | null, at = new Date()): Promise<void> {
  try {
    await db.prepare('INSERT INTO messageEvents (messageId, at, channel, outcome, detail) VALUES (?, ?, ?, ?, ?)').bind(messageId, at.toISOString(), channel, outcome, detail).run()
  } catch (error) {
    log.error('message.event_not_noted', { messageId, channel, outcome, error })
  }
}

const Event = v.object({ at: v.string(), channel: v.picklist(['cms', 'mail']), outcome: v.string(), detail: v.nullable(v.string()) })
export type MessageEvent = v.InferOutput<typeof Event>

/** A message's history, oldest first (at most the last 100 attempts). */
export async function eventsOf(db: D1Database, messageId: number): Promise<MessageEvent[]> {
  const { results } = await db.prepare('SELECT at, channel, outcome, detail FROM (SELECT * FROM messageEvents WHERE messageId = ? ORDER BY id DESC LIMIT 100) ORDER BY id').bind(messageId).all()
  return results.map((row) => v.parse(Event, row))
}
