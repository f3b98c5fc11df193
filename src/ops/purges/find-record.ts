/**
 * The record a purge names, by its code or 19-digit id, in either language: its ids and the categories it is
 * listed in. Products and solutions have no item call in spec §7: they are looked up where category pages read
 * them (D1's tables, or the CMS's copy in D1); news and categories through the source.
 */
import { CATEGORY_ITEMS, type CategoryItemKind } from '../../content/catalogue/window.ts'
import { ENDPOINTS } from '../../content/endpoints.ts'
import { sourceFor, sourceKind } from '../../content/sources/select.ts'
import { LANGS } from '../../routing/locale.ts'
import type { RecordKind } from './purge-target.ts'

export interface FoundRecord {
  ids: string[]
  /** The categories whose lists hold it: codes for products and solutions, the category's id for news. */
  categories: string[]
}

const unique = (values: string[]) => [...new Set(values)]

/** One of the catalogue's lists: the rows of both languages whose code or id is `code`. */
async function inCatalogue(env: Env, kind: CategoryItemKind, code: string): Promise<FoundRecord> {
  const { results } =
    sourceKind(env) === 'cms'
      ? await env.DB.prepare('SELECT id, categoryCode FROM cmsCatalogue WHERE kind = ? AND (code = ?2 OR id = ?2)').bind(kind, code).all<{ id: string; categoryCode: string }>()
      : await env.DB.prepare(`SELECT id, categoryCode FROM "${ENDPOINTS[kind].table}" WHERE "${CATEGORY_ITEMS[kind]}" = ?1 OR id = ?1`).bind(code).all<{ id: string; categoryCode: string }>()
  return { ids: unique(results.map((row) => row.id)), categories: unique(results.map((row) => row.categoryCode)) }
}

/** The record of `kind` named `code`, as each language has it now; no ids when neither has it. */
export async function findRecord(env: Env, kind: RecordKind, code: string): Promise<FoundRecord> {
  if (kind === 'product') return inCatalogue(env, 'products', code)
  if (kind === 'solution') return inCatalogue(env, 'solutions', code)
  const source = sourceFor(env)
  if (kind === 'news') {
    const articles = (await Promise.all(LANGS.map((lang) => source.get('news', code, lang)))).filter((record) => record !== null)
    return { ids: unique(articles.map((record) => record.id)), categories: unique(articles.map((record) => record.category)) }
  }
  const name = kind === 'productCategory' ? 'productCategories' : 'solutionCategories'
  const categories = (await Promise.all(LANGS.map((lang) => source.get(name, code, lang)))).filter((record) => record !== null)
  return { ids: unique(categories.map((record) => record.id)), categories: unique(categories.map((record) => record.categoryCode)) }
}
