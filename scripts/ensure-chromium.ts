/** The browser tests use Debian's Chromium (Playwright cannot download its own here); install it if missing. */
import { existsSync } from 'node:fs'
import { run } from './lib/run.ts'

export const CHROMIUM = '/usr/bin/chromium'

if (!existsSync(CHROMIUM)) {
  console.log('Installing Debian chromium for the browser tests…')
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' })
}
