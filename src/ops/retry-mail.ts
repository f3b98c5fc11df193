import type { Context } from 'hono'
import { fail, ok } from '../api/envelope.ts'
import type { AppEnv } from '../env.ts'
import { reopenMail } from '../mail/mail-outbox.ts'
import { mailMessage } from '../mail/send-mail.ts'
import { mailSetup } from '../mail/settings.ts'
import { MessageId } from './message-id.ts'

/**
 * POST /__ops/messages/{id}/retry-mail: e-mails a message whose e-mail failed (or still waits) again at once and
 * answers its e-mail state afterwards. A sent e-mail is never sent again (409), nor is spam's, nor one of a
 * message that came while e-mail was not set up.
 */
export async function retryMail(c: Context<AppEnv>) {
  c.header('Cache-Control', 'no-store')
  const parsed = MessageId(c.req.param('id'))
  if (!parsed.ok) return fail(c, 400, parsed.message)
  const id = parsed.id
  const db = c.env.DB
  const setup = mailSetup(c.env)
  if (!setup.configured) return fail(c, 409, `E-mail is not set up: ${setup.missing} is missing`)
  const row = await db.prepare('SELECT mailState, mailedAt FROM messages WHERE id = ?').bind(id).first<{ mailState: string; mailedAt: string | null }>()
  if (!row) return fail(c, 404, `There is no message ${id}`)
  if (row.mailState === 'sent') return fail(c, 409, `Message ${id} was e-mailed at ${row.mailedAt ?? 'an unknown time'}; it is not sent again`)
  if (row.mailState === 'withheld') return fail(c, 409, `Message ${id} is spam (its honeypot was filled); it is not e-mailed`)
  if (row.mailState === 'off') return fail(c, 409, `Message ${id} came while e-mail was not set up; it is not e-mailed`)
  if (!(await reopenMail(db, id, new Date()))) return fail(c, 409, `Message ${id} is being e-mailed right now; ask again in a minute`)
  await mailMessage(c.env, id)
  const after = await db.prepare('SELECT id, mailState, mailAttempts, mailedAt, mailError, mailNextAttemptAt FROM messages WHERE id = ?').bind(id).first()
  return ok(c, after)
}
