import { Hono } from 'hono'
import type { AppEnv } from '../env.ts'
import { fail } from './envelope.ts'

/** The content contract of spec §7 under /api/v1/website. Endpoints arrive with the API issue. */
export const api = new Hono<AppEnv>()

api.all('*', (c) => fail(c, 404, `Unknown endpoint ${new URL(c.req.url).pathname}`))
