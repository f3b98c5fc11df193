/**
 * Rebuilding what the site serves from its content: the start-up bundle of both languages, then each
 * language's search index from it (the cron trigger and POST /__ops/purge). An index whose content did not
 * change is not written again (the cron runs every 10 minutes); a failed build keeps the stored index.
 */
import { rebuildBundles, readBundle, type RebuildResult } from '../content/bundle/index.ts'
import { log } from '../log/logger.ts'
import type { Lang } from '../routing/locale.ts'
import { builtIndex, sameIndex, searchContent } from './build.ts'
import { storedIndexText, utf8Bytes, writeSearchIndex } from './store.ts'

export type IndexResult = { lang: Lang; ok: true; bytes: number; documents: number; changed: boolean } | { lang: Lang; ok: false; error: string }

async function rebuildIndex(env: Env, lang: Lang, force: boolean): Promise<IndexResult> {
  try {
    const bundle = await readBundle(env, lang)
    if (!bundle) throw new Error('no bundle to build it with')
    const built = builtIndex(await searchContent(env, lang, bundle), bundle.version)
    const { documents } = built.stored
    const old = force ? null : await storedIndexText(env, lang)
    if (old !== null && sameIndex(old, built.text)) return { lang, ok: true, bytes: utf8Bytes(built.text), documents, changed: false }
    const { bytes } = await writeSearchIndex(env, lang, built)
    return { lang, ok: true, bytes, documents, changed: true }
  } catch (error) {
    log.error('search.index.rebuild_failed', { lang, error })
    return { lang, ok: false, error: error instanceof Error ? error.message : String(error) }
  }
}

/** The index of each language whose bundle was rebuilt (or kept unchanged) in `bundles`. */
export function rebuildSearchIndexes(env: Env, bundles: readonly RebuildResult[], { force = false } = {}): Promise<IndexResult[]> {
  return Promise.all(bundles.filter((r) => r.ok).map((r) => rebuildIndex(env, r.lang, force)))
}

/** The bundles, then the index of each language whose bundle was rebuilt. */
export async function rebuildContent(env: Env, { force = false } = {}): Promise<{ version: string; bundles: RebuildResult[]; indexes: IndexResult[] }> {
  const { version, results } = await rebuildBundles(env, { force })
  return { version, bundles: results, indexes: await rebuildSearchIndexes(env, results, { force }) }
}
