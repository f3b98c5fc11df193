/**
 * The network a client sends from, as the message rate limit counts it: an IPv4 address on its own; an
 * IPv6 address by its /64, because one subscriber (a home, a phone, a server) gets a whole /64 and can
 * use a fresh address for every request. An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) is IPv4.
 */

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/

/** The eight 16-bit groups of an IPv6 address, or null. The URL parser does the parsing (and its edge cases). */
function ipv6Groups(text: string): number[] | null {
  let host: string
  try {
    host = new URL(`http://[${text}]/`).hostname.slice(1, -1)
  } catch {
    return null
  }
  // The URL parser writes the canonical form: lower case, at most one `::`, no embedded IPv4.
  const [head = '', tail] = host.split('::')
  const part = (s: string) => (s === '' ? [] : s.split(':').map((g) => Number.parseInt(g, 16)))
  const left = part(head)
  const right = tail === undefined ? [] : part(tail)
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}

/** What every value that is no address counts as: one client, so made-up values are not a key each. */
export const NO_ADDRESS = 'unknown'

/**
 * `203.0.113.7`, `2001:db8:1:2::/64`, or NO_ADDRESS when the text is no address at all (`junk1`,
 * `203.0.113.256`): a client that could send any text there would otherwise get a fresh limit with each.
 */
export function clientNetwork(ip: string): string {
  const text = ip.trim().toLowerCase()
  if (IPV4.test(text)) return text
  const groups = ipv6Groups(text)
  if (!groups) return NO_ADDRESS
  const mappedIpv4 = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff
  if (mappedIpv4) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.')
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`
}
