import puppeteer, { type Browser } from 'puppeteer-core'
import { OLD_CHROMIUM, OLD_CHROMIUM_LIBRARIES } from './old-chromium.ts'

/**
 * The engines the cross-engine smoke suite (engines.spec.ts) runs in besides current Chromium (where the rest of
 * the suite runs, failing on any console error), driven by Puppeteer: Playwright drives only its own browser
 * builds. Debian's Firefox ESR over WebDriver BiDi, and an old Chromium (old-chromium.ts) over CDP, standing for
 * the in-app and Chinese browsers' cores.
 */
export interface Engine {
  name: string
  launch(): Promise<Browser>
}

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update']

export const ENGINES: readonly Engine[] = [
  { name: 'Firefox ESR', launch: () => puppeteer.launch({ browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true }) },
  {
    name: 'Chromium 103',
    launch: () =>
      puppeteer.launch({
        browser: 'chrome',
        executablePath: OLD_CHROMIUM,
        headless: true,
        // Its libraries beside it, and no zygote (it expects Lambda's sandbox). Not --single-process, which
        // Lambda uses: there a cookie set by a script can miss the navigation that follows it.
        env: { ...process.env, LD_LIBRARY_PATH: OLD_CHROMIUM_LIBRARIES },
        args: [...CHROMIUM_ARGS, '--no-zygote'],
      }),
  },
]
