/** The `messages` table: every enquiry and subscription a visitor sends, and the per-client rate limit. */
import type { DeliveryState, InitialDelivery } from '../../delivery/state.ts'
import type { InitialMail } from '../../mail/initial.ts'
import type { MailState } from '../../mail/mail-outbox.ts'
import { ContentError } from '../content-error.ts'
import { messageContent, type Message, type MessageMeta } from '../message.ts'

export const RATE_LIMIT = 5
export const RATE_WINDOW_MS = 60_000

/**
 * Stores a message with its delivery state unless its client already sent RATE_LIMIT in the last minute, and
 * answers its id. The count and the insert are one statement, so concurrent requests cannot both slip past
 * the limit. Spam counts too.
 */
export async function insertMessage(db: D1Database, message: Message, meta: MessageMeta, delivery: InitialDelivery, mail: InitialMail): Promise<number> {
  const since = new Date(Date.parse(meta.createdAt) - RATE_WINDOW_MS).toISOString()
  const result = await db
    .prepare(
      `INSERT INTO messages (createdAt, language, variant, source, contactPerson, company, contactDetails, email, content, ipHash, spam, deliveryState, deliveredAt, nextAttemptAt,
         pagePath, mailState, mailNextAttemptAt)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?14, ?15, ?16, ?17, ?18, ?19
       WHERE (SELECT COUNT(*) FROM messages WHERE ipHash = ?10 AND createdAt > ?12) < ?13`,
    )
    .bind(
      meta.createdAt,
      meta.language,
      message.variant,
      message.source,
      message.contactPerson,
      message.variant === 'enquiry' ? message.company : null,
      message.variant === 'enquiry' ? message.contactDetails : null,
      message.email || null,
      messageContent(message),
      meta.ipHash,
      meta.spam ? 1 : 0,
      since,
      RATE_LIMIT,
      delivery.state,
      delivery.deliveredAt,
      delivery.nextAttemptAt,
      meta.pagePath,
      mail,
      mail === 'pending' ? meta.createdAt : null,
    )
    .run()
  if (result.meta.changes === 1) return result.meta.last_row_id

  const oldest = await db
    .prepare('SELECT MIN(createdAt) AS oldest FROM messages WHERE ipHash = ? AND createdAt > ?')
    .bind(meta.ipHash, since)
    .first<{ oldest: string | null }>()
  const freeAt = Date.parse(oldest?.oldest ?? meta.createdAt) + RATE_WINDOW_MS
  const retryAfter = Math.max(1, Math.ceil((freeAt - Date.parse(meta.createdAt)) / 1000))
  throw new ContentError(429, `429 Too many messages: at most ${RATE_LIMIT} a minute, try again in ${retryAfter} s`, retryAfter)
}

export interface StoredMessage {
  id: number
  createdAt: string
  language: string
  variant: 'enquiry' | 'subscription'
  source: string
  contactPerson: string
  company: string | null
  contactDetails: string | null
  email: string | null
  content: string
  spam: boolean
  deliveryState: DeliveryState
  deliveryAttempts: number
  deliveredAt: string | null
  lastError: string | null
  nextAttemptAt: string | null
  pagePath: string | null
  mailState: MailState
  mailAttempts: number
  mailedAt: string | null
  mailError: string | null
  mailNextAttemptAt: string | null
}

/**
 * Newest first; `before` (an id) pages further back; `state` keeps one delivery state. The rate limit's ipHash
 * stays in the table: no operator needs it.
 */
export async function listMessages(
  db: D1Database,
  { limit, before, state }: { limit: number; before?: number; state?: DeliveryState },
): Promise<{ records: StoredMessage[]; total: number }> {
  const inState = state ? ' AND deliveryState = ?3' : ''
  const [rows, count] = await Promise.all([
    db
      .prepare(
        `SELECT id, createdAt, language, variant, source, contactPerson, company, contactDetails, email, content, spam,
                deliveryState, deliveryAttempts, deliveredAt, lastError, nextAttemptAt,
                pagePath, mailState, mailAttempts, mailedAt, mailError, mailNextAttemptAt
         FROM messages WHERE id < ?1${inState} ORDER BY id DESC LIMIT ?2`,
      )
      .bind(before ?? Number.MAX_SAFE_INTEGER, limit, ...(state ? [state] : []))
      .all<Omit<StoredMessage, 'spam'> & { spam: number }>(),
    db
      .prepare(`SELECT COUNT(*) AS total FROM messages${state ? ' WHERE deliveryState = ?1' : ''}`)
      .bind(...(state ? [state] : []))
      .first<{ total: number }>(),
  ])
  return {
    records: rows.results.map(({ spam, ...row }) => ({ ...row, spam: spam === 1 })),
    total: count?.total ?? 0,
  }
}
