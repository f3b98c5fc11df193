import type { Edition } from '../../../content/documents/index.ts'
import { usePage } from '../../render/page-context.tsx'
import { fileSize, languagesLabel } from './format.ts'

/** Language, page count and size of one file, as a description list. */
export function DocumentFacts({ edition }: { edition: Edition }) {
  const { t, lang } = usePage()
  return (
    <dl className="document-facts">
      <div>
        <dt>{t('documents.language')}</dt>
        <dd>{languagesLabel(edition.languages, t)}</dd>
      </div>
      <div>
        <dt>{t('documents.pages')}</dt>
        <dd>{t('documents.pageCount', { n: edition.pages })}</dd>
      </div>
      <div>
        <dt>{t('documents.size')}</dt>
        <dd>{fileSize(edition.bytes, lang)}</dd>
      </div>
    </dl>
  )
}

/** The same document in the other languages, each a download link that says its language and size. */
export function OtherEditions({ editions }: { editions: Edition[] }) {
  const { t, lang } = usePage()
  if (editions.length === 0) return null
  return (
    <ul className="document-editions">
      {editions.map((edition) => (
        <li key={edition.href}>
          <a href={edition.href} download={edition.fileName} type="application/pdf" hrefLang={edition.languages.length === 1 ? edition.languages[0] : undefined}>
            {t('documents.otherEdition', { language: languagesLabel(edition.languages, t), size: fileSize(edition.bytes, lang) })}
          </a>
        </li>
      ))}
    </ul>
  )
}
