import { localizedPath } from '../../routing/locale.ts'
import { routePath } from '../../routing/routes.ts'
import { usePage } from '../render/page-context.tsx'
import { tagList } from '../text/tags.ts'

/**
 * A comma-separated `tags` field (products, solutions) shown one tag by one, each a link to the site search for
 * it (a tag looks like a link, so it is one: the products and solutions that share it); nothing when there are
 * none. Styles: site.css.
 */
export function TagList({ tags, label, className }: { tags: string; label: string; className?: string }) {
  const { lang } = usePage()
  const list = tagList(tags)
  if (list.length === 0) return null
  const search = localizedPath(routePath('Search'), lang)
  return (
    <ul className={className ? `tag-list ${className}` : 'tag-list'} aria-label={label}>
      {list.map((tag) => (
        <li key={tag}>
          <a className="tag-list__tag" href={`${search}?q=${encodeURIComponent(tag)}`}>
            {tag}
          </a>
        </li>
      ))}
    </ul>
  )
}
