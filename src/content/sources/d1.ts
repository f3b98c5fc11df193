import * as v from 'valibot'
import type { Lang } from '../../routing/locale.ts'
import { ContentError, sourceFailure } from '../content-error.ts'
import { ENDPOINTS, type EndpointName, type Item, type ItemEndpointName } from '../endpoints.ts'
import { isId, parseSort, type ListQuery } from '../query.ts'
import type { ContentSource, Page } from './source.ts'

/** Column and table names come from the endpoint table, never from a request; this only guards against a typo there. */
function quote(name: string): string {
  if (!/^\w+$/.test(name)) throw new Error(`not a column name: ${name}`)
  return `"${name}"`
}

export function parseRow<S extends v.GenericSchema>(schema: S, table: string, row: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, row)
  if (result.success) return result.output
  const where = v.getDotPath(result.issues[0]) ?? 'record'
  throw sourceFailure(500, `500 invalid ${table} row at ${where}: ${result.issues[0].message}`)
}

/** The embedded database: parameterised SQL over the tables of migrations/, one row per (id, lang). */
export class D1Source implements ContentSource {
  constructor(private readonly db: D1Database) {}

  async list<N extends EndpointName>(name: N, query: ListQuery<N>, lang: Lang): Promise<Page<Item<N>>> {
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
    const { field, descending } = parseSort(query.sort)
    if (!(endpoint.sortable as readonly string[]).includes(field)) throw new ContentError(400, `400 ${endpoint.path} cannot be sorted by ${field}`)

    const where = conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''
    const columns = Object.keys(endpoint.schema.entries).map(quote).join(', ')
    const order = ` ORDER BY ${quote(field)} ${descending ? 'DESC' : 'ASC'}, ${quote(endpoint.key)} ASC`
    const table = quote(endpoint.table)
    const [rows, count] = await this.db.batch<Record<string, unknown>>([
      this.db.prepare(`SELECT ${columns} FROM ${table}${where}${order} LIMIT ? OFFSET ?`).bind(...values, query.pageSize, (query.pageNo - 1) * query.pageSize),
      this.db.prepare(`SELECT COUNT(*) AS total FROM ${table}${where}`).bind(...values),
    ])
    return {
      records: (rows?.results ?? []).map((row) => parseRow(endpoint.schema, endpoint.table, row) as Item<N>),
      total: Number(count?.results[0]?.total ?? 0),
    }
  }

  async get<N extends ItemEndpointName>(name: N, idOrCode: string, lang: Lang): Promise<Item<N> | null> {
    const endpoint = ENDPOINTS[name]
    const column = isId(idOrCode) ? 'id' : endpoint.item.codeColumn
    const columns = Object.keys(endpoint.schema.entries).map(quote).join(', ')
    const row = await this.db
      .prepare(`SELECT ${columns} FROM ${quote(endpoint.table)} WHERE ${quote(column)} = ? AND "lang" = ? LIMIT 1`)
      .bind(idOrCode, lang)
      .first()
    return row === null ? null : (parseRow(endpoint.schema, endpoint.table, row) as Item<N>)
  }
}
