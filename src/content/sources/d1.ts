import * as v from 'valibot'
import type { Lang } from '../../routing/locale.ts'
import { CATEGORY_ITEMS, type CategoryItemKind, type CategoryWindow, type Neighbours } from '../catalogue/window.ts'
import { chosenItemId, windowOfRows, windowStatement } from '../catalogue/window-sql.ts'
import { ContentError, sourceFailure } from '../content-error.ts'
import { ENDPOINTS, summarySchema, type EndpointName, type Item, type ItemEndpointName, type Summary } from '../endpoints.ts'
import type { NewsSummary, ProductSummary } from '../model/entities.ts'
import { isId, parseSort, type ListQuery } from '../query.ts'
import { CHOSEN_RELATIONS, RELATIONS, type ChosenRelationName } from '../relations.ts'
import { readingMedia, SITE_MEDIA, type MediaPolicy } from '../sanitize/media-policy.ts'
import type { ChosenRelation, ContentSource, Page } from './source.ts'

/** Column and table names come from the endpoint table, never from a request; this only guards against a typo there. */
function quote(name: string): string {
  if (!/^\w+$/.test(name)) throw new Error(`not a column name: ${name}`)
  return `"${name}"`
}

/** The columns of `schema`'s fields, quoted, as a SELECT list (of the table as `alias` when given). */
function columnsOf(schema: v.ObjectSchema<v.ObjectEntries, undefined>, alias?: string): string {
  return Object.keys(schema.entries).map((column) => (alias ? `${alias}.${quote(column)}` : quote(column))).join(', ')
}

/** A list's order: by `sort`'s field, then by the endpoint's key, so that equal fields keep one order page to page. */
function orderBy(sort: string, key: string): string {
  const { field, descending } = parseSort(sort)
  return `ORDER BY ${quote(field)} ${descending ? 'DESC' : 'ASC'}, ${quote(key)} ASC`
}

/** A row validated by `schema`, its media URLs read by `media` (the site's own files unless told otherwise). */
export function parseRow<S extends v.GenericSchema>(schema: S, table: string, row: unknown, media: MediaPolicy = SITE_MEDIA): v.InferOutput<S> {
  const result = readingMedia(media, () => v.safeParse(schema, row))
  if (result.success) return result.output
  const where = v.getDotPath(result.issues[0]) ?? 'record'
  throw sourceFailure(500, `500 invalid ${table} row at ${where}: ${result.issues[0].message}`)
}

/** Statements of one call to the source, and what to do with their results. */
interface Call {
  statements: D1PreparedStatement[]
  resolve(results: D1Result<Record<string, unknown>>[]): void
  reject(error: unknown): void
}

/**
 * The embedded database: parameterised SQL over the tables of migrations/, one row per (id, lang).
 *
 * One per request. The calls a page makes in one turn (an article and its category's list) go to D1 as one
 * batch: each trip to the database costs far more than its statements (in the worker alone, about a tenth of
 * an uncached page's render for each). A batch runs as one transaction, so when it fails each call is tried
 * alone: one call's failure stays its own.
 */
export class D1Source implements ContentSource {
  private waiting: Call[] = []

  /** `media`: how its rows' media URLs are read (paths are the site's files; absolute URLs of allowed origins go through the media route). */
  constructor(
    private readonly db: D1Database,
    private readonly media: MediaPolicy = SITE_MEDIA,
  ) {}

