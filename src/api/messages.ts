import type { Context } from 'hono'
import { content } from '../content/index.ts'
import { parseMessage } from '../content/message.ts'
import type { AppEnv } from '../env.ts'
import { fail, ok } from './envelope.ts'
import { messageMeta } from './message-meta.ts'
import { BodyCutShort, readBodyWithin } from './read-body.ts'
import { requestLanguage } from './request-language.ts'

/** A message is a few form fields; anything bigger is not one. */
export const MAX_MESSAGE_BYTES = 32 * 1024

const TOO_LARGE = `The body must be at most ${MAX_MESSAGE_BYTES} bytes`

/**
 * POST /message: a contact enquiry or a footer subscription (spec §7), validated with the rules of spec §5
 * and stored in D1 with its time, language, variant and a keyed, daily hash of the client's network. Past the rate limit it answers
 * 429 with Retry-After; a filled honeypot is stored flagged as spam and answered like any other message.
 */
export async function postMessage(c: Context<AppEnv>) {
  if (Number(c.req.header('Content-Length')) > MAX_MESSAGE_BYTES) return fail(c, 413, TOO_LARGE)
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('Content-Type') ?? '')) return fail(c, 400, 'Content-Type must be application/json')

  let text: string | null
  try {
    text = await readBodyWithin(c.req.raw, MAX_MESSAGE_BYTES)
  } catch (error) {
    return fail(c, 400, error instanceof BodyCutShort ? 'The body ended before its Content-Length' : 'The body is not valid UTF-8')
  }
  if (text === null) return fail(c, 413, TOO_LARGE)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return fail(c, 400, 'The body is not valid JSON')
  }

  const parsed = parseMessage(body)
  if (!parsed.success) return fail(c, 400, parsed.message)
  await content(c.env, c.executionCtx).sendMessage(parsed.message, await messageMeta(c, requestLanguage(c.req.header('language')), parsed.spam))
  c.header('Cache-Control', 'no-store')
  return ok(c)
}
