/**
 * The signature of the CMS's content webhook (issue 52): `X-Content-Signature: t=<unix seconds>,sha256=<hex>`,
 * an HMAC-SHA256 under CONTENT_HOOK_SECRET over `<t>.<raw body>`. The time is signed with the body, so a call
 * cannot be given a new time; one older (or further ahead) than HOOK_WINDOW_S is refused, and within it a
 * signature is taken once (content-hook.ts).
 */

/** How far a call's time may be from the worker's, in seconds. */
export const HOOK_WINDOW_S = 300

const HEADER = /^t=(\d{1,12}),sha256=([0-9a-f]{64})$/

export type SignatureCheck = { ok: true; signature: string } | { ok: false; message: string }

const encoder = new TextEncoder()

function bytesOfHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

const key = (secret: string, usage: 'sign' | 'verify') => crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage])

/** The header's value for a body at a time: what a CMS sends (and what the tests and the docs' example make). */
export async function signContentHook(secret: string, body: string, seconds: number): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await key(secret, 'sign'), encoder.encode(`${seconds}.${body}`)))
  return `t=${seconds},sha256=${Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/** Whether `header` signs `body` under `secret` at a time within the window of `nowMs`. */
export async function checkContentHook(secret: string, header: string | undefined, body: string, nowMs: number): Promise<SignatureCheck> {
  if (!header) return { ok: false, message: 'X-Content-Signature is missing' }
  const parts = HEADER.exec(header.trim().toLowerCase())
  if (!parts) return { ok: false, message: 'X-Content-Signature must read t=<unix seconds>,sha256=<64 hex digits>' }
  const [, seconds = '', hex = ''] = parts
  if (Math.abs(nowMs / 1000 - Number(seconds)) > HOOK_WINDOW_S) return { ok: false, message: `The signature's time is more than ${HOOK_WINDOW_S / 60} minutes from now` }
  // verify() compares in constant time.
  const valid = await crypto.subtle.verify('HMAC', await key(secret, 'verify'), bytesOfHex(hex), encoder.encode(`${seconds}.${body}`))
  return valid ? { ok: true, signature: hex } : { ok: false, message: 'The signature does not match the body' }
}
