import type { ConceptsContent } from '../../content/index.ts'
import { bannerPreload } from '../layout/PageBanner.tsx'
import { conceptsBanner, ConceptsPage } from './concepts/ConceptsPage.tsx'
import type { Screen } from './screen.ts'
import { configSeo, crumbs, screenHead } from './screen-head.ts'
import { log } from '../../log/logger.ts'
import { readable } from '../render/readable.ts'

const NO_CONCEPTS: ConceptsContent = { chapters: [], craftItems: [], statistics: [] }

/**
 * /concepts (spec §2 Concepts): the banner, a tab per chapter and the five chapters. The chapters, craft
 * items and figures are not in the bundle: asked for now, read where they render. `?id=anchorN` is read in
 * the browser (section tabs), so every chapter link shares this one page.
 */
export const conceptsScreen: Screen = (input) => {
  const { t, lang, content } = input
  const title = t('screens.concepts')
  const breadcrumb = crumbs(input, { name: title, path: input.match.canonicalPath })
  const concepts = readable(
    content.concepts(lang).catch((error: unknown) => {
      log.error('page.section_failed', { section: 'concepts', error })
      return NO_CONCEPTS
    }),
  )
  const banner = conceptsBanner(lang)
  const head = screenHead(input, { seo: configSeo(input), breadcrumb, image: banner })
  return {
    kind: 'page',
    head: { ...head, preloads: [bannerPreload(banner)] },
    styles: ['section-tabs', 'carousel', 'company', 'concepts'],
    main: <ConceptsPage title={title} breadcrumb={breadcrumb} concepts={concepts} />,
  }
}
