import { mediaPolicyFor } from '../sanitize/media-policy.ts'
import { D1Source } from './d1.ts'
import type { ContentSource } from './source.ts'
import { UpstreamSource } from './upstream.ts'

/** Which source a deployment reads: the provider's CMS when UPSTREAM_API is set, else the embedded D1. */
export type SourceKind = 'd1' | 'cms'

export function sourceKind(env: Env): SourceKind {
  return env.UPSTREAM_API ? 'cms' : 'd1'
}

/** The source with its media policy: the CMS's paths are its files; D1's are the site's (src/content/sanitize/media-policy.ts). */
export function sourceFor(env: Env): ContentSource {
  return env.UPSTREAM_API
    ? new UpstreamSource(env.UPSTREAM_API, mediaPolicyFor(env, 'cms'), undefined, env.DB)
    : new D1Source(env.DB, mediaPolicyFor(env, 'site'))
}
