import { tagList } from '../text/tags.ts'

/** A comma-separated `tags` field (solutions) shown one tag by one; nothing when there are none. Styles: site.css. */
export function TagList({ tags, label, className }: { tags: string; label: string; className?: string }) {
  const list = tagList(tags)
  if (list.length === 0) return null
  return (
    <ul className={className ? `tag-list ${className}` : 'tag-list'} aria-label={label}>
      {list.map((tag) => (
        <li key={tag} className="tag-list__tag">
          {tag}
        </li>
      ))}
    </ul>
  )
}
