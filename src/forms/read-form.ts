/**
 * The body of a form post sent without JavaScript (`application/x-www-form-urlencoded`), within the message
 * size limit of the API. Percent-encoding spends up to three bytes on each byte of text (nine on a Chinese
 * character), so the encoded body may be three times the limit, and the decoded fields are held to it.
 */
import { MAX_MESSAGE_BYTES } from '../api/messages.ts'
import { BodyCutShort, readBodyWithin } from '../api/read-body.ts'

const MAX_ENCODED_BYTES = 3 * MAX_MESSAGE_BYTES

export type FormBody =
  | { kind: 'fields'; fields: URLSearchParams }
  /** Over the limit: the rest of the body is not read. */
  | { kind: 'tooLarge' }
  /** Another content type: not a form of ours. */
  | { kind: 'unsupported' }
  /** Bytes that are not UTF-8. */
  | { kind: 'malformed' }
  /** The body ended before its Content-Length (the client sent less, or went away). */
  | { kind: 'cutShort' }

const encoder = new TextEncoder()

export async function readFormBody(request: Request): Promise<FormBody> {
  // A body left unread is read away before the answer goes (src/http/drain-request-body.ts).
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(request.headers.get('Content-Type') ?? '')) return { kind: 'unsupported' }
  if (Number(request.headers.get('Content-Length')) > MAX_ENCODED_BYTES) return { kind: 'tooLarge' }
  let text: string | null
  try {
    text = await readBodyWithin(request, MAX_ENCODED_BYTES)
  } catch (error) {
    return { kind: error instanceof BodyCutShort ? 'cutShort' : 'malformed' }
  }
  if (text === null) return { kind: 'tooLarge' }
  const fields = new URLSearchParams(text)
  let bytes = 0
  for (const [name, value] of fields) bytes += encoder.encode(name).byteLength + encoder.encode(value).byteLength
  return bytes > MAX_MESSAGE_BYTES ? { kind: 'tooLarge' } : { kind: 'fields', fields }
}
