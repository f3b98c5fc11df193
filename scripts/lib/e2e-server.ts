/**
 * The browser tests' server: the production build in workerd on a fresh local state of its own
 * (scripts/start.ts builds, migrates and seeds it). Playwright starts it (playwright.config.ts `webServer`)
 * unless `npm test` already has: there it starts with the unit tests, whose waits leave a core free for the build.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8790)

/** The settings the browser tests' server adds to `.dev.vars` (scripts/vite/preview-dev-vars.ts). */
export const E2E_SETTINGS = { NOTIFY_TO: 'sales@ventaura.example', NOTIFY_FROM: 'website@ventaura.example', CONTENT_HOOK_SECRET: 'e2e-content-hook-secret' }
const E2E_VARS = Object.entries(E2E_SETTINGS)
  .map(([key, value]) => `${key}=${value}`)
  .join('\n')

export const E2E_SERVER = {
  command: 'rm -rf .wrangler/e2e-state && node scripts/start.ts',
  // TRUST_CF_CONNECTING_IP: the tests that send messages each name a client of their own (fixtures.ts freshIp).
  // PREVIEW_VARS: e-mail to the staff and the content webhook on, for this server alone (wrangler's simulated
  // send_email keeps what it is sent; nothing leaves the machine).
  env: { PORT: String(E2E_PORT), STATE_DIR: '.wrangler/e2e-state', TRUST_CF_CONNECTING_IP: '1', PREVIEW_VARS: E2E_VARS },
  /** Answers 200 once the server is up. */
  url: `http://127.0.0.1:${E2E_PORT}/en/`,
}

/** Set by `npm test` for Playwright when it has started the server itself. */
export const E2E_SERVER_STARTED = 'E2E_SERVER_STARTED'
