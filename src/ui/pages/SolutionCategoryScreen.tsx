import { routePath } from '../../routing/routes.ts'
import { findByCodeOrId } from './find-by-code-or-id.ts'
import { InnerPage } from './InnerPage.tsx'
import { notFound, type Screen } from './screen.ts'
import { crumbs, screenHead } from './screen-head.ts'

/** /SolutionCategory/{code or id}/?id={solutionCode}: an unknown category is a 404; an unknown solution falls back to the first. */
export const solutionCategoryScreen: Screen = (input) => {
  const { bundle, match, url, t } = input
  const category = findByCodeOrId(bundle.solutionCategories, match.params[0] ?? '')
  if (!category) return notFound
  const wanted = url.searchParams.get('id')
  const chosen = wanted ? bundle.solutions.find((s) => s.categoryCode === category.categoryCode && s.solutionCode === wanted) : undefined
  const categoryPath = routePath('SolutionCategory', [category.categoryCode])
  const path = routePath('SolutionCategory', [category.categoryCode], chosen?.solutionCode)
  const breadcrumb = crumbs(input, { name: t('screens.solution'), path: routePath('Solution') }, { name: category.categoryName, path: categoryPath })
  return {
    kind: 'page',
    head: screenHead(input, {
      seo: { title: category.seoTitle, keywords: category.seoKeyword, description: category.description },
      path,
      image: chosen?.image ?? category.image,
      breadcrumb,
    }),
    main: <InnerPage title={category.categoryName} subtitle={category.categorySubtitle} breadcrumb={breadcrumb} />,
  }
}
