import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'

// Every test file starts from the schema of migrations/ on an empty database.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
