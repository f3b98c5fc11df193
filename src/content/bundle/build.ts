/**
 * Building the start-up bundle of spec §7 from the content source, and rebuilding both languages (the cron
 * trigger and POST /__ops/purge). A failed build never replaces a good bundle.
 */
import { log } from '../../log/logger.ts'
import { LANGS, type Lang } from '../../routing/locale.ts'
import type { EndpointName, Item } from '../endpoints.ts'
import { HOME_PARTNERS_PER_CATEGORY, type Bundle } from '../model/bundle.ts'
import { listQuery, MAX_PAGE_SIZE, type ListQuery } from '../query.ts'
import type { ExamplePartner } from '../model/entities.ts'
import { byOwner, type OwnerLists, type RelationName } from '../relations.ts'
import { latestHistory } from '../sources/d1-history.ts'
import { sourceFor } from '../sources/select.ts'
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

/**
 * Every record of a relation list, when the source lists them whole and they fit in one page; else undefined
 * (logged when it failed or did not fit), and pages ask for theirs as they render, as they would without them.
 */
async function wholeRelation<N extends RelationName>(source: ContentSource, name: N, lang: Lang): Promise<OwnerLists | undefined> {
  if (!source.listsRelationsWhole) return undefined
  try {
    const { records, total } = await source.list(name, listQuery(name, { pageSize: MAX_PAGE_SIZE }), lang)
    if (total <= records.length) return byOwner(name, records)
    log.warn('bundle.relation_left_out', { name, lang, reason: `${total} records, more than one page` })
  } catch (error) {
    log.warn('bundle.relation_left_out', { name, lang, error })
  }
  return undefined
}

/**
 * What spec §7 says the server loads at start-up, with its page sizes, plus the newest 8 news, the home
 * page's banners and the partners it shows (so the home page needs no call of its own), from `db` (the CMS has no
 * history endpoint) the newest history entries, and, when the source lists them whole, the relation lists of
 * src/content/relations.ts (so product, solution and case pages need no call of their own either).
 */
export async function buildBundle(source: ContentSource, lang: Lang, version: string, db?: D1Database): Promise<Bundle> {
  const all = <N extends EndpointName>(name: N, query: Partial<ListQuery<N>>): Promise<Item<N>[]> =>
    source.list(name, listQuery(name, query), lang).then((page) => page.records)
  const [configs, productCategories, products, exampleCategories, solutionCategories, solutions, newsCategories, latestNews, banners, partners, history, ...relations] = await Promise.all([
    all('configs', { pageNo: 1, pageSize: 1000 }),
    all('productCategories', { pageSize: 10000 }),
    all('products', { pageSize: 10000, sort: '+sort' }),
    all('exampleCategories', { pageSize: 100 }),
    all('solutionCategories', { pageSize: 10000 }),
    all('solutions', { pageSize: 10000 }),
    all('newsCategories', { pageSize: 100 }),
    all('news', { pageNo: 1, pageSize: 8, sort: '-createTime' }),
    all('banners', { pageSize: BUNDLE_BANNERS }),
    all('examplePartners', { pageSize: BUNDLE_PARTNERS }),
    db ? latestHistory(db, lang, BUNDLE_HISTORY_ENTRIES) : [],
    wholeRelation(source, 'productCatExamples', lang),
    wholeRelation(source, 'solutionCatProducts', lang),
    wholeRelation(source, 'exampleImages', lang),
    wholeRelation(source, 'examplePartners', lang),
  ])
  const [productCatExamples, solutionCatProducts, exampleImages, examplePartners] = relations
  return {
    version,
    lang,
    builtAt: new Date().toISOString(),
    configs,
    productCategories,
    products,
    exampleCategories,
    solutionCategories,
    solutions,
    newsCategories,
    latestNews,
    banners,
    partners: firstOfEachCaseType(partners, HOME_PARTNERS_PER_CATEGORY),
    history,
    words:
      lang === 'zh-CN'
        ? catalogueWords(
            [...products.map((product) => product.productName), ...solutions.map((solution) => solution.solutionName)],
            [...productCategories, ...solutionCategories, ...exampleCategories].map((category) => category.categoryName),
          )
        : [],
    relations: {
      ...(productCatExamples && { productCatExamples }),
      ...(solutionCatProducts && { solutionCatProducts }),
      ...(exampleImages && { exampleImages }),
      ...(examplePartners && { examplePartners }),
    },
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
 * Rebuilds the bundle of both languages. A language whose build fails keeps its old bundle. Unless `force`,
 * a bundle with unchanged content keeps its version, so the cron does not empty the page cache every
 * 10 minutes; a forced rebuild (purge) always gets the new version.
 */
export async function rebuildBundles(env: Env, { force = false } = {}): Promise<{ version: string; results: RebuildResult[] }> {
  const version = newVersion()
  const source = sourceFor(env)
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
