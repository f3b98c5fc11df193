import { useBundle, usePage } from '../../render/page-context.tsx'
import { links } from '../../../routing/links.ts'

interface Column {
  title: string
  href: string
  items: { label: string; href: string }[]
}

/** The footer's link columns (spec §2): product, solution, case and news categories, and contact. */
export function FooterColumns() {
  const { t, lang } = usePage()
  const bundle = useBundle()
  const to = links(lang)
  const columns: Column[] = [
    {
      title: t('screens.product'),
      href: to.route('Product'),
      items: bundle.productCategories.map((c) => ({ label: c.categoryName, href: to.productCategory(c) })),
    },
    {
      title: t('screens.solution'),
      href: to.route('Solution'),
      items: bundle.solutionCategories.map((c) => ({ label: c.categoryName, href: to.solutionCategory(c) })),
    },
    {
      title: t('screens.case'),
      href: to.route('Case'),
      items: bundle.exampleCategories.map((c) => ({ label: c.categoryName, href: to.caseCategory(c) })),
    },
    {
      title: t('screens.industryTrends'),
      href: to.route('IndustryTrends'),
      items: bundle.newsCategories.map((c) => ({ label: c.categoryName, href: to.newsCategory(c) })),
    },
    {
      title: t('footer.contact'),
      href: to.route('Concat'),
      items: [
        { label: t('footer.contactPage'), href: to.route('Concat') },
        { label: t('footer.brochure'), href: to.brochure() },
        { label: t('footer.downloads'), href: to.route('File') },
      ],
    },
  ]
  return (
    <nav className="site-footer__columns" aria-label={t('footer.sitemap')}>
      {columns.map((column) => (
        <div key={column.href}>
          <h2 className="site-footer__heading">
            <a href={column.href}>
              {column.title}
            </a>
          </h2>
          <ul className="site-footer__links">
            {column.items.map((item) => (
              <li key={item.href + item.label}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}
