/**
 * Building a language's search documents from the content layer (D1 or the provider's CMS, as the deployment
 * reads): the bundle's categories, every product, solution and news article read page by page (one page in
 * memory at a time), the company sections (D1) and the File page's documents. The cron and POST /__ops/purge
 * build them with the bundle (rebuild.ts); a search builds them when its scope has none yet (get.ts).
 */
import { summaryPages } from '../content/sources/every-record.ts'
import { DOCUMENTS } from '../content/documents/index.ts'
import type { Bundle } from '../content/model/bundle.ts'
import { aboutContent } from '../content/sources/d1-company.ts'
import { sourceFor } from '../content/sources/select.ts'
import type { Lang } from '../routing/locale.ts'
import type { SearchDocument } from './document.ts'
import { categoryDocuments, newsDocument, productDocument, siteDocuments, solutionDocument, type FixedContent } from './documents.ts'
import { searchScope, writeSearchDocuments, type WrittenIndex } from './store.ts'

/** Records read at a time while building. */
const PAGE = 1000

/** The documents of `lang` in the index's order, page by page. */
export async function* documentPages(env: Env, lang: Lang, bundle: Pick<Bundle, 'productCategories' | 'solutionCategories' | 'exampleCategories'>): AsyncGenerator<SearchDocument[]> {
  const source = sourceFor(env)
  const fixed: FixedContent = { lang, bundle, company: await aboutContent(env.DB, lang), documents: DOCUMENTS }
  for await (const page of summaryPages(source, 'products', lang, {}, PAGE)) yield page.map((product) => productDocument(product, lang))
  yield categoryDocuments(fixed)
  for await (const page of summaryPages(source, 'solutions', lang, {}, PAGE)) yield page.map((solution) => solutionDocument(solution, lang))
  for await (const page of summaryPages(source, 'news', lang, { sort: '-createTime' }, PAGE)) yield page.map((news) => newsDocument(news, lang))
  yield siteDocuments(fixed)
}

/** Writes `lang`'s documents (only what changed) for the deployment's source. */
export function buildSearchIndex(env: Env, lang: Lang, bundle: Bundle): Promise<WrittenIndex> {
  return writeSearchDocuments(env.DB, searchScope(env, lang), documentPages(env, lang, bundle))
}
