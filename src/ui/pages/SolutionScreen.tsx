import { localizedPath } from '../../routing/locale.ts'
import { routePath } from '../../routing/routes.ts'
import { itemList } from '../../seo/json-ld.ts'
import type { Screen } from './screen.ts'
import { configSeo, crumbs, screenHead } from './screen-head.ts'
import { solutionSections } from './solution/solution-sections.ts'
import { SolutionsPage } from './solution/SolutionsPage.tsx'

/** /solution (spec §2 Solution): every category's solutions, from the bundle; no island. */
export const solutionScreen: Screen = (input) => {
  const { bundle, lang, origin, t } = input
  const title = t('screens.solution')
  const breadcrumb = crumbs(input, { name: title, path: routePath('Solution') })
  const sections = solutionSections(bundle.solutionCategories, bundle.categorySolutions)
  const solutions = sections.flatMap((section) => section.solutions)
  return {
    kind: 'page',
    head: screenHead(input, {
      seo: configSeo(input),
      breadcrumb,
      jsonLd: [
        itemList(solutions.map((s) => ({ name: s.solutionName, url: origin + localizedPath(routePath('SolutionCategory', [s.categoryCode], s.solutionCode), lang) }))),
      ],
    }),
    styles: ['section-tabs', 'solution'],
    main: <SolutionsPage title={title} sections={sections} breadcrumb={breadcrumb} />,
  }
}
