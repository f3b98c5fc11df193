/**
 * Every record of a list, as summaries, page by page: for what reads a whole list on purpose (the search index,
 * the sitemap, the catalogue's words), never for a page a visitor asked for.
 */
import type { Lang } from '../../routing/locale.ts'
import type { EndpointName, Summary } from '../endpoints.ts'
import { listQuery, MAX_PAGE_SIZE, type ListQuery } from '../query.ts'
import type { ContentSource, Page } from './source.ts'

/** The pages `read` gives, of `pageSize` records each, in turn until the last: one page in memory at a time. */
export async function* listPages<T>(read: (pageNo: number, pageSize: number) => Promise<Page<T>>, pageSize = MAX_PAGE_SIZE): AsyncGenerator<T[]> {
  let seen = 0
  for (let pageNo = 1; ; pageNo++) {
    const page = await read(pageNo, pageSize)
    seen += page.records.length
    if (page.records.length) yield page.records
    if (page.records.length < pageSize || seen >= page.total) return
  }
}

/** A list's pages as summaries. */
export function summaryPages<N extends EndpointName>(source: ContentSource, name: N, lang: Lang, query: Partial<ListQuery<N>> = {}, pageSize = MAX_PAGE_SIZE): AsyncGenerator<Summary<N>[]> {
  return listPages((pageNo, size) => source.summaries(name, listQuery(name, { ...query, pageNo, pageSize: size }), lang), pageSize)
}

export async function everySummary<N extends EndpointName>(source: ContentSource, name: N, lang: Lang, query: Partial<ListQuery<N>> = {}): Promise<Summary<N>[]> {
  const records: Summary<N>[] = []
  for await (const page of summaryPages(source, name, lang, query)) records.push(...page)
  return records
}
