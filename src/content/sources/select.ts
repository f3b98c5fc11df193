import { D1Source } from './d1.ts'
import type { ContentSource } from './source.ts'
import { UpstreamSource } from './upstream.ts'

/** Which source a deployment reads: the provider's CMS when UPSTREAM_API is set, else the embedded D1. */
export type SourceKind = 'd1' | 'cms'

export function sourceKind(env: Env): SourceKind {
  return env.UPSTREAM_API ? 'cms' : 'd1'
}

export function sourceFor(env: Env): ContentSource {
  return env.UPSTREAM_API ? new UpstreamSource(env.UPSTREAM_API) : new D1Source(env.DB)
}
