import { defineConfig } from '@playwright/test'
import { E2E_PORT, E2E_SERVER, E2E_SERVER_STARTED } from './scripts/lib/e2e-server.ts'
import { E2E_CHROMIUM } from './tests/e2e/browser.ts'

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
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
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
    // Builds, migrates and seeds a fresh state, then serves the build (scripts/start.ts); in CI a server left
    // running is never trusted, but the one `npm test` started for this run is (scripts/test.ts).
    ...E2E_SERVER,
    reuseExistingServer: !process.env.CI || process.env[E2E_SERVER_STARTED] === '1',
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
