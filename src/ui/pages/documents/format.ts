/** How the document centre states a file's facts, per language. Pure. */
import type { Edition } from '../../../content/documents/index.ts'
import type { Lang } from '../../../routing/locale.ts'
import type { Translate } from '../../i18n/index.ts'
import { formatNumber } from '../../text/numbers.ts'

/** A file size as people read it: `665 KB`, `1.2 MB` (binary units, as file managers show them). */
export function fileSize(bytes: number, lang: Lang): string {
  if (bytes < 1024) return `${formatNumber(bytes, lang)} B`
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 1024), lang)} KB`
  return `${formatNumber(bytes / (1024 * 1024), lang, 1)} MB`
}

/** The languages a file is written in: 中文, 英文, or both. */
export function languagesLabel(languages: Edition['languages'], t: Translate): string {
  if (languages.length > 1) return t('documents.languages.both')
  return languages[0] === 'en' ? t('documents.languages.en') : t('documents.languages.zh-CN')
}
