import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterAll, vi } from 'vitest'
import { emptyState } from './fresh-state.ts'

// Test files share their worker's workerd, one after another (vitest.config.ts). So each starts from what a new
// workerd would have: modules evaluated afresh (an earlier file's circuit breaker or memo is not this one's),
// empty databases, KV and edge cache; then the schema of migrations/ on the database.
vi.resetModules()
await emptyState()
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)

// What a test file may leave on the shared runtime.
afterAll(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})
