/**
 * The request body as text, reading no more than `limit` bytes: null when it is longer (whatever
 * Content-Length claims), so an oversized body is never buffered whole.
 */
export async function readBodyWithin(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
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
  // Invalid UTF-8 throws (fatal), and the caller answers 400.
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
}
