import { localizedPath } from '../../routing/locale.ts'
import { usePage } from '../render/page-context.tsx'
import { PAGE_SIZES, type PageSize } from './list-params.ts'

/**
 * The page-size choice: a GET form, so it works without JavaScript. It sends only `size` (and what the list
 * itself reads, `query`: the search's `q`): a new page size starts again at the first page. An explicit button rather than a submit on change, which would move
 * keyboard and screen-reader users to a new page while they are still choosing.
 */
export function PageSizeForm({ id, path, size, query = {} }: { id: string; path: string; size: PageSize; query?: Readonly<Record<string, string>> }) {
  const { lang, t } = usePage()
  return (
    <form className="page-size" method="get" action={localizedPath(path, lang)}>
      {Object.entries(query).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="page-size__label" htmlFor={`${id}-page-size`}>
        {t('paging.size.label')}
      </label>
      <select className="page-size__select" id={`${id}-page-size`} name="size" defaultValue={String(size)}>
        {PAGE_SIZES.map((option) => (
          <option key={option} value={option}>
            {t('paging.size.option', { size: option })}
          </option>
        ))}
      </select>
      <button className="button button--ghost page-size__apply" type="submit">
        {t('paging.size.apply')}
      </button>
    </form>
  )
}
