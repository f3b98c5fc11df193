import { editionFor, otherEditions, type SiteDocument } from '../../../content/documents/index.ts'
import { localizedPath } from '../../../routing/locale.ts'
import { balancedGrid } from '../../content/balanced-grid.ts'
import { usePage } from '../../render/page-context.tsx'
import { DocumentFacts, OtherEditions } from './DocumentFacts.tsx'
import { DownloadButton } from './DownloadButton.tsx'

/** Where a document is read online: the brochure at its own address (spec §2 Pdf), the others at /File/{id}. */
export function viewerPath(doc: SiteDocument): string {
  return doc.kind === 'brochure' ? `/pdf/${doc.id}` : `/File/${doc.id}`
}

function DocumentCard({ doc }: { doc: SiteDocument }) {
  const { t, lang } = usePage()
  const edition = editionFor(doc, lang)
  const title = doc.title[lang]
  const headingId = `document-${doc.id}`
  return (
    <li className="document-card">
      <article aria-labelledby={headingId}>
        <h3 className="document-card__title" id={headingId}>
          <a href={localizedPath(viewerPath(doc), lang)}>
            {title}
          </a>
        </h3>
        <p className="document-card__summary">{doc.summary[lang]}</p>
        <DocumentFacts edition={edition} />
        <div className="document-card__actions">
          <a className="button button--ghost" href={localizedPath(viewerPath(doc), lang)}>
            {t('documents.read')}
            <span className="visually-hidden">{t('documents.readWhat', { title })}</span>
          </a>
          <DownloadButton edition={edition} title={title} />
        </div>
        <OtherEditions editions={otherEditions(doc, lang)} />
      </article>
    </li>
  )
}

/** The document centre's list (spec §2 File): the brochure, then the datasheets, each with its facts. */
export function DocumentList({ documents }: { documents: readonly SiteDocument[] }) {
  const { t } = usePage()
  const groups = (['brochure', 'datasheet'] as const).map((kind) => ({ kind, items: documents.filter((d) => d.kind === kind) })).filter((g) => g.items.length)
  return (
    <div className="documents">
      {groups.map(({ kind, items }) => (
        <section key={kind} className="documents__group" aria-labelledby={`documents-${kind}`}>
          <h2 className="documents__heading" id={`documents-${kind}`}>
            {t(`documents.groups.${kind}`)}
          </h2>
          <ul {...balancedGrid(items.length, 'documents__list')}>
            {items.map((doc) => (
              <DocumentCard key={doc.id} doc={doc} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
