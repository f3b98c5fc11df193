/**
 * `npm run profile -- /path [/path…]`: where a fresh render's time goes. Builds, serves the demo content on a fresh
 * state (port 8795, `PROFILE_PORT`), then for each path takes a CPU profile of the worker through its inspector
 * while wrk renders that page afresh (the operator token, 1 thread, 8 connections, 8 s: `PROFILE_SECONDS`) and
 * prints the functions that took the most time by themselves, and the modules, as shares of the time sampled.
 * With `--cached`, the page is served from the page cache instead. Then, without the profiler, workerd's CPU
 * time per request (all its threads, the local simulators included: the steadiest measure on a busy machine).
 * Not part of `npm test`; it asserts nothing.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { answersOk } from './lib/answers.ts'
import { withMissingSecrets } from './lib/dev-vars.ts'
import { root, run, start } from './lib/run.ts'
import { inspectorUrl } from './lib/worker-heap.ts'

const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
/** `--cached`: profile the page served from the page cache instead of rendered afresh. */
const cached = process.argv.includes('--cached')
if (paths.length === 0) throw new Error('name the pages to profile: npm run profile -- / /en/product')
const port = Number(process.env.PROFILE_PORT ?? 8795)
const origin = `http://127.0.0.1:${port}`
const seconds = process.env.PROFILE_SECONDS ?? '8'

if (!existsSync('/usr/bin/wrk')) run('apt-get', ['install', '-y', '-qq', 'wrk'])
const devVars = resolve(root, '.dev.vars')
const { text } = withMissingSecrets(existsSync(devVars) ? readFileSync(devVars, 'utf8') : '')
writeFileSync(devVars, text, { mode: 0o600 })
const token = /^OPS_TOKEN=(.*)$/m.exec(text)?.[1]?.trim() ?? ''

const STATE_DIR = '.wrangler/profile-state'
rmSync(resolve(root, STATE_DIR), { recursive: true, force: true })
const server = start('node', ['scripts/start.ts'], { PORT: String(port), STATE_DIR }, { quiet: true })
process.on('exit', () => server.kill())
if (!(await answersOk(`${origin}/en/`))) throw new Error('the server did not start')

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

/** CPU time (user and system) of the newest workerd process so far, in ms, from /proc (Linux). */
function workerdCpuMs(): number {
  const pid = spawnSync('pgrep', ['-n', 'workerd'], { encoding: 'utf8' }).stdout.trim()
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  // utime and stime, fields 14 and 15 of stat (11 and 12 after the command), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** A session with the worker's inspector: `call` sends a method and resolves with its result. */
async function inspector(): Promise<{ call: <T>(method: string, params?: object) => Promise<T>; close: () => void }> {
  const url = await inspectorUrl(origin)
  if (!url) throw new Error('the worker has no inspector')
  const socket = new WebSocket(url, { headers: { Origin: 'http://localhost' } } as unknown as string[])
  await new Promise((resolve, reject) => {
    socket.onopen = resolve
    socket.onerror = reject
  })
  let next = 0
  const waiting = new Map<number, (result: unknown) => void>()
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown }
    if (message.id !== undefined) waiting.get(message.id)?.(message.result)
  }
  return {
    call: <T,>(method: string, params: object = {}) =>
      new Promise<T>((resolve) => {
        const id = ++next
        waiting.set(id, (result) => resolve(result as T))
        socket.send(JSON.stringify({ id, method, params }))
      }),
    close: () => socket.close(),
  }
}

const scriptDir = mkdtempSync(join(tmpdir(), 'profile-'))
const uncached = join(scriptDir, 'uncached.lua')
writeFileSync(uncached, cached ? 'request = function() return wrk.format(nil, wrk.path) end\n' : `request = function() return wrk.format(nil, wrk.path, { ["Authorization"] = "Bearer ${token}" }) end\n`)

/** Self time by function and by module, and time with callees by function, as shares of the time sampled. */
function summarise(profile: Profile): { functions: [string, number][]; modules: [string, number][]; inclusive: [string, number][] } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const self = new Map<number, number>()
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))
  const total = [...self.values()].reduce((a, b) => a + b, 0)
  const nameOf = (node: ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame
    return `${functionName || '(anonymous)'} ${url.replace(/^.*\/(node_modules\/)?/, '') || '(native)'}:${lineNumber + 1}`
  }
  const functions = new Map<string, number>()
  const modules = new Map<string, number>()
  for (const [id, time] of self) {
    const node = byId.get(id)!
    const file = node.callFrame.url.replace(/^.*\/(node_modules\/)?/, '') || '(native)'
    functions.set(nameOf(node), (functions.get(nameOf(node)) ?? 0) + time / total)
    modules.set(file, (modules.get(file) ?? 0) + time / total)
  }
  // A function's time with its callees, counted once however deeply it recurses.
  const inclusive = new Map<string, number>()
  const parents = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id)
  for (const [id, time] of self) {
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const name = nameOf(byId.get(at)!)
      if (seen.has(name)) continue
      seen.add(name)
      inclusive.set(name, (inclusive.get(name) ?? 0) + time / total)
    }
  }
  const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n)
  return { functions: top(functions, 30), modules: top(modules, 12), inclusive: top(inclusive, 40) }
}

for (const path of paths) {
  // Warm every route and cache the page depends on, then profile the load.
  spawnSync('wrk', ['-t1', '-c4', '-d2s', '-s', uncached, `${origin}${path}`])
  const session = await inspector()
  await session.call('Profiler.enable')
  await session.call('Profiler.setSamplingInterval', { interval: 100 })
  await session.call('Profiler.start')
  const { stdout } = spawnSync('wrk', ['-t1', '-c8', `-d${seconds}s`, '-s', uncached, `${origin}${path}`], { encoding: 'utf8' })
  const { profile } = await session.call<{ profile: Profile }>('Profiler.stop')
  session.close()
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? '?'
  // Without the profiler: the CPU time workerd (all its threads, the simulators included) spends per request.
  const before = workerdCpuMs()
  const requests = Number(/(\d+) requests in/.exec(spawnSync('wrk', ['-t1', '-c8', `-d${seconds}s`, '-s', uncached, `${origin}${path}`], { encoding: 'utf8' }).stdout)?.[1] ?? NaN)
  const perRequest = (workerdCpuMs() - before) / requests
  const { functions, modules, inclusive } = summarise(profile)
  console.log(`\n### ${path}: ${rps} requests/s ${cached ? 'from the page cache' : 'uncached'} while profiled; workerd's CPU ${perRequest.toFixed(2)} ms a request without the profiler\n`)
  console.log('| self time | function |\n| ---: | --- |')
  for (const [name, share] of functions) console.log(`| ${(share * 100).toFixed(1)} % | \`${name}\` |`)
  console.log('\n| with callees | function |\n| ---: | --- |')
  for (const [name, share] of inclusive) console.log(`| ${(share * 100).toFixed(1)} % | \`${name}\` |`)
  console.log('\n| self time | module |\n| ---: | --- |')
  for (const [name, share] of modules) console.log(`| ${(share * 100).toFixed(1)} % | \`${name}\` |`)
}
rmSync(scriptDir, { recursive: true, force: true })
process.exit(0)
