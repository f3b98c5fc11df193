/**
 * The Chromium the browser tests run: Debian's chromium-headless-shell (the same version as its chromium, and
 * what Playwright runs headless by default), about 0.6 of the time the full browser's headless mode takes for
 * the suite on the project's machine. `E2E_CHROMIUM=/usr/bin/chromium` runs the suite in the full browser.
 */
export const E2E_CHROMIUM = process.env.E2E_CHROMIUM || '/usr/bin/chromium-headless-shell'
