import type { MiddlewareHandler } from 'hono'
import { requestLogContext, withLogContext } from '../log/log-context.ts'
import { requestUrl } from '../routing/request-url.ts'

/** Runs the rest of the request in its log context, its path read from the request's one parse of its URL. */
export const logContext: MiddlewareHandler = (c, next) => withLogContext(requestLogContext(c.req.raw, requestUrl(c)), next)
