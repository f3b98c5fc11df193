import type { Lang } from './routing/locale.ts'

/** Hono's environment: the bindings of wrangler.toml (typed by `wrangler types`) and per-request values. */
export interface AppEnv {
  Bindings: Env
  Variables: {
    /** The language of the requested path: `/en/…` is English, everything else zh-CN. */
    lang: Lang
    /** This response's CSP nonce (src/http/secure-responses.ts). */
    nonce: string
  }
}
