import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Spec §3's response envelope. */
export interface Envelope<T> {
  success: boolean
  message: string
  result?: T
}

export function ok<T>(c: Context, result?: T) {
  const body: Envelope<T> = result === undefined ? { success: true, message: '' } : { success: true, message: '', result }
  return c.json(body)
}

/** A failed call: the status and a message saying what is wrong, never a stack trace. Never cached. */
export function fail(c: Context, status: ContentfulStatusCode, message: string) {
  c.header('Cache-Control', 'no-store')
  return c.json({ success: false, message } satisfies Envelope<never>, status)
}
