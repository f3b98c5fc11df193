/** Helpers for the few browser tests that serve the site a second time (another state, another project copy). */
import { spawnSync, type ChildProcess } from 'node:child_process'
import http from 'node:http'

/**
 * A port nothing listens on now, below Linux's ephemeral range (32768 and up): a server that takes the port later
 * (npm start builds for a minute first) cannot lose it to another test's server listening on port 0, which the
 * system gives out of that range.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000)
    const probe = http.createServer()
    const free = await new Promise<boolean>((done) => {
      probe.once('error', () => done(false))
      probe.listen(port, '127.0.0.1', () => done(true))
    })
    if (free) {
      await new Promise((done) => probe.close(done))
      return port
    }
  }
}

/** The first answer `url` gives, asking again every 250 ms until `until` (a time in ms) while nothing listens. */
export async function firstAnswer(url: string, until: number): Promise<Response> {
  for (;;) {
    try {
      return await fetch(url)
    } catch (error) {
      if (Date.now() > until) throw error
      await new Promise((done) => setTimeout(done, 250))
    }
  }
}

/** Stops a server started with `detached: true` (its process group: wrangler and workerd too) and waits for it to exit. */
export async function stopServer(server: ChildProcess | undefined): Promise<void> {
  if (!server?.pid || server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise((done) => server.once('exit', done))
  process.kill(-server.pid, 'SIGTERM')
  await exited
}

/** Runs a command to its end (a migration, a seed), throwing with what it printed when it fails. */
export function runOrThrow(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): void {
  const result = spawnSync(command, args, { ...options, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stdout}${result.stderr}`)
}
