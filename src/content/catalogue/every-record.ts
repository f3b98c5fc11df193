/**
 * Every record of a list, as summaries, page by page: for what reads a whole list on purpose (the search index,
 * the sitemap, the catalogue's words), never for a page a visitor asked for.
 */
import type { Lang } from '../../routing/locale.ts'
import type { EndpointName, Summary } from '../endpoints.ts'
import { listQuery, MAX_PAGE_SIZE, type ListQuery } from '../query.ts'
import type { ContentSource } from '../sources/source.ts'

export async function everySummary<N extends EndpointName>(source: ContentSource, name: N, lang: Lang, query: Partial<ListQuery<N>> = {}): Promise<Summary<N>[]> {
  const records: Summary<N>[] = []
  for (let pageNo = 1; ; pageNo++) {
    const page = await source.summaries(name, listQuery(name, { ...query, pageNo, pageSize: MAX_PAGE_SIZE }), lang)
    records.push(...page.records)
    if (page.records.length < MAX_PAGE_SIZE || records.length >= page.total) return records
  }
}
