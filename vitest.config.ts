import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { unstable_readConfig } from 'wrangler'
import { workerAliases } from './scripts/vite/worker-aliases.ts'

/**
 * Unit and integration tests run inside workerd with real (per-file isolated) KV and D1 (tests/unit/); the
 * few that need real sockets, the local server's guards in front of workerd, run in Node (tests/node/).
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations('migrations')
  // The plugin reads .dev.vars, as `npm start` does, where a line may point UPSTREAM_API at a CMS or set
  // SITE_URL for a local check; the tests are written for wrangler.toml's own [vars], so those win here.
  const { vars } = unstable_readConfig({ config: 'wrangler.toml' })
  // Budgets for a slow, busy machine; the suite itself runs in seconds.
  const budgets = { testTimeout: 30_000, hookTimeout: 60_000 }
  return {
    test: {
      // A test file's workerd spends part of its time waiting (start-up, D1): one worker more than the cores
      // keeps them busy (on 2 cores: 56 s instead of 90 s with vitest's default of cores - 1).
      maxWorkers: availableParallelism() + 1,
      projects: [
        {
          // As in the build (vite.config.ts): the tests run the renderer that is deployed.
          resolve: { alias: workerAliases },
          plugins: [
            react(),
            cloudflareTest({
              wrangler: { configPath: './wrangler.toml' },
              miniflare: {
                bindings: { ...vars, TEST_MIGRATIONS: migrations, OPS_TOKEN: 'test-ops-token', IP_HASH_SECRET: 'test-ip-hash-secret' },
                // A second, empty database on which tests/unit/migrations.test.ts applies the migrations one by one.
                d1Databases: { MIGRATIONS_DB: 'migrations-test' },
              },
            }),
          ],
          test: {
            name: 'workerd',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/unit/setup/apply-migrations.ts'],
            // sanitize-html is CommonJS: bundled ahead (as the production build bundles it), it loads as one module.
            deps: { optimizer: { ssr: { enabled: true, include: ['sanitize-html'] } } },
            ...budgets,
          },
        },
        { test: { name: 'node', include: ['tests/node/**/*.test.ts'], environment: 'node', ...budgets } },
      ],
    },
  }
})
