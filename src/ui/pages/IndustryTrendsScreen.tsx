import { routePath } from '../../routing/routes.ts'
import { findByCodeOrId } from './find-by-code-or-id.ts'
import { InnerPage } from './InnerPage.tsx'
import { notFound, type Screen } from './screen.ts'
import { configSeo, crumbs, screenHead } from './screen-head.ts'

/** /industryTrends/{code or id?}/: the news list of a category; an unknown category is a 404. */
export const industryTrendsScreen: Screen = (input) => {
  const { bundle, match, t } = input
  const param = match.params[0]
  const category = param === undefined ? undefined : findByCodeOrId(bundle.newsCategories, param)
  if (param !== undefined && !category) return notFound
  const trail = [{ name: t('screens.industryTrends'), path: routePath('IndustryTrends') }]
  if (category) trail.push({ name: category.categoryName, path: routePath('IndustryTrends', [category.categoryCode]) })
  const breadcrumb = crumbs(input, ...trail)
  return {
    kind: 'page',
    head: screenHead(input, { seo: configSeo(input), path: trail.at(-1)!.path, breadcrumb }),
    main: <InnerPage title={t('screens.industryTrends')} subtitle={category?.categoryName} breadcrumb={breadcrumb} />,
  }
}
