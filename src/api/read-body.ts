/** The body stopped before it was whole: the client went away, or sent less than its Content-Length. */
export class BodyCutShort extends Error {
  override readonly name = 'BodyCutShort'
  constructor() {
    super('the request body ended before its Content-Length')
  }
}

/**
 * The request body as text, reading no more than `limit` bytes: null when it is longer (whatever
 * Content-Length claims), so an oversized body is never buffered whole.
 */
export async function readBodyWithin(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const next = () =>
    reader.read().catch(() => {
      throw new BodyCutShort()
    })
  const chunks: Uint8Array[] = []
  let size = 0
  for (let part = await next(); !part.done; part = await next()) {
    size += part.value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(part.value)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  // Invalid UTF-8 throws (fatal), and the caller answers 400, as for a body cut short (BodyCutShort).
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
}
