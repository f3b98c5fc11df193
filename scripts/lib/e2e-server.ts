/**
 * The browser tests' server: the production build in workerd on a fresh local state of its own
 * (scripts/start.ts builds, migrates and seeds it). Playwright starts it (playwright.config.ts `webServer`)
 * unless `npm test` already has: there it starts with the unit tests, whose waits leave a core free for the build.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8790)

export const E2E_SERVER = {
  command: 'rm -rf .wrangler/e2e-state && node scripts/start.ts',
  // TRUST_CF_CONNECTING_IP: the tests that send messages each name a client of their own (fixtures.ts freshIp).
  env: { PORT: String(E2E_PORT), STATE_DIR: '.wrangler/e2e-state', TRUST_CF_CONNECTING_IP: '1' },
  /** Answers 200 once the server is up. */
  url: `http://127.0.0.1:${E2E_PORT}/en/`,
}

/** Set by `npm test` for Playwright when it has started the server itself. */
export const E2E_SERVER_STARTED = 'E2E_SERVER_STARTED'
