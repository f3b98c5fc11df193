import type { NewsCategory, NewsSummary } from '../../../content/model/entities.ts'
import type { Crumb } from '../../../seo/json-ld.ts'
import { PageBanner } from '../../layout/PageBanner.tsx'
import { usePage } from '../../render/page-context.tsx'
import { CategoryTabs } from './CategoryTabs.tsx'
import type { ListParams } from '../../paging/list-params.ts'
import { FeaturedNews, NewsRow } from './NewsListItem.tsx'
import { PageSizeForm } from '../../paging/PageSizeForm.tsx'
import { Pagination } from '../../paging/Pagination.tsx'

export interface NewsListData {
  categories: readonly NewsCategory[]
  /** The category shown; none for all news. */
  category?: NewsCategory
  /** The list's path without language prefix and query. */
  path: string
  params: ListParams
  news: readonly NewsSummary[]
  total: number
  pages: number
}

/** The news list of spec §2 IndustryTrends: category tabs, the page's news (the first featured), pagination. */
export function NewsListPage({ data, breadcrumb }: { data: NewsListData; breadcrumb: Crumb[] }) {
  const { t } = usePage()
  const [first, ...rest] = data.news
  return (
    <>
      <PageBanner title={t('screens.industryTrends')} subtitle={data.category?.categoryName} breadcrumb={breadcrumb} />
      <div className="news-page">
        <CategoryTabs categories={data.categories} current={data.category} />
        {first ? (
          <>
            <ul className="news-list" aria-label={t('news.list')}>
              <li className="news-list__item news-list__item--featured">
                <FeaturedNews news={first} />
              </li>
              {rest.map((news) => (
                <li key={news.id} className="news-list__item">
                  <NewsRow news={news} />
                </li>
              ))}
            </ul>
            <div className="pager">
              <p className="pager__total">{t('news.total', { total: data.total })}</p>
              <Pagination path={data.path} params={data.params} pages={data.pages} />
              <PageSizeForm id="news" path={data.path} size={data.params.size} />
            </div>
          </>
        ) : (
          <p className="news-empty">{t('news.empty')}</p>
        )}
      </div>
    </>
  )
}
