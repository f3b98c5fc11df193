/**
 * Who is told of new messages by e-mail (issue 52): NOTIFY_TO, one or more addresses separated by commas or
 * spaces, from NOTIFY_FROM, through the `send_email` binding EMAIL. Without all three no e-mail is sent.
 */
import * as v from 'valibot'
import { EMAIL_PATTERN } from '../content/message.ts'

export interface MailSettings {
  from: string
  to: string[]
}

const Address = v.pipe(v.string(), v.regex(EMAIL_PATTERN))

export type MailSetup = { configured: true; settings: MailSettings } | { configured: false; missing: string }

/** The e-mail settings, or what is missing or wrong (for /__ops/status and the console). */
export function mailSetup(env: Env): MailSetup {
  const to = (env.NOTIFY_TO ?? '').split(/[\s,;]+/).filter(Boolean)
  const from = (env.NOTIFY_FROM ?? '').trim()
  if (!env.EMAIL) return { configured: false, missing: 'the send_email binding EMAIL' }
  if (!to.length) return { configured: false, missing: 'NOTIFY_TO' }
  if (!from) return { configured: false, missing: 'NOTIFY_FROM' }
  const wrong = [...to, from].filter((address) => !v.is(Address, address))
  if (wrong.length) return { configured: false, missing: `a valid address instead of ${wrong.join(', ')}` }
  return { configured: true, settings: { from, to } }
}
