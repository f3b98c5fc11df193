/**
 * Building the start-up bundle of spec §7 from the content source, and rebuilding both languages (the cron
 * trigger and POST /__ops/purge). A failed build never replaces a good bundle.
 */
import { log } from '../../log/logger.ts'
import { LANGS, type Lang } from '../../routing/locale.ts'
import { copyCmsCatalogue } from '../sources/cms-copy.ts'
import { everySummary } from '../sources/every-record.ts'
import type { EndpointName, Summary } from '../endpoints.ts'
import { BUNDLE_MATRIX_PRODUCTS, BUNDLE_TOP_PRODUCTS, CATEGORY_HEAD, HOME_PARTNERS_PER_CATEGORY, type Bundle, type CategoryHead } from '../model/bundle.ts'
import { listQuery, type ListQuery } from '../query.ts'
import type { ExamplePartner } from '../model/entities.ts'
import { latestHistory } from '../sources/d1-history.ts'
import { sourceFor, sourceKind } from '../sources/select.ts'
import type { ContentSource } from '../sources/source.ts'
import { catalogueWords } from './catalogue-words.ts'
import { readBundle, writeBundle } from './store.ts'

/** Short, unique per rebuild, and sortable by time. */
export function newVersion(): string {
  const random = crypto.getRandomValues(new Uint8Array(4))
  return `${Date.now().toString(36)}-${Array.from(random, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** History entries in the bundle: the company popover of the header shows the newest 5 (spec §9). */
export const BUNDLE_HISTORY_ENTRIES = 5
/** Spec §9's page sizes of the home page's banners and partners, which the bundle carries too. */
export const BUNDLE_BANNERS = 10
export const BUNDLE_PARTNERS = 1000
/** The first `limit` partners of each case type, in their order. */
function firstOfEachCaseType(partners: readonly ExamplePartner[], limit: number): ExamplePartner[] {
  const counts = new Map<string, number>()
  return partners.filter((partner) => {
    const count = counts.get(partner.caseType) ?? 0
    counts.set(partner.caseType, count + 1)
    return count < limit
  })
}

/** Each category's first CATEGORY_HEAD products or solutions, and how many it has (one call a category). */
function categoryHeads<K extends 'products' | 'solutions'>(source: ContentSource, kind: K, categories: readonly { categoryCode: string }[], lang: Lang): Promise<CategoryHead<Summary<K>>[]> {
  return Promise.all(
    categories.map(async ({ categoryCode }) => {
      const query = listQuery(kind, { pageSize: CATEGORY_HEAD, filters: { categoryCode } } as Partial<ListQuery<K>>)
      const { records, total } = await source.summaries(kind, query, lang)
      return { categoryCode, items: records, total }
    }),
  )
}

/** The catalogue's compound words (Chinese only), from every product's and solution's name, read page by page. */
async function wordsOf(source: ContentSource, lang: Lang, categories: readonly { categoryName: string }[]): Promise<string[]> {
  if (lang !== 'zh-CN') return []
  const [products, solutions] = await Promise.all([everySummary(source, 'products', lang), everySummary(source, 'solutions', lang)])
  return catalogueWords(
    [...products.map((product) => product.productName), ...solutions.map((solution) => solution.solutionName)],
    categories.map((category) => category.categoryName),
  )
}

/**
 * What spec §7 says the server loads at start-up, with its page sizes, plus the newest 8 news, the home
 * page's banners and the partners it shows (so the home page needs no call of its own), from `db` (the CMS has no
 * history endpoint) the newest history entries; of the products and solutions, only what the header, the home
 * page and the overviews show (issue 50: nothing that grows with the catalogue).
 */
export async function buildBundle(source: ContentSource, lang: Lang, version: string, db?: D1Database): Promise<Bundle> {
  const all = <N extends EndpointName>(name: N, query: Partial<ListQuery<N>>): Promise<Summary<N>[]> =>
    source.summaries(name, listQuery(name, query), lang).then((page) => page.records)
  const [configs, productCategories, exampleCategories, solutionCategories, newsCategories, latestNews, banners, partners, matrixProducts, topProducts, history] = await Promise.all([
    all('configs', { pageNo: 1, pageSize: 1000 }),
    all('productCategories', { pageSize: 10000 }),
    all('exampleCategories', { pageSize: 100 }),
    all('solutionCategories', { pageSize: 10000 }),
    all('newsCategories', { pageSize: 100 }),
    source.list('news', listQuery('news', { pageNo: 1, pageSize: 8, sort: '-createTime' }), lang).then((page) => page.records),
    all('banners', { pageSize: BUNDLE_BANNERS }),
    all('examplePartners', { pageSize: BUNDLE_PARTNERS }),
    all('products', { pageSize: BUNDLE_MATRIX_PRODUCTS, filters: { isMatrix: true } }),
    all('products', { pageSize: BUNDLE_TOP_PRODUCTS, filters: { isTop: true } }),
    db ? latestHistory(db, lang, BUNDLE_HISTORY_ENTRIES) : [],
  ])
  const [categoryProducts, categorySolutions, words] = await Promise.all([
    categoryHeads(source, 'products', productCategories, lang),
    categoryHeads(source, 'solutions', solutionCategories, lang),
    wordsOf(source, lang, [...productCategories, ...solutionCategories, ...exampleCategories]),
  ])
  return {
    version,
    lang,
    builtAt: new Date().toISOString(),
    configs,
    productCategories,
    categoryProducts,
    matrixProducts,
    topProducts,
    exampleCategories,
    solutionCategories,
    categorySolutions,
    newsCategories,
    latestNews,
    banners,
    partners: firstOfEachCaseType(partners, HOME_PARTNERS_PER_CATEGORY),
    history,
    words,
  }
}

/** The content of a bundle as text with sorted keys, without what changes on every build. */
function contentOf(bundle: Bundle): string {
  const { version: _version, builtAt: _builtAt, ...content } = bundle
  return JSON.stringify(content, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))) : value,
  )
}

export type RebuildResult = { lang: Lang; ok: true; version: string; changed: boolean } | { lang: Lang; ok: false; error: string }

/**
 * Rebuilds the bundle of both languages (with a CMS, after copying its catalogue into D1). A language whose build
 * fails keeps its old bundle. Unless `force`,
 * a bundle with unchanged content keeps its version, so the cron does not empty the page cache every
 * 10 minutes; a forced rebuild (purge) always gets the new version.
 */
export async function rebuildBundles(env: Env, { force = false } = {}): Promise<{ version: string; results: RebuildResult[] }> {
  const version = newVersion()
  const source = sourceFor(env)
  // With a CMS, its products and solutions are copied first, so that the pages of the new bundle read the new copy.
  if (sourceKind(env) === 'cms') {
    for (const copy of await copyCmsCatalogue(env.DB, source)) if (copy.status === 'rejected') log.error('catalogue.copy_failed', { error: copy.reason })
  }
  const results = await Promise.all(
    LANGS.map(async (lang): Promise<RebuildResult> => {
      try {
        const fresh = await buildBundle(source, lang, version, env.DB)
        const old = force ? null : await readBundle(env, lang)
        // The layout dates itself by the bundle (the footer's year): a new year is a change too.
        const sameYear = old?.builtAt.slice(0, 4) === fresh.builtAt.slice(0, 4)
        if (old && sameYear && contentOf(old) === contentOf(fresh)) return { lang, ok: true, version: old.version, changed: false }
        await writeBundle(env, fresh)
        return { lang, ok: true, version, changed: true }
      } catch (error) {
        log.error('bundle.rebuild_failed', { lang, error })
        return { lang, ok: false, error: error instanceof Error ? error.message : String(error) }
      }
    }),
  )
  return { version, results }
}
