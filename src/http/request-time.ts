import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'

/**
 * When the request arrived (ms since the epoch). What changes with time (the launch event's redirect, its entry
 * on the home page, the Activity page once it is over) reads this one instant, so every part of one answer
 * agrees on the time.
 */
export const stampRequestTime: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('requestTime', Date.now())
  await next()
}
