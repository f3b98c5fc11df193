/**
 * Identifies a client for the message rate limit without storing its address: SHA-256 (hex) of a
 * deployment secret and the IP Cloudflare reports (or the first X-Forwarded-For hop locally).
 */
export async function clientIpHash(headers: Headers, secret: string | undefined): Promise<string> {
  const ip = headers.get('CF-Connecting-IP') ?? headers.get('X-Forwarded-For')?.split(',')[0]?.trim() ?? 'unknown'
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${secret || 'ventaura'}:${ip}`))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}
