import { InnerPage } from './InnerPage.tsx'
import { notFound, type Screen } from './screen.ts'
import { configSeo, crumbs, screenHead } from './screen-head.ts'

/** The only brochure there is. */
export const BROCHURE_ID = 'Corporate_Brochure'

export const pdfScreen: Screen = (input) => {
  if (input.match.params[0] !== BROCHURE_ID) return notFound
  const breadcrumb = crumbs(input, { name: input.t('screens.pdf'), path: input.match.canonicalPath })
  return {
    kind: 'page',
    head: screenHead(input, { seo: configSeo(input), breadcrumb }),
    main: <InnerPage title={input.t('screens.pdf')} breadcrumb={breadcrumb} />,
  }
}
