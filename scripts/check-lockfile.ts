/**
 * The lockfile holds every platform's optional packages (workerd's and @napi-rs/canvas's binaries for macOS,
 * ARM and Windows), so that `npm ci` on any machine gets the binary it needs. npm 11 writes only the entries
 * it finds missing on the machine it runs on, so a lockfile made on Linux can lack the others: this names
 * each optional dependency that no entry resolves to at a satisfying version. Run after `npm install` (CI
 * does), it also fails if the install changed the lockfile, which means the committed one was incomplete.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import semver from 'semver'
import { root } from './lib/run.ts'

interface Entry {
  version?: string
  optionalDependencies?: Record<string, string>
}

const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, Entry> }
const packages = lock.packages

/** The entry Node's resolution finds for `name` required from the package at `from` (nearest node_modules up). */
function resolveFrom(from: string, name: string): Entry | undefined {
  let dir = from
  for (;;) {
    const entry = packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]
    if (entry) return entry
    if (dir === '') return undefined
    const cut = dir.lastIndexOf('/node_modules/')
    dir = cut < 0 ? '' : dir.slice(0, cut)
  }
}

const missing: string[] = []
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const found = resolveFrom(path, name)
    if (!found?.version || !semver.satisfies(found.version, range)) missing.push(`${path || '(root)'} → ${name}@${range}`)
  }
}

const changed = spawnSync('git', ['diff', '--quiet', '--', 'package-lock.json'], { cwd: root }).status === 1

if (missing.length > 0) console.error(`package-lock.json lacks ${missing.length} optional packages:\n  ${missing.join('\n  ')}`)
if (changed) console.error('npm install changed package-lock.json: commit the lockfile it wrote (git diff package-lock.json).')
if (missing.length > 0 || changed) process.exit(1)
console.log('package-lock.json: every optional package of every platform is locked')
