/**
 * `npm test`: the type check, the workerd unit/integration tests (with the Node tests of the local server),
 * the Chromium browser tests, then one closing line with the totals. Every step runs even when an earlier one
 * fails, so one run shows all that is wrong; the exit code is non-zero if anything failed.
 *
 * Beside the unit tests, whose files spend part of their time waiting, run the single-threaded type check, the
 * browser tests' system packages (scripts/ensure-system-packages.ts: on a fresh machine apt mostly waits on the
 * network) and the build behind the browser tests' server (scripts/lib/e2e-server.ts), which Playwright then
 * uses. Their output is kept in reports/ and printed after the unit tests'.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { answersOk } from './lib/answers.ts'
import { E2E_SERVER, E2E_SERVER_STARTED } from './lib/e2e-server.ts'
import { root, toolEnv } from './lib/run.ts'

const reports = resolve(root, 'reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

/** Starts a command with its output on ours, or into a file; `detached`: in a process group of its own. */
function launch(command: string, args: string[], logFile?: string, env: NodeJS.ProcessEnv = {}, detached = false): ChildProcess {
  const log = logFile ? openSync(logFile, 'w') : 'inherit'
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', log, log], env: { ...toolEnv, ...env }, detached })
  if (typeof log === 'number') closeSync(log) // the child has its own copy
  return child
}

/** Whether a command exits successfully. */
function succeeds(child: ChildProcess): Promise<boolean> {
  return new Promise((done) => {
    child.on('error', () => done(false))
    child.on('exit', (code) => done(code === 0))
  })
}

function counts(file: string, read: (json: any) => { passed: number; failed: number; skipped: number }) {
  const path = resolve(reports, file)
  return existsSync(path) ? read(JSON.parse(readFileSync(path, 'utf8'))) : undefined
}

/** Prints a step's heading and the log it wrote. */
function report(name: string, logFile: string): void {
  console.log(`\n▶ ${name}`)
  process.stdout.write(readFileSync(logFile, 'utf8'))
}

const log = (name: string) => resolve(reports, `${name}.log`)
const packages = succeeds(launch('node', ['scripts/ensure-system-packages.ts'], log('system-packages')))
// A server already on the port is Playwright's to judge (reused outside CI, an error in CI), never taken for ours.
const portTaken = await fetch(E2E_SERVER.url).then(() => true, () => false)
// Its own process group (sh, scripts/start.ts, vite, workerd), stopped whole when the tests end or are stopped.
const server = portTaken ? undefined : launch('sh', ['-c', E2E_SERVER.command], log('e2e-server'), E2E_SERVER.env, true)
const stopServer = () => {
  try {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM')
  } catch {
    // The group has already ended.
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => (stopServer(), process.exit(1)))
const typechecked = succeeds(launch('npm', ['run', '--silent', 'typecheck'], log('typecheck')))

console.log('\n▶ unit and integration tests (workerd, and Node for the local server)')
const unitOk = await succeeds(launch('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile=${reports}/unit.json`]))
const typecheck = await typechecked
report('type check', log('typecheck'))
const chromium = await packages
report('system packages for the browser tests', log('system-packages'))

const started = server !== undefined && (await answersOk(E2E_SERVER.url, { ms: 180_000, alive: () => server.exitCode === null }))
// Not serving: Playwright starts its own, and the log says why this one did not.
if (server && !started) report('the browser tests’ server did not start', log('e2e-server'))
console.log('\n▶ browser tests (Chromium, production build)')
const e2eOk = chromium && (await succeeds(launch('playwright', ['test'], undefined, started ? { [E2E_SERVER_STARTED]: '1' } : {})))
stopServer()

const unit = counts('unit.json', (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests }))
const e2e = counts('e2e.json', (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped }))

console.log('')
console.log(`type check: ${typecheck ? 'passed' : 'FAILED'}`)
console.log(`system packages: ${chromium ? 'installed' : `FAILED (${log('system-packages')})`}`)
for (const [name, c] of [['unit', unit], ['e2e', e2e]] as const) {
  console.log(c ? `${name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped` : `${name}: did not report`)
}
const passed = (unit?.passed ?? 0) + (e2e?.passed ?? 0) + (typecheck ? 1 : 0)
const failed = (unit?.failed ?? 0) + (e2e?.failed ?? 0) + (typecheck ? 0 : 1) + (unit ? 0 : 1) + (e2e ? 0 : 1)
const ok = typecheck && unitOk && e2eOk && failed === 0
console.log(`total: ${passed} passed, ${failed} failed`)
process.exit(ok ? 0 : 1)
