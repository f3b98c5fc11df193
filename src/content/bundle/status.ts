/** What an operator sees of the start-up bundles (GET /__ops/status). */
import { LANGS, type Lang } from '../../routing/locale.ts'
import { sourceKind, type SourceKind } from '../sources/select.ts'
import { readBundle } from './store.ts'

export type BundleStatus = { lang: Lang; source: SourceKind } & ({ version: string; builtAt: string; ageSeconds: number } | { version: null })

/** Each language's bundle as KV has it for the source in use; `version: null` when there is none yet. */
export function bundleStatus(env: Env, now: Date): Promise<BundleStatus[]> {
  const source = sourceKind(env)
  return Promise.all(
    LANGS.map(async (lang): Promise<BundleStatus> => {
      const bundle = await readBundle(env, lang)
      if (!bundle) return { lang, source, version: null }
      return { lang, source, version: bundle.version, builtAt: bundle.builtAt, ageSeconds: Math.round((now.getTime() - Date.parse(bundle.builtAt)) / 1000) }
    }),
  )
}
