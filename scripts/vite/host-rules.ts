/**
 * What the local server (`vite preview`, `vite dev`) accepts as a request's Host, before the worker sees it:
 * exactly one Host header (RFC 9112 §3.2), a host name or IP address with an optional port, and one this
 * machine answers for. Pure: the workerd tests check it.
 */
import * as v from 'valibot'

/** A DNS name or IPv4 address, or an IPv6 address in brackets; then an optional port. No userinfo, no path. */
const HOST = /^(?<name>[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?\.?|\[[0-9A-Fa-f:.]+\])(?::(?<port>\d{1,5}))?$/

const HostHeader = v.pipe(
  v.string(),
  v.regex(HOST),
  v.check((host) => Number(HOST.exec(host)?.groups?.port ?? 0) <= 65_535),
  // The URL parser checks what the pattern cannot (an IPv6 address's form) and spells the host as the worker will see it.
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      return new URL(`http://${dataset.value}/`).hostname
    } catch {
      addIssue()
      return NEVER
    }
  }),
)

export interface Refusal {
  status: 400 | 403
  reason: string
}

/**
 * Hosts answered besides those: IP addresses, `localhost` and `*.localhost` are always (what Vite allows by
 * default; a name that resolves here only by a rebinding DNS is refused, as Vite does).
 */
function isAllowed(hostname: string, allowed: readonly string[]): boolean {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[')) return true
  const name = hostname.replace(/\.$/, '').toLowerCase()
  if (name === 'localhost' || name.endsWith('.localhost')) return true
  return allowed.some((host) => (host.startsWith('.') ? name === host.slice(1) || name.endsWith(host) : name === host.toLowerCase()))
}

/** Why the Host header(s) of a request are refused, or null: `values` are all its Host header lines. */
export function hostRefusal(values: readonly string[], allowed: readonly string[] = []): Refusal | null {
  if (values.length === 0) return { status: 400, reason: 'a request needs a Host header' }
  if (values.length > 1) return { status: 400, reason: 'a request has one Host header, not several' }
  const parsed = v.safeParse(HostHeader, values[0]!.trim())
  if (!parsed.success) return { status: 400, reason: 'the Host header is not a host name or address with an optional port' }
  if (!isAllowed(parsed.output, allowed)) return { status: 403, reason: `this local server answers for localhost and IP addresses only, not ${parsed.output}` }
  return null
}
