/**
 * The resident memory of the workerd processes behind a local server, found from the port it listens on:
 * the process holding that socket, then its descendants named workerd (Linux /proc).
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

function listeningInodes(port: number): Set<string> {
  const hex = port.toString(16).toUpperCase().padStart(4, '0')
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = ''
    try {
      text = readFileSync(table, 'utf8')
    } catch {
      continue
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/)
      // local address, state 0A (LISTEN), inode
      if (fields[1]?.endsWith(`:${hex}`) && fields[3] === '0A' && fields[9]) inodes.add(fields[9])
    }
  }
  return inodes
}

const pids = () => readdirSync('/proc').filter((name) => /^\d+$/.test(name))

function holderOf(inodes: Set<string>): string | undefined {
  for (const pid of pids()) {
    let fds: string[] = []
    try {
      fds = readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`)
        if (inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? '')) return pid
      } catch {
        // gone meanwhile
      }
    }
  }
  return undefined
}

function status(pid: string): { name: string; ppid: string; rssKb: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8')
    const field = (name: string) => new RegExp(`^${name}:\\s+(.+)$`, 'm').exec(text)?.[1]?.trim() ?? ''
    return { name: field('Name'), ppid: field('PPid'), rssKb: Number.parseInt(field('VmRSS'), 10) || 0 }
  } catch {
    return undefined
  }
}

/** MB of resident memory of the workerd processes under the server on `port`; null when none is found. */
export function workerdMemoryMb(port: number): number | null {
  const root = holderOf(listeningInodes(port))
  if (!root) return null
  const all = new Map(pids().flatMap((pid) => (status(pid) ? [[pid, status(pid)!] as const] : [])))
  const under = (pid: string): boolean => {
    for (let at: string | undefined = pid, hops = 0; at && at !== '0' && hops < 20; at = all.get(at)?.ppid, hops++) if (at === root) return true
    return false
  }
  const workerd = [...all].filter(([pid, s]) => s.name === 'workerd' && under(pid))
  return workerd.length ? workerd.reduce((sum, [, s]) => sum + s.rssKb, 0) / 1024 : null
}
