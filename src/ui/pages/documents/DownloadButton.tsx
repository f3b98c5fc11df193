import type { Edition } from '../../../content/documents/index.ts'
import { usePage } from '../../render/page-context.tsx'
import { fileSize } from './format.ts'

/** Saves the file under its own name (`download`); screen readers also hear which document and how big. */
export function DownloadButton({ edition, title }: { edition: Edition; title: string }) {
  const { t, lang } = usePage()
  return (
    <a className="button" href={edition.href} download={edition.fileName} type="application/pdf">
      <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 4v11m-5-5 5 5 5-5M5 19h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      </svg>
      {t('documents.download')}
      <span className="visually-hidden">{t('documents.downloadWhat', { title, size: fileSize(edition.bytes, lang) })}</span>
    </a>
  )
}
