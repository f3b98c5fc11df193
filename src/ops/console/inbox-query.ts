/** The console's inbox: stored messages newest first, 50 a page, filtered by delivery state and kind, searched by name, company or e-mail. */
import * as v from 'valibot'
import type { StoredMessage } from '../../content/sources/d1-messages.ts'
import { DELIVERY_STATES } from '../../delivery/state.ts'

export const INBOX_PAGE = 50

const Filters = v.object({
  state: v.optional(v.picklist(DELIVERY_STATES)),
  kind: v.optional(v.picklist(['enquiry', 'subscription'])),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1))),
})

export interface InboxFilters {
  state?: (typeof DELIVERY_STATES)[number]
  kind?: 'enquiry' | 'subscription'
  q?: string
  page: number
}

/** The filters of a query string: a value that is not one of the choices is left out, as if not given. */
export function inboxFilters(query: Record<string, string>): InboxFilters {
  const filters: InboxFilters = { page: 1 }
  for (const key of ['state', 'kind', 'q', 'page'] as const) {
    const value = query[key]
    if (value === undefined || value === '') continue
    const parsed = v.safeParse(Filters.entries[key], value)
    if (parsed.success && parsed.output !== '') Object.assign(filters, { [key]: parsed.output })
  }
  return filters
}

/** LIKE's wildcards in a visitor's text are meant literally. */
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export type InboxRow = Pick<StoredMessage, 'id' | 'createdAt' | 'language' | 'variant' | 'contactPerson' | 'company' | 'email' | 'deliveryState' | 'mailState'>

export async function inboxPage(db: D1Database, filters: InboxFilters): Promise<{ records: InboxRow[]; total: number }> {
  const where: string[] = []
  const values: (string | number)[] = []
  if (filters.state) where.push(`deliveryState = ?${values.push(filters.state)}`)
  if (filters.kind) where.push(`variant = ?${values.push(filters.kind)}`)
  if (filters.q) {
    const n = values.push(like(filters.q))
    where.push(`(contactPerson LIKE ?${n} ESCAPE '\\' OR company LIKE ?${n} ESCAPE '\\' OR email LIKE ?${n} ESCAPE '\\')`)
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : ''
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT id, createdAt, language, variant, contactPerson, company, email, deliveryState, mailState FROM messages ${clause} ORDER BY id DESC LIMIT ${INBOX_PAGE} OFFSET ${(filters.page - 1) * INBOX_PAGE}`)
      .bind(...values),
    db.prepare(`SELECT COUNT(*) AS total FROM messages ${clause}`).bind(...values),
  ])
  return { records: (rows?.results ?? []) as InboxRow[], total: Number((count?.results[0] as { total?: number } | undefined)?.total ?? 0) }
}
