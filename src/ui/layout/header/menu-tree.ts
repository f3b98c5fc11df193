/**
 * The menu as a tree: the five sections of spec §2 with what their popovers hold (a category's first products
 * or solutions: menu-items.ts). The mobile drawer renders it as expandable groups; the desktop menu shows the
 * same sections with richer popovers.
 */
import type { Bundle } from '../../../content/model/bundle.ts'
import type { Lang } from '../../../routing/locale.ts'
import type { Translate } from '../../i18n/index.ts'
import { ABOUT_ANCHORS, CONCEPT_ANCHORS, links } from '../../../routing/links.ts'
import type { SectionId } from '../sections.ts'
import { categoryItems, type CategoryItems } from './menu-items.ts'
import { formatNumber } from '../../text/numbers.ts'

export interface MenuNode {
  label: string
  href: string
  children?: MenuNode[]
}

export interface MenuSection extends MenuNode {
  id: SectionId
}

/** The label and page of each section. */
export function sectionLinks(lang: Lang, t: Translate): Record<SectionId, MenuNode> {
  const to = links(lang)
  return {
    home: { label: t('nav.home'), href: to.route('Index') },
    products: { label: t('screens.product'), href: to.route('Product') },
    company: { label: t('screens.accessHcs'), href: to.route('AccessHcs') },
    solutions: { label: t('screens.solution'), href: to.route('Solution') },
    contact: { label: t('screens.contact'), href: to.route('Concat') },
  }
}

/** A category's first items as menu nodes, and past them one to the category's page. */
function bounded<T>({ shown, total }: CategoryItems<T>, node: (item: T) => MenuNode, more: (total: number) => MenuNode): MenuNode[] {
  const nodes = shown.map(node)
  return total > shown.length ? [...nodes, more(total)] : nodes
}

export function menuTree(bundle: Bundle, lang: Lang, t: Translate): MenuSection[] {
  const to = links(lang)
  const section = sectionLinks(lang, t)
  const about = (anchor?: string) => to.route('AccessHcs', [], anchor)
  return [
    { id: 'home', ...section.home },
    {
      id: 'products',
      ...section.products,
      children: bundle.productCategories.map((category) => ({
        label: category.categoryName,
        href: to.productCategory(category),
        children: bounded(
          categoryItems(bundle.categoryProducts, category.categoryCode),
          (p) => ({ label: p.productName, href: to.product(p) }),
          (total) => ({ label: t('catalogue.allProducts', { n: formatNumber(total, lang), category: category.categoryName }), href: to.productCategory(category) }),
        ),
      })),
    },
    {
      id: 'company',
      ...section.company,
      children: [
        { label: t('header.company.profile'), href: about(ABOUT_ANCHORS.about) },
        {
          label: t('header.company.concepts'),
          href: to.route('Concepts'),
          children: CONCEPT_ANCHORS.map((anchor) => ({ label: t(`header.company.${anchor}`), href: to.route('Concepts', [], anchor) })),
        },
        {
          label: t('header.company.cases'),
          href: to.route('Case'),
          children: bundle.exampleCategories.map((c) => ({ label: c.categoryName, href: to.caseCategory(c) })),
        },
        { label: t('header.company.history'), href: about(ABOUT_ANCHORS.history) },
        {
          label: t('header.company.news'),
          href: to.route('IndustryTrends'),
          children: bundle.newsCategories.map((c) => ({ label: c.categoryName, href: to.newsCategory(c) })),
        },
        { label: t('header.company.brochure'), href: to.brochure() },
      ],
    },
    {
      id: 'solutions',
      ...section.solutions,
      children: bundle.solutionCategories.map((category) => ({
        label: category.categoryName,
        href: to.solutionCategory(category),
        children: bounded(
          categoryItems(bundle.categorySolutions, category.categoryCode),
          (s) => ({ label: s.solutionName, href: to.solution(s) }),
          (total) => ({ label: t('catalogue.allSolutions', { n: formatNumber(total, lang), category: category.categoryName }), href: to.solutionCategory(category) }),
        ),
      })),
    },
    { id: 'contact', ...section.contact },
  ]
}
