/** The page of one document (the brochure at /pdf/…, a datasheet at /File/…): shared by both screens. */
import { editionFor, type SiteDocument } from '../../../content/documents/index.ts'
import { routePath } from '../../../routing/routes.ts'
import type { ScreenInput, ScreenOutcome } from '../screen.ts'
import { configSeo, crumbs, screenHead } from '../screen-head.ts'
import { viewerPath } from './DocumentList.tsx'
import { ViewerPage } from './ViewerPage.tsx'

export function documentPage(input: ScreenInput, doc: SiteDocument): ScreenOutcome {
  const { t, lang } = input
  const title = doc.title[lang]
  const path = viewerPath(doc)
  const breadcrumb = crumbs(input, { name: t('screens.file'), path: routePath('File') }, { name: title, path })
  const seo = configSeo(input, doc.kind === 'brochure' ? 'pdf' : 'file')
  return {
    kind: 'page',
    head: screenHead(input, { seo: { ...seo, title, description: doc.summary[lang] }, path, breadcrumb }),
    main: <ViewerPage doc={doc} edition={editionFor(doc, lang)} breadcrumb={breadcrumb} />,
    styles: ['documents'],
  }
}
