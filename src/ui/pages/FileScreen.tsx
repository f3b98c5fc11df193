import { BROCHURE_ID, DOCUMENTS, findDocument } from '../../content/documents/index.ts'
import { localizedPath } from '../../routing/locale.ts'
import { routePath } from '../../routing/routes.ts'
import { DocumentList } from './documents/DocumentList.tsx'
import { documentPage } from './documents/document-screen.tsx'
import { InnerPage } from './InnerPage.tsx'
import { notFound, type Screen } from './screen.ts'
import { configSeo, crumbs, screenHead } from './screen-head.ts'

/**
 * /File/{id?} (spec §2 File): the document centre's list, or one document in the viewer. The brochure has
 * its own address (/pdf/Corporate_Brochure), so /File/Corporate_Brochure is moved there; an unknown id is a 404.
 */
export const fileScreen: Screen = (input) => {
  const id = input.match.params[0]
  if (id === BROCHURE_ID) return { kind: 'redirect', location: localizedPath(routePath('Pdf', [BROCHURE_ID]), input.lang), status: 301 }
  if (id !== undefined) {
    const doc = findDocument(id)
    return doc ? documentPage(input, doc) : notFound
  }
  const title = input.t('screens.file')
  const breadcrumb = crumbs(input, { name: title, path: input.match.canonicalPath })
  return {
    kind: 'page',
    head: screenHead(input, { seo: configSeo(input), breadcrumb }),
    main: (
      <InnerPage title={title} subtitle={input.t('documents.lead')} breadcrumb={breadcrumb}>
        <DocumentList documents={DOCUMENTS} />
      </InnerPage>
    ),
    styles: ['documents'],
  }
}
