/**
 * Secrets a deployment may leave unset (wrangler types lists only the required ones: wrangler.toml [secrets]).
 * Each turns a feature on; docs/operations.md says which.
 */
interface Env {
  /** Signs the CMS's content webhook (POST /__ops/hooks/content). */
  CONTENT_HOOK_SECRET?: string
}
