/**
 * The system packages the browser tests, bench and Lighthouse rely on, installed with apt when missing, so a
 * fresh machine runs what any other ran: Debian's Chromium (Playwright cannot download its own here), its
 * headless shell (the browser tests' Chromium) and the fonts of the site's font stack that Linux has (Noto Sans
 * CJK SC: without it Chinese renders as boxes, and English falls back to DejaVu Sans, which is much wider), and
 * Firefox ESR for the cross-engine tests (tests/e2e/engines.spec.ts).
 */
import { spawnSync } from 'node:child_process'
import { run } from './lib/run.ts'

export const PACKAGES = ['chromium', 'chromium-headless-shell', 'fonts-noto-cjk', 'firefox-esr']

const installed = (name: string) => spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' }).stdout?.includes('install ok installed')
const missing = PACKAGES.filter((name) => !installed(name))

if (missing.length > 0) {
  console.log(`Installing ${missing.join(', ')} with apt…`)
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', ...missing], { DEBIAN_FRONTEND: 'noninteractive' })
}
