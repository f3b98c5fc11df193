/**
 * `npm test`: the type check, the workerd unit/integration tests (with the Node tests of the local server),
 * the Chromium browser tests, then one closing line with the totals. Every step runs even when an earlier one
 * fails, so one run shows all that is wrong; the exit code is non-zero if anything failed.
 *
 * The browser tests' system packages (scripts/ensure-system-packages.ts) install meanwhile: on a fresh
 * machine apt spends most of its minute waiting on the network, which the tests' CPU-bound steps fill.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { root, toolEnv } from './lib/run.ts'

const reports = resolve(root, 'reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

/** Runs a command with its output on ours, or into a file; resolves whether it succeeded. */
function exec(command: string, args: string[], logFile?: string): Promise<boolean> {
  const log = logFile ? openSync(logFile, 'w') : 'inherit'
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', log, log], env: toolEnv })
  return new Promise((done) => {
    child.on('error', () => done(false))
    child.on('exit', (code) => done(code === 0))
  })
}

function step(name: string, command: string, args: string[]): Promise<boolean> {
  console.log(`\n▶ ${name}`)
  return exec(command, args)
}

function counts(file: string, read: (json: any) => { passed: number; failed: number; skipped: number }) {
  const path = resolve(reports, file)
  return existsSync(path) ? read(JSON.parse(readFileSync(path, 'utf8'))) : undefined
}

const packagesLog = resolve(reports, 'system-packages.log')
const packages = exec('node', ['scripts/ensure-system-packages.ts'], packagesLog)

const typecheck = await step('type check', 'npm', ['run', '--silent', 'typecheck'])
const unitOk = await step('unit and integration tests (workerd, and Node for the local server)', 'vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile=${reports}/unit.json`])
console.log('\n▶ system packages for the browser tests (installed while the steps above ran)')
const chromium = await packages
process.stdout.write(readFileSync(packagesLog, 'utf8'))
const e2eOk = chromium && (await step('browser tests (Chromium, production build)', 'playwright', ['test']))

const unit = counts('unit.json', (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests }))
const e2e = counts('e2e.json', (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped }))

console.log('')
console.log(`type check: ${typecheck ? 'passed' : 'FAILED'}`)
console.log(`system packages: ${chromium ? 'installed' : `FAILED (${packagesLog})`}`)
for (const [name, c] of [['unit', unit], ['e2e', e2e]] as const) {
  console.log(c ? `${name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped` : `${name}: did not report`)
}
const passed = (unit?.passed ?? 0) + (e2e?.passed ?? 0) + (typecheck ? 1 : 0)
const failed = (unit?.failed ?? 0) + (e2e?.failed ?? 0) + (typecheck ? 0 : 1) + (unit ? 0 : 1) + (e2e ? 0 : 1)
const ok = typecheck && unitOk && e2eOk && failed === 0
console.log(`total: ${passed} passed, ${failed} failed`)
process.exit(ok ? 0 : 1)
