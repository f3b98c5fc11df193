import type { Edition, SiteDocument } from '../../../content/documents/index.ts'
import type { Crumb } from '../../../seo/json-ld.ts'
import { PageBanner } from '../../layout/PageBanner.tsx'
import { usePage } from '../../render/page-context.tsx'
import { DocumentViewer } from './DocumentViewer.tsx'

/** A document's page: its title and summary in the banner, then the viewer. */
export function ViewerPage({ doc, edition, breadcrumb }: { doc: SiteDocument; edition: Edition; breadcrumb: Crumb[] }) {
  const { lang } = usePage()
  return (
    <>
      <PageBanner title={doc.title[lang]} subtitle={doc.summary[lang]} breadcrumb={breadcrumb} />
      <div className="pdf-page-body">
        <DocumentViewer doc={doc} edition={edition} />
      </div>
    </>
  )
}
