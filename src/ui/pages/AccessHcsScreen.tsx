import type { AboutContent } from '../../content/index.ts'
import { bannerPreload } from '../layout/PageBanner.tsx'
import { ABOUT_BANNER, AboutPage } from './about/AboutPage.tsx'
import type { Screen } from './screen.ts'
import { configSeo, crumbs, screenHead } from './screen-head.ts'
import { log } from '../../log/logger.ts'
import { readable } from '../render/readable.ts'

const NO_COMPANY_CONTENT: AboutContent = { intro: [], certificates: [], history: [], statistics: [], chapters: [] }

/**
 * /AccessHcs (spec §2 About): the banner, the section tabs and the sections. The company content (intro,
 * certificates, history, figures, concept chapters) is not in the bundle: it is asked for now and read where
 * it renders; if it fails, the sections show what the bundle has (case categories, news) and the page is kept
 * only briefly. `?id=anchorN` is read in the browser (section tabs), so every anchor shares this one page.
 */
export const accessHcsScreen: Screen = (input) => {
  const { t, lang, content } = input
  const title = t('screens.accessHcs')
  const breadcrumb = crumbs(input, { name: title, path: input.match.canonicalPath })
  const company = readable(
    content.about(lang).catch((error: unknown) => {
      log.error('page.section_failed', { section: 'about company content', error })
      return NO_COMPANY_CONTENT
    }),
  )
  const head = screenHead(input, { seo: configSeo(input), breadcrumb, image: ABOUT_BANNER })
  return {
    kind: 'page',
    head: { ...head, preloads: [bannerPreload(ABOUT_BANNER)] },
    styles: ['section-tabs', 'carousel', 'news-card', 'company', 'about'],
    main: <AboutPage title={title} breadcrumb={breadcrumb} company={company} />,
  }
}
