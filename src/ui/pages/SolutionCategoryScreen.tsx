import { routePath } from '../../routing/routes.ts'
import { findByCodeOrId } from './find-by-code-or-id.ts'
import { notFound, type Screen } from './screen.ts'
import { crumbs, screenHead } from './screen-head.ts'
import { SOLUTION_PRODUCTS_PAGE_SIZE, solutionSeo, usedProducts, type UsedProduct } from './solution-category/solution-choice.ts'
import { SolutionCategoryPage } from './solution-category/SolutionCategoryPage.tsx'
import { log } from '../../log/logger.ts'
import { readable } from '../render/readable.ts'
import { solutionImagePreload } from './solution-category/SolutionDetail.tsx'
import { SELECTION_WINDOW } from '../selection/selection-window.ts'

/**
 * /SolutionCategory/{code or id}/?id={solutionCode}. An unknown category is a 404; an unknown or missing
 * solution shows the category's first, under the category's own URL and SEO texts. A solution named by
 * `?id=` is its own page: its title, description, keywords and canonical URL. The page reads only the window of
 * the category's solutions it shows (issue 50), with the shown solution's products in the same trip to the database.
 */
export const solutionCategoryScreen: Screen = async (input) => {
  const { bundle, content, lang, match, url, t } = input
  const category = findByCodeOrId(bundle.solutionCategories, match.params[0] ?? '')
  if (!category) return notFound
  const wanted = url.searchParams.get('id')
  // The products the solution the window picks uses, with the catalogue's own pages of those it names, asked for
  // with the window (one trip to D1); read where they render, their failure costs their section alone.
  const products: Promise<UsedProduct[]> = readable(
    content
      .chosenRelation('solutionCatProducts', category.categoryCode, wanted, SOLUTION_PRODUCTS_PAGE_SIZE, lang, { products: true })
      .then(({ records, products }) => usedProducts(records, products))
      .catch((error: unknown) => {
        log.error('page.section_failed', { section: 'solution products', categoryCode: category.categoryCode, wanted, error })
        return []
      }),
  )
  const { window: solutions, item: solution, chosen } = await content.categoryWindow('solutions', category.categoryCode, wanted, SELECTION_WINDOW, lang)
  const categoryPath = routePath('SolutionCategory', [category.categoryCode])
  const breadcrumb = crumbs(input, { name: t('screens.solution'), path: routePath('Solution') }, { name: category.categoryName, path: categoryPath })

  const head = screenHead(input, {
    seo: solution && chosen ? solutionSeo(solution, category) : { title: category.seoTitle, keywords: category.seoKeyword, description: category.description },
    path: solution && chosen ? routePath('SolutionCategory', [category.categoryCode], solution.solutionCode) : categoryPath,
    image: solution?.image || category.image,
    breadcrumb,
  })
  return {
    kind: 'page',
    // The solution's picture is the largest thing on the first screen.
    head: solution?.image ? { ...head, preloads: [solutionImagePreload(solution)] } : head,
    styles: ['carousel', 'selection', 'solution-category', 'enquiry'],
    main: <SolutionCategoryPage category={category} solutions={solutions} solution={solution} products={products} breadcrumb={breadcrumb} />,
  }
}
