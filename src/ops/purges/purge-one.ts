/**
 * A purge of one thing (issue 52): the pages that show one record, or one page. The content is rebuilt first
 * without force (the CMS's copy, the bundle, the search documents: only what changed is written), so the pages
 * render from what the record is now; then the tags of every page that may show it are marked purged
 * (src/http/purge-marks.ts), in both languages. When the bundle changed, a name in the header's menus or the
 * home page did, and every page misses anyway: its version is part of their keys.
 */
import { categoryTag, listTag, recordTag, SEARCH_TAG, urlTag } from '../../content/page-tags.ts'
import { markPurged } from '../../http/purge-marks.ts'
import { localizedPath } from '../../routing/locale.ts'
import { matchRoute } from '../../routing/routes.ts'
import { rebuildContent } from '../../search/rebuild.ts'
import { findRecord, type FoundRecord } from './find-record.ts'
import type { RecordKind } from './purge-target.ts'

export type PurgeOneTarget = { url: string } | { kind: RecordKind; code: string }

export interface Purged {
  /** The tags marked purged. */
  tags: string[]
  /** Whether every page renders afresh: a purge of everything, or a bundle that changed. */
  everything: boolean
}

export type PurgeOutcome =
  | {
      ok: true
      /** The bundles' new version, after a purge of everything. */
      version?: string
      purged: Purged
      /** What could not be rebuilt (the pages are purged all the same). */
      failed: string[]
    }
  | { ok: false; status: 404; message: string }

/** The list and category tags of a record's pages, by its kind. */
function recordTags(kind: RecordKind, { ids, categories }: FoundRecord): string[] {
  const records = ids.map(recordTag)
  switch (kind) {
    case 'product':
      return [...records, ...categories.map((code) => categoryTag('products', code)), listTag('products')]
    case 'solution':
      return [...records, ...categories.map((code) => categoryTag('solutions', code)), listTag('solutions')]
    case 'news':
      return [...records, ...categories.map((id) => categoryTag('news', id)), listTag('news')]
    case 'productCategory':
      return [...records, ...categories.map((code) => categoryTag('products', code)), listTag('productCategories')]
    case 'solutionCategory':
      return [...records, ...categories.map((code) => categoryTag('solutions', code)), listTag('solutionCategories')]
  }
}

const unique = (values: string[]) => [...new Set(values)]

/** The page a URL names (its path as the page cache keeps it), or null when it names none of the site's pages. */
export function pagePath(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url, 'http://site.invalid')
  } catch {
    return null
  }
  const match = matchRoute(parsed.pathname)
  return match ? localizedPath(match.canonicalPath, match.lang) : null
}

export async function purgeOne(env: Env, target: PurgeOneTarget, at: () => number = Date.now): Promise<PurgeOutcome> {
  if ('url' in target) {
    const path = pagePath(target.url)
    if (!path) return { ok: false, status: 404, message: `${target.url} is not a page of this site` }
    await markPurged(env.DB, [urlTag(path)], at())
    return { ok: true, purged: { tags: [urlTag(path)], everything: false }, failed: [] }
  }
  // As the record was (a product that moved leaves its old category's pages), and as it is now.
  const before = await findRecord(env, target.kind, target.code)
  const { bundles, indexes } = await rebuildContent(env)
  const after = await findRecord(env, target.kind, target.code)
  const found = { ids: unique([...before.ids, ...after.ids]), categories: unique([...before.categories, ...after.categories]) }
  if (!found.ids.length) return { ok: false, status: 404, message: `No ${target.kind} has the code or id ${target.code}` }
  const tags = [...recordTags(target.kind, found), SEARCH_TAG]
  await markPurged(env.DB, tags, at())
  const failed = [...bundles.map((result) => ({ result, what: 'bundle' })), ...indexes.map((result) => ({ result, what: 'search index' }))].flatMap(({ result, what }) =>
    result.ok ? [] : [`${what} ${result.lang}: ${result.error}`],
  )
  return { ok: true, purged: { tags, everything: bundles.some((result) => result.ok && result.changed) }, failed }
}
