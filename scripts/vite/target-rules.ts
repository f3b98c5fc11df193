/**
 * What the local server accepts as a request target, before it makes a URL of it: Vite's Cloudflare plugin
 * resolves the target against `http://<Host>`, so a path of `//evil.example/x` or an absolute target
 * `http://evil.example/x` would become a request for another origin, and the worker would take its canonical
 * URLs from it. Pure: the workerd tests check it.
 */
import type { Refusal } from './host-rules.ts'

function sameHost(url: URL, host: string): boolean {
  try {
    return url.host === new URL(`${url.protocol}//${host}`).host
  } catch {
    return false
  }
}

/** The target to pass on (an absolute one made a path), or why it is refused. */
export function checkTarget(target: string, host: string): { path: string } | Refusal {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) {
    // RFC 9112 §3.2.2: a server accepts the absolute form; the origin stays the Host's, so it must name the same.
    let url: URL
    try {
      url = new URL(target)
    } catch {
      return { status: 400, reason: 'the request target is not a URL' }
    }
    if (!sameHost(url, host)) return { status: 400, reason: 'the request target names another host than its Host header' }
    return checkTarget(url.pathname + url.search, host)
  }
  if (!target.startsWith('/')) return { status: 400, reason: 'the request target is not a path' }
  if (target.startsWith('//')) return { status: 400, reason: 'a path may not start with //' }
  return { path: target }
}
