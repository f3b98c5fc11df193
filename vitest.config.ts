import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { unstable_readConfig } from 'wrangler'
import { workerAliases } from './scripts/vite/worker-aliases.ts'

/**
 * Unit and integration tests run inside workerd with real KV and D1, emptied for each file (tests/unit/); the
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
      // A test file spends part of its time waiting on D1 and KV: one worker more than the cores keeps them
      // busy (on 2 cores, the whole run: 50 s instead of 56 s with 2).
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
                bindings: { ...vars, TEST_MIGRATIONS: migrations, OPS_TOKEN: 'test-ops-token', IP_HASH_SECRET: 'test-ip-hash-secret', CONTENT_HOOK_SECRET: 'test-hook-secret' },
                // A second, empty database on which tests/unit/migrations.test.ts applies the migrations one by one.
                d1Databases: { MIGRATIONS_DB: 'migrations-test' },
              },
            }),
          ],
          test: {
            name: 'workerd',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            // A worker's files share its workerd, one after another: a workerd started for each file took
            // 125 s and 190 CPU-seconds of the run, the tests themselves 45 s. Each file still starts from what
            // a new workerd has (setup/fresh-file.ts).
            isolate: false,
            setupFiles: ['tests/unit/setup/fresh-file.ts'],
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
