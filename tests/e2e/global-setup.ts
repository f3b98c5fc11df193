import { spawn, spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { E2E_CHROMIUM } from './browser.ts'
import { unpackOldChromium } from './engines/old-chromium.ts'
import { freePort } from './servers.ts'

const VNU_JAR = resolve(import.meta.dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar')

/**
 * Before the browser tests: prints the browser's version and the fonts it can use (layout depends on both, so
 * a run on another machine shows at once what differs), unpacks the old Chromium of the cross-engine tests
 * (engines/old-chromium.ts) and starts one Nu Html Checker service for every test
 * (a JVM takes seconds to start; checking a page in a running one takes milliseconds). Its address reaches
 * the tests as VNU_URL (tests/e2e/vnu.ts waits for it to answer); the returned function stops it.
 */
export default async function globalSetup(): Promise<() => void> {
  const out = (command: string, args: string[]) => spawnSync(command, args, { encoding: 'utf8' }).stdout?.trim() || `(no ${command})`
  const families = [...new Set(out('fc-list', [':', 'family']).split('\n').map((line) => line.split(',')[0]!.trim()))].sort()
  console.log(`${E2E_CHROMIUM}: ${out(E2E_CHROMIUM, ['--version'])}\nfonts: ${families.join(', ')}`)
  console.log(`cross-engine tests: ${out('firefox-esr', ['--version'])}, Chromium ${unpackOldChromium()} (@sparticuz/chromium)`)

  const port = await freePort()
  // The quick compiler alone and one collector thread: the checker runs for minutes, not hours, and so spends
  // half the CPU time (18 CPU-seconds for start-up and 80 pages, 9 with these) and answers no slower.
  const jvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss2m']
  const checker = spawn('java', [...jvm, '-cp', VNU_JAR, 'nu.validator.servlet.Main', String(port)], { stdio: 'ignore', detached: true })
  process.env.VNU_URL = `http://127.0.0.1:${port}/?out=json`
  return () => {
    if (checker.pid && checker.exitCode === null) process.kill(-checker.pid, 'SIGTERM')
  }
}
