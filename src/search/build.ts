/**
 * Building a language's search index from the content layer (D1 or the provider's CMS, as the deployment
 * reads): the bundle's categories, every product, solution and news article, the company sections (D1) and the File page's documents.
 * The cron and POST /__ops/purge build it with the bundle (rebuildContent); a request builds it when none is stored.
 */
import { DOCUMENTS } from '../content/documents/index.ts'
import type { Bundle } from '../content/model/bundle.ts'
import { everySummary } from '../content/catalogue/every-record.ts'
import { aboutContent } from '../content/sources/d1-company.ts'
import { sourceFor } from '../content/sources/select.ts'
import type { Lang } from '../routing/locale.ts'
import { searchDocuments, type SearchContent } from './documents.ts'
import { buildIndex, codeMap, serializeIndex } from './engine.ts'
import type { BuiltIndex, StoredIndex } from './store.ts'

/** What the index is built from, read through the content layer. */
export async function searchContent(env: Env, lang: Lang, bundle: Bundle): Promise<SearchContent> {
  const source = sourceFor(env)
  const [products, solutions, news, company] = await Promise.all([
    everySummary(source, 'products', lang),
    everySummary(source, 'solutions', lang),
    everySummary(source, 'news', lang, { sort: '-createTime' }),
    aboutContent(env.DB, lang),
  ])
  return { lang, bundle, products, solutions, news, company, documents: DOCUMENTS }
}

/** The index of `content`; what is stored is its serialised form, and the isolate that built it keeps it as built. */
export function builtIndex(content: SearchContent, bundleVersion: string, builtAt = new Date().toISOString()): BuiltIndex {
  const documents = searchDocuments(content)
  const index = buildIndex(documents)
  const stored: StoredIndex = {
    lang: content.lang,
    bundleVersion,
    builtAt,
    documents: documents.length,
    codes: codeMap(documents),
    index: serializeIndex(index) as StoredIndex['index'],
  }
  return { index, stored, text: JSON.stringify(stored) }
}

/** The same index whatever its build time and bundle version: whether a rebuilt index changed anything. */
export function sameIndex(a: string, b: string): boolean {
  const content = (text: string) => {
    const { builtAt: _builtAt, bundleVersion: _version, ...rest } = JSON.parse(text) as Record<string, unknown>
    return JSON.stringify(rest)
  }
  try {
    return content(a) === content(b)
  } catch {
    return false
  }
}
