import { otherEditions, type Edition, type SiteDocument } from '../../../content/documents/index.ts'
import { usePage } from '../../render/page-context.tsx'
import { DocumentFacts, OtherEditions } from './DocumentFacts.tsx'
import { DownloadButton } from './DownloadButton.tsx'

/**
 * A PDF shown page by page (spec §2 Pdf): the download button and the file's facts, then one box per page,
 * sized from the catalogue before anything renders (no layout shift), that the browser module
 * (src/client/pdf-viewer/) fills with a canvas and a text layer as it scrolls into view. Without JavaScript
 * (or, the module adds it, when rendering fails) the download button and the browser's own embedded viewer
 * remain. With it, buttons zoom the pages (a phone's pinch zoom works as well, and pages are drawn sharp at it).
 */
export function DocumentViewer({ doc, edition }: { doc: SiteDocument; edition: Edition }) {
  const { t, lang } = usePage()
  const title = doc.title[lang]
  const pages = Array.from({ length: edition.pages }, (_, i) => i + 1)
  const ratio = `${edition.width} / ${edition.height}`
  return (
    <section className="pdf-viewer" aria-label={t('documents.viewer', { title, n: edition.pages })}>
      <div className="pdf-viewer__bar">
        <DocumentFacts edition={edition} />
        <div className="pdf-viewer__actions">
          <DownloadButton edition={edition} title={title} />
          <OtherEditions editions={otherEditions(doc, lang)} />
        </div>
      </div>
      <div
        className={edition.height > edition.width ? 'pdf-viewer__pages pdf-viewer__pages--portrait' : 'pdf-viewer__pages'}
        data-pdf-viewer=""
        data-src={edition.href}
        data-page-label={t('documents.page', { n: '{{n}}', total: '{{total}}' })}
        data-failed={t('documents.failed')}
        data-embed-title={t('documents.embed', { title })}
      >
        {pages.map((n) => (
          <div
            key={n}
            className="pdf-page"
            role="group"
            aria-label={t('documents.page', { n, total: edition.pages })}
            aria-busy="true"
            data-page={n}
            data-loading={t('documents.loading')}
            style={{ aspectRatio: ratio }}
          />
        ))}
      </div>
      {/* Shown by the viewer once it runs (src/client/pdf-viewer/zoom.ts); stays at the screen's foot while the pages scroll. */}
      <div className="pdf-viewer__zoom" role="group" aria-label={t('documents.zoom')} data-pdf-zoom="" hidden>
        <button type="button" className="pdf-viewer__zoom-button" data-zoom="out" aria-label={t('documents.zoomOut')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 12h14" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        <output className="pdf-viewer__zoom-level" data-zoom-level="" aria-live="polite">
          100%
        </output>
        <button type="button" className="pdf-viewer__zoom-button" data-zoom="in" aria-label={t('documents.zoomIn')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 12h14M12 5v14" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        <button type="button" className="pdf-viewer__zoom-button pdf-viewer__zoom-fit" data-zoom="fit">
          {t('documents.zoomFit')}
        </button>
      </div>
      <noscript>
        <p className="pdf-viewer__note">{t('documents.noScript')}</p>
        <iframe className="pdf-viewer__embed" src={edition.href} title={t('documents.embed', { title })} />
      </noscript>
    </section>
  )
}
