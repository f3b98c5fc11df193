import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ContentError } from '../content/content-error.ts'
import { fail } from './envelope.ts'

/** A ContentError as an API answer: its status and message, and Retry-After when the client must wait. */
export function contentFailure(c: Context, error: ContentError) {
  if (error.retryAfter !== undefined) c.header('Retry-After', String(error.retryAfter))
  const status = error.status >= 400 && error.status <= 599 ? error.status : 502
  return fail(c, status as ContentfulStatusCode, error.message)
}
