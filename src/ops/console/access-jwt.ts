/**
 * Cloudflare Access in front of the console (ACCESS_TEAM_DOMAIN and ACCESS_AUD set): a request is let in only
 * with a valid `Cf-Access-Jwt-Assertion`, an RS256 JWT signed by one of the team's keys
 * (https://<team>.cloudflareaccess.com/cdn-cgi/access/certs), for this application's audience, issued by the
 * team, and not expired. The keys are kept for KEYS_KEPT_MS; when they cannot be had, nobody is let in.
 */
import * as v from 'valibot'

export const KEYS_KEPT_MS = 10 * 60_000
/** Clocks differ a little between Access and the worker. */
const LEEWAY_S = 30

const Jwk = v.object({ kid: v.string(), kty: v.literal('RSA'), n: v.string(), e: v.string(), alg: v.optional(v.string()) })
const Certs = v.object({ keys: v.array(v.looseObject({ kid: v.optional(v.string()), kty: v.optional(v.string()) })) })
const Header = v.object({ alg: v.literal('RS256'), kid: v.string() })
const Claims = v.object({
  aud: v.union([v.string(), v.array(v.string())]),
  iss: v.string(),
  exp: v.number(),
  nbf: v.optional(v.number()),
  iat: v.optional(v.number()),
  sub: v.optional(v.string()),
  email: v.optional(v.string()),
})

export interface AccessSettings {
  /** https://<team>.cloudflareaccess.com */
  issuer: string
  audience: string
}

export type AccessCheck = { ok: true; identity: string; sessionKey: string } | { ok: false; status: 401 | 403 | 503; message: string }

/** Access's settings, when both are set. */
export function accessSettings(env: Env): AccessSettings | null {
  const team = (env.ACCESS_TEAM_DOMAIN ?? '').trim().replace(/^https?:\/\//, '').replace(/\/+$/, '')
  const audience = (env.ACCESS_AUD ?? '').trim()
  if (!team || !audience) return null
  return { issuer: `https://${team.includes('.') ? team : `${team}.cloudflareaccess.com`}`, audience }
}

let kept: { issuer: string; at: number; keys: Map<string, CryptoKey> } | null = null

/** Forgets the keys, as a new isolate has none (for tests). */
export function forgetAccessKeys(): void {
  kept = null
}

async function teamKeys(issuer: string): Promise<Map<string, CryptoKey>> {
  if (kept && kept.issuer === issuer && Date.now() - kept.at < KEYS_KEPT_MS) return kept.keys
  const res = await fetch(`${issuer}/cdn-cgi/access/certs`, { signal: AbortSignal.timeout(5000) })
  if (!res.ok) throw new Error(`the team's keys answered ${res.status}`)
  const certs = v.parse(Certs, await res.json())
  const keys = new Map<string, CryptoKey>()
  for (const candidate of certs.keys) {
    const jwk = v.safeParse(Jwk, candidate)
    if (!jwk.success) continue
    keys.set(jwk.output.kid, await crypto.subtle.importKey('jwk', { kty: 'RSA', n: jwk.output.n, e: jwk.output.e, alg: 'RS256', ext: true }, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['verify']))
  }
  if (!keys.size) throw new Error('the team has no RSA keys')
  kept = { issuer, at: Date.now(), keys }
  return keys
}

function base64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '='))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

const json = (part: string): unknown => JSON.parse(new TextDecoder().decode(base64url(part)))

export async function checkAccessJwt(settings: AccessSettings, token: string | undefined, nowMs: number): Promise<AccessCheck> {
  if (!token) return { ok: false, status: 401, message: 'Sign in through Cloudflare Access: the request carries no Access token' }
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, status: 403, message: 'The Access token is not a JWT' }
  const [head = '', body = '', signature = ''] = parts
  let header: v.InferOutput<typeof Header>
  let claims: v.InferOutput<typeof Claims>
  try {
    header = v.parse(Header, json(head))
    claims = v.parse(Claims, json(body))
  } catch {
    return { ok: false, status: 403, message: 'The Access token cannot be read' }
  }
  let keys: Map<string, CryptoKey>
  try {
    keys = await teamKeys(settings.issuer)
  } catch (error) {
    return { ok: false, status: 503, message: `The Access keys cannot be fetched just now (${error instanceof Error ? error.message : String(error)}); try again in a minute` }
  }
  const key = keys.get(header.kid)
  if (!key) return { ok: false, status: 403, message: 'The Access token is signed by a key the team does not have' }
  let valid = false
  try {
    valid = await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, base64url(signature), new TextEncoder().encode(`${head}.${body}`))
  } catch {
    valid = false
  }
  if (!valid) return { ok: false, status: 403, message: 'The Access token\'s signature is not valid' }
  const now = nowMs / 1000
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
  if (!audiences.includes(settings.audience)) return { ok: false, status: 403, message: 'The Access token is for another application' }
  if (claims.iss !== settings.issuer) return { ok: false, status: 403, message: 'The Access token is from another team' }
  if (claims.exp + LEEWAY_S < now) return { ok: false, status: 403, message: 'The Access token has expired' }
  if (claims.nbf !== undefined && claims.nbf - LEEWAY_S > now) return { ok: false, status: 403, message: 'The Access token is not valid yet' }
  const identity = claims.email ?? claims.sub ?? 'Access'
  return { ok: true, identity, sessionKey: `access:${claims.sub ?? identity}:${claims.iat ?? claims.exp}` }
}
