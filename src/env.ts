import type { FormPost } from './forms/form-post.ts'
import type { Lang } from './routing/locale.ts'

/** Hono's environment: the bindings of wrangler.toml (typed by `wrangler types`) and per-request values. */
export interface AppEnv {
  Bindings: Env
  Variables: {
    /** The language of the requested path: `/en/…` is English, everything else zh-CN. */
    lang: Lang
    /** When the request arrived, ms since the epoch (src/http/request-time.ts). */
    requestTime: number
    /** This response's CSP nonce (src/http/secure-responses.ts). */
    nonce: string
    /** A policy of its own for this response instead of the pages' (the media route's files: src/media-route/route.ts). */
    contentSecurityPolicy?: string
    /** A form sent without JavaScript that is shown again (src/ui/pages/form-posts.ts); the forms read it. */
    formPost?: FormPost
  }
}
