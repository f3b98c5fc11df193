/**
 * Every record of a list, as summaries, page by page: for what reads a whole list on purpose (the search index,
 * the sitemap, the catalogue's words), never for a page a visitor asked for.
 */
import type { Lang } from '../../routing/locale.ts'
import type { EndpointName, Summary } from '../endpoints.ts'
import { listQuery, MAX_PAGE_SIZE, type ListQuery } from '../query.ts'
import type { ContentSource } from './source.ts'

/** The list's pages of `pageSize` records in turn: one page in memory at a time. */
export async function* summaryPages<N extends EndpointName>(source: ContentSource, name: N, lang: Lang, query: Partial<ListQuery<N>> = {}, pageSize = MAX_PAGE_SIZE): AsyncGenerator<Summary<N>[]> {
  let read = 0
  for (let pageNo = 1; ; pageNo++) {
    const page = await source.summaries(name, listQuery(name, { ...query, pageNo, pageSize }), lang)
    read += page.records.length
    if (page.records.length) yield page.records
    if (page.records.length < pageSize || read >= page.total) return
  }
}

export async function everySummary<N extends EndpointName>(source: ContentSource, name: N, lang: Lang, query: Partial<ListQuery<N>> = {}): Promise<Summary<N>[]> {
  const records: Summary<N>[] = []
  for await (const page of summaryPages(source, name, lang, query)) records.push(...page)
  return records
}
