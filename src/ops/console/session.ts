/**
 * Who may use the console (issue 52). With Cloudflare Access set up (access-jwt.ts), whoever Access signed the
 * request for. Without it, whoever signed in with OPS_TOKEN: the sign-in form sets a session cookie, signed and
 * with its expiry inside (HttpOnly, SameSite=Strict, Secure and `__Host-` on https; a local http origin cannot
 * keep a Secure cookie). Every action is a POST carrying a CSRF token tied to the session.
 */
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv } from '../../env.ts'
import { tokensMatch } from '../operator-request.ts'
import { accessSettings, checkAccessJwt } from './access-jwt.ts'
import { signed, verifies } from './keys.ts'

/** How long a sign-in lasts. */
export const SESSION_MS = 8 * 60 * 60_000

export interface Operator {
  /** Who, as Access names them, or "OPS_TOKEN". */
  identity: string
  /** What the CSRF token is tied to: this session. */
  sessionKey: string
  via: 'access' | 'token'
}

export type OperatorCheck = { ok: true; operator: Operator } | { ok: false; status: 401 | 403 | 404 | 503; message: string; signIn: boolean }

const secure = (c: Context<AppEnv>) => new URL(c.req.url).protocol === 'https:'
/** The cookie's name: `__Host-` where the browser can hold it to that rule (https, Path=/, no Domain). */
const cookieName = (c: Context<AppEnv>, name: string) => (secure(c) ? `__Host-${name}` : name)
const SESSION = 'ops-session'
const SIGN_IN = 'ops-sign-in'

function cookie(c: Context<AppEnv>, name: string, value: string, maxAgeS: number): string {
  return [`${cookieName(c, name)}=${value}`, 'Path=/', `Max-Age=${maxAgeS}`, 'HttpOnly', 'SameSite=Strict', ...(secure(c) ? ['Secure'] : [])].join('; ')
}

export async function operatorOf(c: Context<AppEnv>): Promise<OperatorCheck> {
  const token = c.env.OPS_TOKEN
  if (!token) return { ok: false, status: 404, message: 'The operator console is disabled: OPS_TOKEN is not set', signIn: false }
  const access = accessSettings(c.env)
  if (access) {
    const check = await checkAccessJwt(access, c.req.header('Cf-Access-Jwt-Assertion'), Date.now())
    return check.ok ? { ok: true, operator: { identity: check.identity, sessionKey: check.sessionKey, via: 'access' } } : { ...check, signIn: false }
  }
  const value = getCookie(c, cookieName(c, SESSION)) ?? ''
  const [expires = '', signature = ''] = value.split('.')
  if (!/^\d{13}$/.test(expires) || !(await verifies(token, 'session', expires, signature))) return { ok: false, status: 401, message: '', signIn: true }
  if (Number(expires) <= Date.now()) return { ok: false, status: 401, message: 'expired', signIn: true }
  return { ok: true, operator: { identity: 'OPS_TOKEN', sessionKey: `token:${expires}`, via: 'token' } }
}

/** The CSRF token of an operator's forms. */
export const csrfToken = (c: Context<AppEnv>, operator: Operator) => signed(c.env.OPS_TOKEN, 'csrf', operator.sessionKey)

/** Whether a form's CSRF token is this operator's. */
export const csrfMatches = (c: Context<AppEnv>, operator: Operator, given: string) => verifies(c.env.OPS_TOKEN, 'csrf', operator.sessionKey, given)

/**
 * The sign-in form's own CSRF value and the cookie that holds it: the form's hidden field must match the cookie
 * (a double submit), so another site cannot sign a browser in.
 */
export function signInChallenge(c: Context<AppEnv>): { value: string; setCookie: string } {
  const value = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
  return { value, setCookie: cookie(c, SIGN_IN, value, 3600) }
}

export type SignIn = { ok: true; setCookies: string[] } | { ok: false; reason: 'csrf' | 'token' }

/** Checks a sign-in form; when it holds, the cookies that start the session. */
export async function signIn(c: Context<AppEnv>, form: { token: string; csrf: string }): Promise<SignIn> {
  const challenge = getCookie(c, cookieName(c, SIGN_IN)) ?? ''
  if (!challenge || !tokensMatch(form.csrf, challenge)) return { ok: false, reason: 'csrf' }
  if (!tokensMatch(form.token, c.env.OPS_TOKEN)) return { ok: false, reason: 'token' }
  const expires = String(Date.now() + SESSION_MS)
  return { ok: true, setCookies: [cookie(c, SESSION, `${expires}.${await signed(c.env.OPS_TOKEN, 'session', expires)}`, SESSION_MS / 1000), cookie(c, SIGN_IN, '', 0)] }
}

/** The cookie that ends the session in this browser. */
export const signOutCookie = (c: Context<AppEnv>) => cookie(c, SESSION, '', 0)
