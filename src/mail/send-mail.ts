/**
 * One attempt to e-mail one stored message to the staff: claim it, send it through the EMAIL binding, record
 * what came of it. A failed send is tried again with the CMS's backoff (src/delivery/schedule.ts) up to
 * MAIL_TRIES times, then shown as failed for an operator to retry. It never holds up the visitor's answer: the
 * first attempt runs after it (waitUntil), later ones in the cron.
 */
import * as v from 'valibot'
import { noteEvent } from '../delivery/events.ts'
import { retryDelayMs } from '../delivery/schedule.ts'
import { log } from '../log/logger.ts'
import { composeMail } from './compose.ts'
import { claimMail, claimNextMail, MailRow, recordMailed, recordMailFailure } from './mail-outbox.ts'
import { mailSetup } from './settings.ts'

/** Attempts before an e-mail is failed: with the backoff, about two hours. */
export const MAIL_TRIES = 8

export type MailResult = { kind: 'sent' } | { kind: 'failed'; error: string; nextAttemptAt: string | null }

/** Where the e-mail's page links lead: SITE_URL (locally empty: the path alone). */
const siteOrigin = (env: Env) => env.SITE_URL.replace(/\/+$/, '')

async function send(env: Env, row: Record<string, unknown>, now: Date): Promise<MailResult> {
  const id = Number(row.id)
  const setup = mailSetup(env)
  const parsed = v.safeParse(MailRow, row)
  const failure = async (error: string, attempts: number): Promise<MailResult> => {
    const next = attempts < MAIL_TRIES ? new Date(now.getTime() + retryDelayMs(attempts)) : null
    await recordMailFailure(env.DB, id, error, next)
    await noteEvent(env.DB, id, 'mail', 'failed', error, now)
    log.warn('mail.not_sent', { id, attempts, error, nextAttemptAt: next?.toISOString() ?? null })
    return { kind: 'failed', error, nextAttemptAt: next?.toISOString() ?? null }
  }
  if (!parsed.success) return failure(`the stored message cannot be mailed: ${parsed.issues[0].message}`, MAIL_TRIES)
  const attempts = parsed.output.mailAttempts + 1
  if (!setup.configured || !env.EMAIL) return failure(`e-mail is not set up: ${setup.configured ? 'EMAIL' : setup.missing} is missing`, attempts)
  const mail = composeMail(parsed.output, siteOrigin(env))
  try {
    await env.EMAIL.send({ from: setup.settings.from, to: setup.settings.to, ...mail })
  } catch (error) {
    return failure(error instanceof Error ? error.message : String(error), attempts)
  }
  // Sent: recorded even if the first write fails, or the cron would send it again.
  for (let tries = 1; ; tries++) {
    try {
      await recordMailed(env.DB, id, now)
      break
    } catch (error) {
      if (tries >= 3) throw error
    }
  }
  await noteEvent(env.DB, id, 'mail', 'sent', null, now)
  log.info('mail.sent', { id, attempts })
  return { kind: 'sent' }
}

/** E-mails message `id` if its e-mail is pending, due and free; null when it is not. */
export async function mailMessage(env: Env, id: number, now = new Date()): Promise<MailResult | null> {
  const row = await claimMail(env.DB, id, now)
  return row ? send(env, row, now) : null
}

/** E-mails the messages due, up to `limit` (the cron's part). */
export async function mailDue(env: Env, now: Date, limit = 25): Promise<{ sent: number; failed: number }> {
  const report = { sent: 0, failed: 0 }
  for (let count = 0; count < limit; count++) {
    const row = await claimNextMail(env.DB, now)
    if (!row) break
    const result = await send(env, row, now)
    if (result.kind === 'sent') report.sent++
    else report.failed++
  }
  return report
}
