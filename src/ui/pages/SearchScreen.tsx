import { groupHits } from '../../search/index.ts'
import { SearchPage } from './search/SearchPage.tsx'
import type { Screen } from './screen.ts'
import { crumbs, screenHead, siteName } from './screen-head.ts'

/**
 * /search?q=… (site search): the results of the query of the page URL (normalised by the route table, so
 * it is also the page cache's key). Never indexed and not in the sitemap: the page has no canonical URL
 * or alternates, only `noindex`.
 */
export const searchScreen: Screen = async (input) => {
  const { t } = input
  const query = input.url.searchParams.get('q') ?? ''
  const hits = query ? await input.search(query) : []
  const title = t('search.title')
  const breadcrumb = crumbs(input, { name: title, path: input.match.canonicalPath })
  const { jsonLd, feed } = screenHead(input, { seo: { title, keywords: '', description: t('search.lead') }, breadcrumb })
  const brand = siteName(input)
  return {
    kind: 'page',
    head: {
      title: `${query ? t('search.pageTitle', { query }) : title} | ${brand}`,
      description: t('search.lead'),
      robots: 'noindex',
      jsonLd,
      feed,
    },
    main: <SearchPage title={title} breadcrumb={breadcrumb} query={query} groups={groupHits(hits)} total={hits.length} />,
    styles: ['search'],
  }
}
