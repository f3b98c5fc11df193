import { routePath } from '../../routing/routes.ts'
import { findByCodeOrId } from './find-by-code-or-id.ts'
import { InnerPage } from './InnerPage.tsx'
import { notFound, type Screen } from './screen.ts'
import { configSeo, crumbs, screenHead } from './screen-head.ts'

/** /Case/{code?}: the case category by code (1–6) or id; none means the first; an unknown one is a 404. */
export const caseScreen: Screen = (input) => {
  const { bundle, match, t } = input
  const param = match.params[0]
  const category = param === undefined ? bundle.exampleCategories[0] : findByCodeOrId(bundle.exampleCategories, param)
  if (param !== undefined && !category) return notFound
  const trail = [{ name: t('screens.case'), path: routePath('Case') }]
  if (param !== undefined && category) trail.push({ name: category.categoryName, path: routePath('Case', [category.categoryCode]) })
  const breadcrumb = crumbs(input, ...trail)
  return {
    kind: 'page',
    head: screenHead(input, { seo: configSeo(input), path: trail.at(-1)!.path, image: category?.categoryImage, breadcrumb }),
    main: <InnerPage title={t('screens.case')} subtitle={category?.categoryName} breadcrumb={breadcrumb} />,
  }
}
