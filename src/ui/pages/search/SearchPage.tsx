import type { SearchGroup } from '../../../search/index.ts'
import type { Crumb } from '../../../seo/json-ld.ts'
import { links } from '../../../routing/links.ts'
import { SearchForm } from '../../layout/header/SearchForm.tsx'
import { usePage } from '../../render/page-context.tsx'
import { DEFAULT_PAGE_SIZE, type ListParams } from '../../paging/list-params.ts'
import { PageSizeForm } from '../../paging/PageSizeForm.tsx'
import { Pagination } from '../../paging/Pagination.tsx'
import { InnerPage } from '../InnerPage.tsx'
import { SearchResults } from './SearchResults.tsx'
import { formatNumber } from '../../text/numbers.ts'

interface SearchPageProps {
  title: string
  breadcrumb: Crumb[]
  /** The normalised query; empty when none was given. */
  query: string
  /** The groups of this page's hits. */
  groups: readonly SearchGroup[]
  total: number
  paging: { path: string; params: ListParams; pages: number }
}

/** When nothing was found: say so, and point to the product overview and the contact page. */
function NothingFound({ query }: { query: string }) {
  const { t, lang } = usePage()
  const link = links(lang)
  return (
    <div className="search-empty">
      <p className="search-empty__message">{t('search.none', { query })}</p>
      <p>{t('search.suggestions')}</p>
      <ul className="search-empty__links">
        <li>
          <a className="button" href={link.route('Product')}>
            {t('search.products')}
          </a>
        </li>
        <li>
          <a className="button button--ghost" href={link.route('Concat')}>
            {t('search.contact')}
          </a>
        </li>
      </ul>
    </div>
  )
}

/** /search?q=… (and /en/search): the form with the query, then a page of what it found, grouped by kind, and the page links. */
export function SearchPage({ title, breadcrumb, query, groups, total, paging }: SearchPageProps) {
  const { t, lang } = usePage()
  return (
    <InnerPage title={title} subtitle={t('search.lead')} breadcrumb={breadcrumb}>
      <div className="search page-width">
        <SearchForm id="search-page" query={query} className="search-form--page" />
        {!query ? (
          <p className="search__summary">{t('search.emptyQuery')}</p>
        ) : total === 0 ? (
          <NothingFound query={query} />
        ) : (
          <>
            <p className="search__summary" role="status">
              {total === 1 ? t('search.countOne', { query }) : t('search.count', { query, count: formatNumber(total, lang) })}
            </p>
            <SearchResults groups={groups} />
            {total > DEFAULT_PAGE_SIZE ? (
              <div className="pager">
                <Pagination path={paging.path} params={paging.params} pages={paging.pages} query={{ q: query }} />
                <PageSizeForm id="search" path={paging.path} size={paging.params.size} query={{ q: query }} />
              </div>
            ) : null}
          </>
        )}
      </div>
    </InnerPage>
  )
}
