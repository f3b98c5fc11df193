/** The local secrets file `.dev.vars` that `npm start` and `npm run dev` prepare. */
import { randomBytes } from 'node:crypto'
import { parseEnv } from 'node:util'

/** The secrets wrangler.toml declares under `[secrets] required`; each gets a random value locally. */
export const LOCAL_SECRETS = ['OPS_TOKEN', 'IP_HASH_SECRET'] as const

/**
 * `text` (a .dev.vars file, maybe empty) with a random value appended for every secret it lacks. What is
 * there already, settings such as UPSTREAM_API included, stays as it is.
 */
export function withMissingSecrets(text: string): { text: string; added: string[] } {
  const present = parseEnv(text)
  const added = LOCAL_SECRETS.filter((name) => !present[name])
  if (added.length === 0) return { text, added }
  const lines = added.map((name) => `${name}=${randomBytes(24).toString('base64url')}\n`).join('')
  return { text: `${text}${text && !text.endsWith('\n') ? '\n' : ''}${lines}`, added }
}
