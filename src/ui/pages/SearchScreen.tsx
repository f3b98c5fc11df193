import { localizedPath } from '../../routing/locale.ts'
import { routePath } from '../../routing/routes.ts'
import { groupsOf } from '../../search/index.ts'
import { listSearch, pageCount, readListParams } from '../paging/list-params.ts'
import { SearchPage } from './search/SearchPage.tsx'
import { notFound, type Screen } from './screen.ts'
import { crumbs, screenHead, siteName } from './screen-head.ts'

/**
 * /search?q=…&page=N&size=M (site search): a page of the results of the query of the page URL (normalised by
 * the route table, so it is also the page cache's key), 10 a page or 20, 30, 40 as the news list (spec §9). A
 * malformed page or size, or a page past the last, is a 404; `page=1` and `size=10` redirect to the URL
 * without them. Never indexed and not in the sitemap: the page has no canonical URL or alternates, only `noindex`.
 */
export const searchScreen: Screen = async (input) => {
  const { t, lang, url } = input
  const read = readListParams(url.searchParams)
  if (read.kind === 'invalid') return notFound
  const { params } = read
  const query = url.searchParams.get('q') ?? ''
  const keep: Record<string, string> = query ? { q: query } : {}
  const path = routePath('Search')
  if (read.kind === 'redirect') return { kind: 'redirect', location: localizedPath(path + listSearch(params, keep), lang), status: 301 }

  const found = query ? await input.search(query, { order: 'grouped', offset: (params.page - 1) * params.size, limit: params.size }) : { total: 0, kinds: {}, hits: [] }
  const pages = pageCount(found.total, params.size)
  if (params.page > pages) return notFound
  const title = t('search.title')
  const breadcrumb = crumbs(input, { name: title, path: input.match.canonicalPath })
  const { jsonLd, feed } = screenHead(input, { seo: { title, keywords: '', description: t('search.lead') }, breadcrumb })
  const brand = siteName(input)
  const pageTitle = query ? t('search.pageTitle', { query }) : title
  return {
    kind: 'page',
    head: {
      title: `${params.page > 1 ? t('paging.titlePage', { title: pageTitle, page: params.page }) : pageTitle} | ${brand}`,
      description: t('search.lead'),
      robots: 'noindex',
      jsonLd,
      feed,
    },
    main: (
      <SearchPage
        title={title}
        breadcrumb={breadcrumb}
        query={query}
        groups={groupsOf(found.hits, found.kinds)}
        total={found.total}
        paging={{ path, params, pages }}
      />
    ),
    styles: ['search', 'paging'],
  }
}
