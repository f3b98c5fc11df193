import { defineConfig } from '@playwright/test'
import { E2E_CHROMIUM } from './tests/e2e/browser.ts'

const port = Number(process.env.E2E_PORT ?? 8790)

/** Browser tests against the production build in workerd, on a local state of their own. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Three workers share the one server (on 2 cores the suite is bound by Chromium's CPU; a third worker fills
  // the moments the other two wait on a page). Tests that send messages use client addresses of their own (freshIp).
  workers: 3,
  // A test that passes only on a second try hides a fault of the site or of the test: none are retried.
  retries: 0,
  globalSetup: './tests/e2e/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The site's default audience; English visitors are covered by tests that set it.
    locale: 'zh-CN',
    launchOptions: {
      executablePath: E2E_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // Builds, migrates and seeds a fresh state, then serves the build (scripts/start.ts).
    command: 'rm -rf .wrangler/e2e-state && node scripts/start.ts',
    // TRUST_CF_CONNECTING_IP: the tests that send messages each name a client of their own (fixtures.ts freshIp).
    env: { PORT: String(port), STATE_DIR: '.wrangler/e2e-state', TRUST_CF_CONNECTING_IP: '1' },
    url: `http://127.0.0.1:${port}/en/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
