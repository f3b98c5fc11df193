import { localizedPath } from '../../routing/locale.ts'
import { routePath } from '../../routing/routes.ts'
import { findByCodeOrId } from './find-by-code-or-id.ts'
import { listSearch, pageCount, readListParams } from '../paging/list-params.ts'
import { NewsListPage } from './news/NewsListPage.tsx'
import { featuredPreload } from './news/NewsListItem.tsx'
import { notFound, type Screen } from './screen.ts'
import { configSeo, crumbs, screenHead } from './screen-head.ts'

/**
 * /industryTrends/{code or id?}/?page=N&size=M: a page of the news list, newest first, all news or one
 * category's. An unknown category, a malformed page or size, or a page past the last is a 404; the
 * category's id, `page=1` and `size=10` redirect (301) to the one URL of the same page. The page's news are
 * loaded before rendering starts: whether the page exists decides its status, and the first item's image
 * (the LCP) is preloaded from the head.
 */
export const industryTrendsScreen: Screen = async (input) => {
  const { bundle, match, t, lang, url, content } = input
  const param = match.params[0]
  const category = param === undefined ? undefined : findByCodeOrId(bundle.newsCategories, param)
  if (param !== undefined && !category) return notFound
  const read = readListParams(url.searchParams)
  if (read.kind === 'invalid') return notFound
  const { params } = read
  const path = routePath('IndustryTrends', category ? [category.categoryCode] : [])
  if (read.kind === 'redirect' || param !== category?.categoryCode) {
    return { kind: 'redirect', location: localizedPath(path + listSearch(params), lang), status: 301 }
  }

  const page = await content.summaries('news', { pageNo: params.page, pageSize: params.size, filters: category ? { category: category.id } : {} }, lang)
  const pages = pageCount(page.total, params.size)
  if (params.page > pages) return notFound

  const trail = [{ name: t('screens.industryTrends'), path: routePath('IndustryTrends') }]
  if (category) trail.push({ name: category.categoryName, path })
  const breadcrumb = crumbs(input, ...trail)
  const seo = configSeo(input)
  const title = category ? `${category.categoryName} | ${t('screens.industryTrends')}` : seo.title
  const head = screenHead(input, {
    seo: { ...seo, title: params.page > 1 ? t('paging.titlePage', { title, page: params.page }) : title },
    path: path + listSearch(params),
    breadcrumb,
  })
  const featured = page.records[0]
  return {
    kind: 'page',
    head: { ...head, preloads: featured?.image ? [featuredPreload(featured)] : [] },
    styles: ['news-list', 'paging'],
    main: (
      <NewsListPage
        breadcrumb={breadcrumb}
        data={{ categories: bundle.newsCategories, category, path, params, news: page.records, total: page.total, pages }}
      />
    ),
  }
}
