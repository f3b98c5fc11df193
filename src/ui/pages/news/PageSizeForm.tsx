import { localizedPath } from '../../../routing/locale.ts'
import { usePage } from '../../render/page-context.tsx'
import { PAGE_SIZES, type PageSize } from './list-params.ts'

/**
 * The page-size choice: a GET form, so it works without JavaScript. It sends only `size`: a new page size
 * starts again at the first page. An explicit button rather than a submit on change, which would move
 * keyboard and screen-reader users to a new page while they are still choosing.
 */
export function PageSizeForm({ path, size }: { path: string; size: PageSize }) {
  const { lang, t } = usePage()
  return (
    <form className="page-size" method="get" action={localizedPath(path, lang)}>
      <label className="page-size__label" htmlFor="news-page-size">
        {t('news.pageSize.label')}
      </label>
      <select className="page-size__select" id="news-page-size" name="size" defaultValue={String(size)}>
        {PAGE_SIZES.map((option) => (
          <option key={option} value={option}>
            {t('news.pageSize.option', { size: option })}
          </option>
        ))}
      </select>
      <button className="button button--ghost page-size__apply" type="submit">
        {t('news.pageSize.apply')}
      </button>
    </form>
  )
}
