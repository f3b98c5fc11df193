import type { ExampleImage, ExamplePartner } from '../../content/model/entities.ts'
import { routePath } from '../../routing/routes.ts'
import { bannerPreload } from '../layout/PageBanner.tsx'
import { CASE_IMAGES, CASE_PARTNERS } from './case/case-limits.ts'
import { CASE_BANNER, CasePage } from './case/CasePage.tsx'
import { findByCodeOrId } from './find-by-code-or-id.ts'
import { notFound, type Screen } from './screen.ts'
import { configSeo, crumbs, screenHead } from './screen-head.ts'
import { log } from '../../log/logger.ts'
import { readable } from '../render/readable.ts'

/**
 * /Case/{code?} (spec §2 Case): the case category by code (1–6) or id, none meaning the first; an unknown one
 * is a 404. Its project images and partner logos come from the bundle when it carries them, else are asked
 * for now; read where they render (a failure leaves that part empty and the page is kept only briefly).
 */
export const caseScreen: Screen = (input) => {
  const { bundle, match, t, content } = input
  const param = match.params[0]
  const category = param === undefined ? bundle.exampleCategories[0] : findByCodeOrId(bundle.exampleCategories, param)
  if (param !== undefined && !category) return notFound

  const failed = (what: string) => (error: unknown) => {
    log.error('page.section_failed', { section: `case ${what}`, caseType: category?.categoryCode, error })
    return []
  }
  const caseType = category?.categoryCode
  // Images +sort, partners newest first: the order their lists default to.
  const images: Promise<ExampleImage[]> = readable(caseType ? content.relation('exampleImages', caseType, CASE_IMAGES, bundle).catch(failed('images')) : Promise.resolve([]))
  const partners: Promise<ExamplePartner[]> = readable(
    caseType ? content.relation('examplePartners', caseType, CASE_PARTNERS, bundle).catch(failed('partners')) : Promise.resolve([]),
  )

  const title = t('screens.case')
  const trail = [{ name: title, path: routePath('Case') }]
  if (param !== undefined && category) trail.push({ name: category.categoryName, path: routePath('Case', [category.categoryCode]) })
  const breadcrumb = crumbs(input, ...trail)
  const seo = configSeo(input)
  const head = screenHead(input, {
    // A category's own page is titled after it: six pages, six titles.
    seo: param !== undefined && category ? { ...seo, title: `${category.categoryName} - ${seo.title}` } : seo,
    path: trail.at(-1)!.path,
    image: category?.categoryImage || CASE_BANNER,
    breadcrumb,
  })
  return {
    kind: 'page',
    head: { ...head, preloads: [bannerPreload(CASE_BANNER)] },
    styles: ['carousel', 'company', 'case', 'enquiry'],
    main: <CasePage title={title} breadcrumb={breadcrumb} category={category} images={images} partners={partners} />,
  }
}
