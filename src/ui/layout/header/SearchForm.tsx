import { localizedPath } from '../../../routing/locale.ts'
import { routePath } from '../../../routing/routes.ts'
import { SEARCH_QUERY_MAX } from '../../../routing/search-query.ts'
import { usePage } from '../../render/page-context.tsx'
import { SearchIcon } from '../icons.tsx'

export const HEADER_SEARCH_ID = 'site-search'

interface SearchFormProps {
  /** Unique on the page: the field's id is made from it. */
  id: string
  /** The query to show in the field (the results page's own). */
  query?: string
  /** Focus the field when it is shown (the header's popover opens with the cursor in it). */
  autoFocus?: boolean
  className?: string
  /** The short placeholder, for a narrow field (the drawer's: the long one was cut at 375 px). */
  short?: boolean
}

/**
 * The site search's form: a plain GET form to the results page of the page's language, so it works
 * without JavaScript. In the header (a popover), the drawer and on the results page.
 */
export function SearchForm({ id, query, autoFocus, className = '', short = false }: SearchFormProps) {
  const { t, lang } = usePage()
  const field = `${id}-q`
  return (
    <form className={`search-form ${className}`.trim()} role="search" action={localizedPath(routePath('Search'), lang)} method="get">
      <label className="visually-hidden" htmlFor={field}>
        {t('search.label')}
      </label>
      <input
        className="search-form__field"
        id={field}
        type="search"
        name="q"
        defaultValue={query}
        placeholder={t(short ? 'search.placeholderShort' : 'search.placeholder')}
        maxLength={SEARCH_QUERY_MAX}
        required
        enterKeyHint="search"
        autoFocus={autoFocus}
      />
      <button className="search-form__submit" type="submit" aria-label={t('search.submit')}>
        <SearchIcon />
      </button>
    </form>
  )
}

/**
 * The header's search (768 px and wider): a button that opens the form in a popover below the header. The
 * popover is the browser's own (`popovertarget`): it opens, closes on Escape and outside clicks, without script.
 */
export function HeaderSearch() {
  const { t } = usePage()
  return (
    <>
      <button type="button" className="header-search__button" popoverTarget={HEADER_SEARCH_ID} aria-label={t('search.open')}>
        <SearchIcon />
      </button>
      <div id={HEADER_SEARCH_ID} className="header-search" popover="auto">
        <SearchForm id="header-search" autoFocus />
      </div>
    </>
  )
}
