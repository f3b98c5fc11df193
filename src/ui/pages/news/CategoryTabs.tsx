import type { CSSProperties } from 'react'
import type { NewsCategory } from '../../../content/model/entities.ts'
import { links } from '../../../routing/links.ts'
import { usePage } from '../../render/page-context.tsx'
import { balancedColumns } from '../../content/balanced-grid.ts'

/** The news categories as links (all news first); the shown one is the current page. On a phone they stand in balanced rows of equal pills (news-list.css). */
export function CategoryTabs({ categories, current }: { categories: readonly NewsCategory[]; current?: NewsCategory }) {
  const { lang, t } = usePage()
  const link = links(lang)
  const tabs = [{ key: 'all', name: t('news.all'), href: link.route('IndustryTrends'), active: !current }].concat(
    categories.map((c) => ({ key: c.id, name: c.categoryName, href: link.newsCategory(c), active: c.id === current?.id })),
  )
  return (
    <nav className="news-tabs" aria-label={t('news.categories')}>
      <ul className="news-tabs__list" style={{ '--tab-cols': balancedColumns(tabs.length, 3) } as CSSProperties}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <a className="news-tabs__link" href={tab.href} aria-current={tab.active ? 'page' : undefined}>
              {tab.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
