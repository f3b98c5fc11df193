import { Hono } from 'hono'
import type { AppEnv } from '../env.ts'
import { requireOpsToken } from './require-ops-token.ts'

/** Operator routes under /__ops, behind the OPS_TOKEN bearer token. */
export const ops = new Hono<AppEnv>()

ops.use(requireOpsToken)
ops.all('*', (c) => c.json({ success: false, message: 'Unknown operator route' }, 404))
