/**
 * The console's signatures (its session cookie, its CSRF tokens): HMAC-SHA256 under a key derived from OPS_TOKEN,
 * so that changing the token ends every session and no cookie ever holds the token itself.
 */
const encoder = new TextEncoder()

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')

async function keyOf(opsToken: string): Promise<CryptoKey> {
  const derived = await crypto.subtle.digest('SHA-256', encoder.encode(`ventaura-ops-console\u0000${opsToken}`))
  return crypto.subtle.importKey('raw', derived, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}

/** The signature of `text` for `purpose` (a session, a CSRF token): hex. */
export async function signed(opsToken: string, purpose: string, text: string): Promise<string> {
  return hex(await crypto.subtle.sign('HMAC', await keyOf(opsToken), encoder.encode(`${purpose}\u0000${text}`)))
}

/** Whether `signature` is that of `text` for `purpose`, compared in constant time. */
export async function verifies(opsToken: string, purpose: string, text: string, signature: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false
  const bytes = new Uint8Array(32)
  for (let i = 0; i < 32; i++) bytes[i] = Number.parseInt(signature.slice(i * 2, i * 2 + 2), 16)
  return crypto.subtle.verify('HMAC', await keyOf(opsToken), bytes, encoder.encode(`${purpose}\u0000${text}`))
}
