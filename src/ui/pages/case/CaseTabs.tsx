import type { ExampleCategory } from '../../../content/model/entities.ts'
import { links } from '../../../routing/links.ts'
import { useBundle, usePage } from '../../render/page-context.tsx'

/**
 * A tab per case category (from the bundle), each a link to its own page `/Case/{code}`; the one shown
 * carries `aria-current="page"` (on `/Case`, the first). The bar scrolls sideways on narrow screens.
 */
export function CaseTabs({ current }: { current: ExampleCategory | undefined }) {
  const { t, lang } = usePage()
  const { exampleCategories } = useBundle()
  const to = links(lang)
  return (
    <nav className="case-tabs" aria-label={t('cases.categories')}>
      <ul className="case-tabs__list">
        {exampleCategories.map((category) => (
          <li key={category.id}>
            <a className="case-tabs__tab" href={to.caseCategory(category)} aria-current={category.id === current?.id ? 'page' : undefined}>
              {category.categoryName}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
