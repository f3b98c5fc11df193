import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'

/**
 * How much of an unread body is read away before the answer goes out. Past it the rest is cancelled and
 * the connection is not reused: a client sending more than this to an endpoint that does not want it
 * gets its answer all the same.
 */
export const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024

/** Reads and discards a body up to `limit` bytes; cancels what is left beyond. */
export async function drainBody(body: ReadableStream<Uint8Array>, limit: number): Promise<void> {
  const reader = body.getReader()
  let size = 0
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      size += part.value.byteLength
      if (size > limit) {
        await reader.cancel()
        return
      }
    }
  } catch {
    // The client went away mid-body: nothing is left to keep the connection for.
  } finally {
    reader.releaseLock()
  }
}

/**
 * Every answer that did not read the request body (a 405 to a PUT, a 413 by Content-Length, a 400 for the
 * wrong Content-Type, any page answering a POST) reads it away first. A body left unread makes the local
 * server (`vite preview`, which `npm start` serves) drop the kept-alive connection under the next request,
 * which then fails with a 500; on Cloudflare it costs nothing.
 */
export const drainRequestBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  const { body } = c.req.raw
  if (body && !c.req.raw.bodyUsed && !body.locked) await drainBody(body, DRAIN_LIMIT_BYTES)
}
