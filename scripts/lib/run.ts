import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { delimiter, resolve } from 'node:path'

export const root = resolve(import.meta.dirname, '../..')

/** The project's tools (Node 22 among them) first on PATH, and wrangler kept quiet and offline. */
export const toolEnv: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: `${resolve(root, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
}

/** Runs a command to completion, printing its output; exits this process if it fails. */
export function run(command: string, args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...toolEnv, ...env } })
  if (result.status !== 0) {
    console.error(`✗ ${command} ${args.join(' ')} failed`)
    process.exit(result.status ?? 1)
  }
}

/** Starts a long-running command whose output goes to ours. */
export function start(command: string, args: string[], env: Record<string, string> = {}, { quiet = false } = {}): ChildProcess {
  return spawn(command, args, { cwd: root, stdio: quiet ? 'ignore' : 'inherit', env: { ...toolEnv, ...env } })
}

/** wrangler's flag for the local state directory the vite plugin also uses (STATE_DIR, else .wrangler/state). */
export function persistArgs(): string[] {
  return process.env.STATE_DIR ? ['--persist-to', process.env.STATE_DIR] : []
}
