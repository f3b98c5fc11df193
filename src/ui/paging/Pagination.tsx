import { localizedPath } from '../../routing/locale.ts'
import { usePage } from '../render/page-context.tsx'
import { listSearch, type ListParams } from './list-params.ts'
import { pageNumbers } from './page-numbers.ts'

interface PaginationProps {
  /** The list's path without language prefix and query. */
  path: string
  params: ListParams
  pages: number
  /** What the list itself reads from its URL (`{ q }` for search results), kept in every page's link. */
  query?: Readonly<Record<string, string>>
}

/**
 * Page links (real URLs, crawlable): previous, the page numbers with the current one marked, next. At the
 * ends previous/next stay in place as disabled links, so the bar does not move under the pointer.
 */
export function Pagination({ path, params, pages, query }: PaginationProps) {
  const { lang, t } = usePage()
  const href = (page: number) => localizedPath(path + listSearch({ ...params, page }, query), lang)
  const { page: current } = params
  const step = (to: number, label: string, rel: 'prev' | 'next') => {
    // On narrow screens only the arrow shows; the label stays the link's name.
    const content = (
      <>
        <span className="pagination__arrow" aria-hidden="true">
          {rel === 'prev' ? '‹' : '›'}
        </span>
        <span className="pagination__label">{label}</span>
      </>
    )
    return to >= 1 && to <= pages ? (
      <a className={`pagination__step pagination__step--${rel}`} href={href(to)} rel={rel}>
        {content}
      </a>
    ) : (
      <a className={`pagination__step pagination__step--${rel}`} role="link" aria-disabled="true">
        {content}
      </a>
    )
  }
  return (
    <nav className="pagination" aria-label={t('paging.label')}>
      <ul className="pagination__list">
        <li>{step(current - 1, t('paging.previous'), 'prev')}</li>
        {pageNumbers(current, pages).map((page, i) =>
          page === 'gap' ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <a className="pagination__page" href={href(page)} aria-current={page === current ? 'page' : undefined} aria-label={t('paging.page', { page })}>
                {page}
              </a>
            </li>
          ),
        )}
        <li>{step(current + 1, t('paging.next'), 'next')}</li>
      </ul>
    </nav>
  )
}
