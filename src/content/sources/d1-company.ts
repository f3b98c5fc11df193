/**
 * The company content of the About and Concepts pages (introduction, certificates, history, figures, concept
 * chapters and craft items): only D1 holds it, whichever source serves the rest, as the CMS contract of
 * spec §7 has no endpoints for it. Each page's tables are read in one batch, rows validated like any other.
 */
import type * as v from 'valibot'
import type { Lang } from '../../routing/locale.ts'
import { Certificate, CompanyIntro, ConceptChapter, CraftItem, HistoryItem, Statistic } from '../model/entities.ts'
import { SITE_MEDIA, type MediaPolicy } from '../sanitize/media-policy.ts'
import { parseRow } from './d1.ts'

interface TableRead<S extends v.ObjectSchema<v.ObjectEntries, undefined>> {
  table: string
  /** Validates a row; its keys are the columns read. */
  schema: S
  /** A fixed ORDER BY (never from a request). */
  order: string
}

const TABLES = {
  intro: { table: 'companyIntro', schema: CompanyIntro, order: '"sort", "id"' },
  certificates: { table: 'certificates', schema: Certificate, order: '"groupSort", "sort", "id"' },
  history: { table: 'history', schema: HistoryItem, order: '"year", "id"' },
  statistics: { table: 'statistics', schema: Statistic, order: '"sort", "id"' },
  chapters: { table: 'conceptChapters', schema: ConceptChapter, order: '"sort", "id"' },
  craftItems: { table: 'craftItems', schema: CraftItem, order: '"sort", "id"' },
} as const satisfies Record<string, TableRead<v.ObjectSchema<v.ObjectEntries, undefined>>>

type TableName = keyof typeof TABLES
type Rows<T extends TableName> = { [K in T]: v.InferOutput<(typeof TABLES)[K]['schema']>[] }

/** Every row of `names` in `lang`, in each table's display order, in one batch. */
async function readTables<T extends TableName>(db: D1Database, lang: Lang, names: readonly T[], media: MediaPolicy): Promise<Rows<T>> {
  const statements = names.map((name) => {
    const { table, schema, order } = TABLES[name]
    const columns = Object.keys(schema.entries)
      .map((column) => `"${column}"`)
      .join(', ')
    return db.prepare(`SELECT ${columns} FROM "${table}" WHERE "lang" = ? ORDER BY ${order}`).bind(lang)
  })
  const results = await db.batch<Record<string, unknown>>(statements)
  const rows: Partial<Record<TableName, unknown[]>> = {}
  names.forEach((name, index) => {
    const { table, schema } = TABLES[name]
    rows[name] = (results[index]?.results ?? []).map((row) => parseRow(schema, table, row, media))
  })
  return rows as Rows<T>
}

/** What the About page shows beyond the bundle: introduction, certificates, the whole history, figures, and the concept chapters it links to. */
export type AboutContent = Rows<'intro' | 'certificates' | 'history' | 'statistics' | 'chapters'>
/** What the Concepts page shows: its chapters with their slides, the craft items and the figures. */
export type ConceptsContent = Rows<'chapters' | 'craftItems' | 'statistics'>

/** `media`: how the rows' media URLs are read (D1's: paths are the site's files). */
export function aboutContent(db: D1Database, lang: Lang, media: MediaPolicy = SITE_MEDIA): Promise<AboutContent> {
  return readTables(db, lang, ['intro', 'certificates', 'history', 'statistics', 'chapters'], media)
}

export function conceptsContent(db: D1Database, lang: Lang, media: MediaPolicy = SITE_MEDIA): Promise<ConceptsContent> {
  return readTables(db, lang, ['chapters', 'craftItems', 'statistics'], media)
}
