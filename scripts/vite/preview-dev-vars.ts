/**
 * `.dev.vars` for `vite preview` (what `npm start` serves), with the settings as well as the secrets.
 *
 * The Cloudflare plugin copies `.dev.vars` into the build output (`dist/<worker>/.dev.vars`) for the preview,
 * but, because wrangler.toml declares `[secrets] required`, it keeps only the declared secrets: an
 * `UPSTREAM_API=…` (or `SITE_URL`, …) added to `.dev.vars` was silently dropped. This rewrites that copy
 * with every entry that names a secret or a `[vars]` setting of the built config, so `.dev.vars` overrides
 * settings locally as wrangler documents. `wrangler deploy` never reads it.
 *
 * PREVIEW_VARS in the build's environment (dotenv lines) adds settings for that build alone, over `.dev.vars`,
 * without editing it: the browser tests turn e-mail and the content webhook on that way (scripts/lib/e2e-server.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseEnv } from 'node:util'
import type { Plugin } from 'vite'

/** Secrets a deployment may leave unset (src/optional-secrets.d.ts): wrangler.toml cannot declare them. */
export const OPTIONAL_SECRETS = ['CONTENT_HOOK_SECRET']

/** The keys a worker config lets `.dev.vars` set: its `[vars]`, its declared secrets and the optional ones. */
export function devVarKeys(workerConfig: { vars?: Record<string, unknown>; secrets?: { required?: string[] } }): Set<string> {
  return new Set([...Object.keys(workerConfig.vars ?? {}), ...(workerConfig.secrets?.required ?? []), ...OPTIONAL_SECRETS])
}

/** A value quoted so that dotenv reads it back unchanged (the quote it does not contain). */
function quoted(value: string): string {
  for (const quote of ["'", '`', '"']) if (!value.includes(quote) && !/[\n\r\\]/.test(value)) return `${quote}${value}${quote}`
  throw new Error(`.dev.vars: a value holds every quote character or a newline; write it without`)
}

/** The `.dev.vars` text of `entries` limited to `keys`, or null when none is left. */
export function previewDevVars(devVarsText: string, keys: Set<string>): string | null {
  const entries = Object.entries(parseEnv(devVarsText)).filter(([key]) => keys.has(key))
  return entries.length ? entries.map(([key, value]) => `${key}=${quoted(value ?? '')}\n`).join('') : null
}

export function previewDevVarsPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'ventaura:preview-dev-vars',
    configResolved(config) {
      root = config.root
    },
    writeBundle(options) {
      if (this.environment.name === 'client' || !options.dir) return
      const source = resolve(root, '.dev.vars')
      const workerConfig = join(options.dir, 'wrangler.json')
      if (!existsSync(source) || !existsSync(workerConfig)) return
      const lines = `${readFileSync(source, 'utf8')}\n${process.env.PREVIEW_VARS ?? ''}`
      const text = previewDevVars(lines, devVarKeys(JSON.parse(readFileSync(workerConfig, 'utf8'))))
      if (text) writeFileSync(join(options.dir, '.dev.vars'), text, { mode: 0o600 })
    },
  }
}
