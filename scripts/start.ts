/**
 * `npm start`: build, prepare the local D1 database and serve the production build in workerd at
 * http://127.0.0.1:8787 (PORT overrides). `npm run dev` does the same preparation, then runs the
 * hot-reloading dev server instead of a build.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { withMissingSecrets } from './lib/dev-vars.ts'
import { persistArgs, root, run, start } from './lib/run.ts'

const dev = process.argv.includes('--dev')

const devVars = resolve(root, '.dev.vars')
const existing = existsSync(devVars) ? readFileSync(devVars, 'utf8') : null
const { text, added } = withMissingSecrets(existing ?? '')
if (added.length) {
  writeFileSync(devVars, text, { mode: 0o600 })
  console.log(`${existing === null ? 'Created' : 'Added to'} ${devVars}: a random ${added.join(' and ')}.`)
}

if (!dev) run('vite', ['build'])
run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...persistArgs()])
run('node', ['scripts/seed.ts', '--if-empty', ...persistArgs()])

const server = start('vite', [dev ? 'dev' : 'preview'])
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
