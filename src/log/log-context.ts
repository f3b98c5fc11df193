/**
 * What every log line of one request (or one cron run) carries: the request's path and Cloudflare's ray id,
 * or the trigger. Kept in an AsyncLocalStorage, so code deep in a render or a waitUntil logs it without
 * being handed the request.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export interface LogContext {
  /** The request's path without its query (a query may carry what a visitor typed). */
  path?: string
  /** Cloudflare's id of the request (`CF-Ray`), to find it in the edge's own logs. */
  ray?: string
  /** What started the work when it is not a request: the cron trigger. */
  trigger?: 'cron'
}

const storage = new AsyncLocalStorage<LogContext>()

export function currentLogContext(): LogContext | undefined {
  return storage.getStore()
}

export function withLogContext<T>(context: LogContext, run: () => T): T {
  return storage.run(context, run)
}

/** The log context of a request (its URL, when already parsed). */
export function requestLogContext(request: Request, url = new URL(request.url)): LogContext {
  const ray = request.headers.get('CF-Ray') ?? undefined
  return { path: url.pathname, ...(ray ? { ray } : {}) }
}
