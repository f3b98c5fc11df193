import type { D1Migration } from 'cloudflare:test'

declare global {
  namespace Cloudflare {
    interface Env {
      /** Set by vitest.config.ts from migrations/. */
      TEST_MIGRATIONS: D1Migration[]
      /** An empty database of its own for tests/unit/migrations.test.ts (vitest.config.ts). */
      MIGRATIONS_DB: D1Database
    }
  }
}
