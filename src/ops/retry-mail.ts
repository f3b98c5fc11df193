import type { Context } from 'hono'
import { fail, ok } from '../api/envelope.ts'
import { noteEvent } from '../delivery/events.ts'
import type { AppEnv } from '../env.ts'
import { reopenMail } from '../mail/mail-outbox.ts'
import { mailMessage } from '../mail/send-mail.ts'
import { mailSetup } from '../mail/settings.ts'
import { MessageId } from './message-id.ts'
import type { RetryOutcome } from './retry-message.ts'

export interface MailAfter {
  id: number
  mailState: string
  mailAttempts: number
  mailedAt: string | null
  mailError: string | null
  mailNextAttemptAt: string | null
}

/**
 * E-mails a message whose e-mail failed (or still waits) again at once. A sent e-mail is never sent again, nor is
 * spam's, nor one of a message that came while e-mail was not set up.
 */
export async function retryMailOf(env: Env, id: number): Promise<RetryOutcome<MailAfter | null>> {
  const db = env.DB
  const setup = mailSetup(env)
  if (!setup.configured) return { ok: false, status: 409, message: `E-mail is not set up: ${setup.missing} is missing` }
  const row = await db.prepare('SELECT mailState, mailedAt FROM messages WHERE id = ?').bind(id).first<{ mailState: string; mailedAt: string | null }>()
  if (!row) return { ok: false, status: 404, message: `There is no message ${id}` }
  if (row.mailState === 'sent') return { ok: false, status: 409, message: `Message ${id} was e-mailed at ${row.mailedAt ?? 'an unknown time'}; it is not sent again` }
  if (row.mailState === 'withheld') return { ok: false, status: 409, message: `Message ${id} is spam (its honeypot was filled); it is not e-mailed` }
  if (row.mailState === 'off') return { ok: false, status: 409, message: `Message ${id} came while e-mail was not set up; it is not e-mailed` }
  const now = new Date()
  if (!(await reopenMail(db, id, now))) return { ok: false, status: 409, message: `Message ${id} is being e-mailed right now; ask again in a minute` }
  await noteEvent(db, id, 'mail', 'retried', null, now)
  await mailMessage(env, id, now)
  const after = await db.prepare('SELECT id, mailState, mailAttempts, mailedAt, mailError, mailNextAttemptAt FROM messages WHERE id = ?').bind(id).first<MailAfter>()
  return { ok: true, after }
}

/** POST /__ops/messages/{id}/retry-mail: retryMailOf, answered with the message's e-mail state afterwards. */
export async function retryMail(c: Context<AppEnv>) {
  c.header('Cache-Control', 'no-store')
  const parsed = MessageId(c.req.param('id'))
  if (!parsed.ok) return fail(c, 400, parsed.message)
  const outcome = await retryMailOf(c.env, parsed.id)
  return outcome.ok ? ok(c, outcome.after) : fail(c, outcome.status, outcome.message)
}