  /** The results of `statements`, sent with the other calls of this turn. */
  private run(statements: D1PreparedStatement[]): Promise<D1Result<Record<string, unknown>>[]> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) queueMicrotask(() => this.send())
      this.waiting.push({ statements, resolve, reject })
    })
  }

  private send(): void {
    const calls = this.waiting
    this.waiting = []
    this.db.batch<Record<string, unknown>>(calls.flatMap((call) => call.statements)).then(
      (results) => {
        let from = 0
        for (const call of calls) call.resolve(results.slice(from, (from += call.statements.length)))
      },
      (error: unknown) => {
        if (calls.length === 1) return calls[0]!.reject(error)
        for (const call of calls) this.db.batch<Record<string, unknown>>(call.statements).then(call.resolve, call.reject)
      },
    )
  }

  list<N extends EndpointName>(name: N, query: ListQuery<N>, lang: Lang): Promise<Page<Item<N>>> {
    return this.page(name, ENDPOINTS[name].schema, query, lang) as Promise<Page<Item<N>>>
  }

  summaries<N extends EndpointName>(name: N, query: ListQuery<N>, lang: Lang): Promise<Page<Summary<N>>> {
    return this.page(name, summarySchema(name), query, lang) as Promise<Page<Summary<N>>>
  }

  /** One page of `name`'s records, with the columns of `schema` (the record's or its summary's) and validated by it. */
  private async page<N extends EndpointName>(name: N, schema: v.ObjectSchema<v.ObjectEntries, undefined>, query: ListQuery<N>, lang: Lang): Promise<Page<unknown>> {
    const endpoint = ENDPOINTS[name]
    const conditions: string[] = []
    const values: (string | number)[] = []
    if (endpoint.localized) {
      conditions.push('"lang" = ?')
      values.push(lang)
    }
    const filters: Record<string, { column: string }> = endpoint.filters
    for (const [param, value] of Object.entries(query.filters)) {
      const filter = filters[param]
      if (value === undefined) continue
      if (!filter) throw new ContentError(400, `400 ${endpoint.path} has no filter ${param}`)
      conditions.push(`${quote(filter.column)} = ?`)
      values.push(typeof value === 'boolean' ? Number(value) : String(value))
    }
    const { field } = parseSort(query.sort)
    if (!(endpoint.sortable as readonly string[]).includes(field)) throw new ContentError(400, `400 ${endpoint.path} cannot be sorted by ${field}`)

    const where = conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''
    const columns = columnsOf(schema)
    const order = ` ${orderBy(query.sort, endpoint.key)}`
    const table = quote(endpoint.table)
    // The page and the total, two statements of one trip. (A total counted with the rows, `COUNT(*) OVER ()`, made
    // SQLite read every matching row whole before LIMIT: an article page of a category of 4,000 read them all.)
    const [page, count] = await this.run([
      this.db.prepare(`SELECT ${columns} FROM ${table}${where}${order} LIMIT ? OFFSET ?`).bind(...values, query.pageSize, (query.pageNo - 1) * query.pageSize),
      this.db.prepare(`SELECT COUNT(*) AS total FROM ${table}${where}`).bind(...values),
    ])
    const rows = page?.results ?? []
    return { records: rows.map((row) => parseRow(schema, endpoint.table, row, this.media)), total: Number(count?.results[0]?.total ?? 0) }
  }

  async get<N extends ItemEndpointName>(name: N, idOrCode: string, lang: Lang): Promise<Item<N> | null> {
    const endpoint = ENDPOINTS[name]
    const column = isId(idOrCode) ? 'id' : endpoint.item.codeColumn
    const columns = columnsOf(endpoint.schema)
    const [found] = await this.run([this.db.prepare(`SELECT ${columns} FROM ${quote(endpoint.table)} WHERE ${quote(column)} = ? AND "lang" = ? LIMIT 1`).bind(idOrCode, lang)])
    const row = found?.results[0]
    return row === undefined ? null : (parseRow(endpoint.schema, endpoint.table, row, this.media) as Item<N>)
  }

  /** One statement (catalogue/window-sql.ts): the category's index and the window's rows are read, no other row. */
  async categoryWindow<K extends CategoryItemKind>(kind: K, categoryCode: string, wanted: string | null, size: number, lang: Lang): Promise<CategoryWindow<Item<K>>> {
    const endpoint = ENDPOINTS[kind]
    const table = { table: quote(endpoint.table), where: 't."lang" = ?1 AND t."categoryCode" = ?2', code: `t.${quote(CATEGORY_ITEMS[kind])}`, select: columnsOf(endpoint.schema, 't') }
    const [result] = await this.run([windowStatement(this.db, table, lang, categoryCode, wanted, size)])
    return windowOfRows(result?.results ?? [], size, (row) => parseRow(endpoint.schema, endpoint.table, row, this.media) as Item<K>)
  }

  /**
   * The relation list's rows with their owner found in SQL, as the window statement finds it (`chosenItemId`: the
   * item `wanted` names in the category, else the category's first in catalogue order), so they go in the window's trip;
   * that owner's id; and, when asked for, the products the rows name. Each reads the category's index, never its
   * other rows.
   */
  async chosenRelation<N extends ChosenRelationName>(name: N, categoryCode: string, wanted: string | null, pageSize: number, lang: Lang, { products = false } = {}): Promise<ChosenRelation<Item<N>>> {
    const kind = CHOSEN_RELATIONS[name]
    const { sql: owner, values: ownerValues } = chosenItemId(quote(ENDPOINTS[kind].table), quote(CATEGORY_ITEMS[kind]), lang, categoryCode, wanted)
    const endpoint = ENDPOINTS[name]
    const filters: Record<string, { column: string }> = endpoint.filters
    const ownerColumn = quote(filters[RELATIONS[name]]!.column)
    // In the list's default order, as `list` reads it.
    const list = `FROM ${quote(endpoint.table)} WHERE "lang" = ? AND ${ownerColumn} = ${owner} ${orderBy(endpoint.defaultSort, endpoint.key)} LIMIT ?`
    const productSchema = summarySchema('products')
    const [rows, chosen, named] = await this.run([
      this.db.prepare(`SELECT ${columnsOf(endpoint.schema)} ${list}`).bind(lang, ...ownerValues, pageSize),
      this.db.prepare(`SELECT ${owner} AS "owner"`).bind(...ownerValues),
      ...(products ? [this.db.prepare(`SELECT ${columnsOf(productSchema)} FROM "products" WHERE "lang" = ? AND "id" IN (SELECT "productId" ${list})`).bind(lang, lang, ...ownerValues, pageSize)] : []),
    ])
    const id = chosen?.results[0]?.owner
    return {
      owner: typeof id === 'string' ? id : null,
      records: (rows?.results ?? []).map((row) => parseRow(endpoint.schema, endpoint.table, row, this.media) as Item<N>),
      products: (named?.results ?? []).map((row) => parseRow(productSchema, 'products', row, this.media) as ProductSummary),
    }
  }

  /**
   * Two statements of one trip, each reading the category's index (lang, category, createTime) from the article on:
   * its place (the newer articles counted) and its two neighbours; never the category's other rows.
   */
  async newsNeighbours(categoryId: string, wanted: string, lang: Lang): Promise<Neighbours<NewsSummary>> {
    const schema = summarySchema('news')
    const columns = columnsOf(schema, 't')
    // The list is newest first, equal times by id: "newer" is before the article, "older" after it.
    const article = `WITH a AS (SELECT "id", "createTime" FROM "news" WHERE "lang" = ?1 AND "category" = ?2 AND ("id" = ?3 OR "newsCode" = ?3) LIMIT 1)`
    const newer = `t."lang" = ?1 AND t."category" = ?2 AND t."createTime" >= a."createTime" AND NOT (t."createTime" = a."createTime" AND t."id" >= a."id")`
    const older = `t."lang" = ?1 AND t."category" = ?2 AND t."createTime" <= a."createTime" AND NOT (t."createTime" = a."createTime" AND t."id" <= a."id")`
    const [place, rows] = await this.run([
      this.db.prepare(`${article} SELECT (SELECT COUNT(*) FROM "news" t, a WHERE ${newer}) AS "place", (SELECT COUNT(*) FROM a) AS "found"`).bind(lang, categoryId, wanted),
      this.db
        .prepare(
          `${article} SELECT * FROM (SELECT ${columns}, 'previous' AS "__which" FROM "news" t, a WHERE ${newer} ORDER BY t."createTime" ASC, t."id" DESC LIMIT 1)
           UNION ALL SELECT * FROM (SELECT ${columns}, 'next' AS "__which" FROM "news" t, a WHERE ${older} ORDER BY t."createTime" DESC, t."id" ASC LIMIT 1)`,
        )
        .bind(lang, categoryId, wanted),
    ])
    const counted = place?.results[0]
    if (!counted || Number(counted.found) === 0) return { place: null }
    const neighbours: Neighbours<NewsSummary> = { place: Number(counted.place) }
    for (const row of rows?.results ?? []) neighbours[row.__which === 'previous' ? 'previous' : 'next'] = parseRow(schema, 'news', row, this.media) as NewsSummary
    return neighbours
  }

  async productsById(ids: readonly string[], lang: Lang): Promise<ProductSummary[]> {
    if (ids.length === 0) return []
    const schema = summarySchema('products')
    const columns = columnsOf(schema)
    // The ids as one JSON array: D1 binds at most 100 values to a statement.
    const [found] = await this.run([this.db.prepare(`SELECT ${columns} FROM "products" WHERE "lang" = ? AND "id" IN (SELECT value FROM json_each(?))`).bind(lang, JSON.stringify(ids))])
    return (found?.results ?? []).map((row) => parseRow(schema, 'products', row, this.media) as ProductSummary)
  }
}
