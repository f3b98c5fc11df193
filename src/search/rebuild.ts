/**
 * Rebuilding what the site serves from its content: the start-up bundle of both languages, then each
 * language's search documents (the cron trigger and POST /__ops/purge). Only documents that changed are written;
 * a failed build keeps the documents as they were.
 */
import { rebuildBundles, readBundle, type RebuildResult } from '../content/bundle/index.ts'
import { log } from '../log/logger.ts'
import type { Lang } from '../routing/locale.ts'
import { buildSearchIndex } from './build.ts'

export type IndexResult = { lang: Lang; ok: true; documents: number; written: number; deleted: number; changed: boolean } | { lang: Lang; ok: false; error: string }

async function rebuildIndex(env: Env, lang: Lang): Promise<IndexResult> {
  try {
    const bundle = await readBundle(env, lang)
    if (!bundle) throw new Error('no bundle to build it with')
    const { documents, written, deleted } = await buildSearchIndex(env, lang, bundle)
    return { lang, ok: true, documents, written, deleted, changed: written + deleted > 0 }
  } catch (error) {
    log.error('search.index.rebuild_failed', { lang, error })
    return { lang, ok: false, error: error instanceof Error ? error.message : String(error) }
  }
}

/** The index of each language whose bundle was rebuilt (or kept unchanged) in `bundles`. */
export function rebuildSearchIndexes(env: Env, bundles: readonly RebuildResult[]): Promise<IndexResult[]> {
  return Promise.all(bundles.filter((r) => r.ok).map((r) => rebuildIndex(env, r.lang)))
}

/** The bundles, then the index of each language whose bundle was rebuilt. */
export async function rebuildContent(env: Env, { force = false } = {}): Promise<{ version: string; bundles: RebuildResult[]; indexes: IndexResult[] }> {
  const { version, results } = await rebuildBundles(env, { force })
  return { version, bundles: results, indexes: await rebuildSearchIndexes(env, results) }
}
