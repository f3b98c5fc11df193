import type { MailState } from './mail-outbox.ts'

/** How a message's e-mail starts: spam is never mailed; without e-mail set up there is none to send. */
export type InitialMail = Extract<MailState, 'off' | 'pending' | 'withheld'>

export function initialMail(configured: boolean, spam: boolean): InitialMail {
  if (spam) return 'withheld'
  return configured ? 'pending' : 'off'
}
