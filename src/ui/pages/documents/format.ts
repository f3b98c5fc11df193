/** How the document centre states a file's facts, per language. Pure. */
import type { Edition } from '../../../content/documents/index.ts'
import type { Lang } from '../../../routing/locale.ts'
import type { Translate } from '../../i18n/index.ts'

/** Number formats by language and fraction digits, made once per isolate: making one costs far more than using it. */
const formats = new Map<string, Intl.NumberFormat>()

function number(n: number, digits: number, lang: Lang): string {
  const key = `${lang}|${digits}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.NumberFormat(lang, { maximumFractionDigits: digits })))
  return format.format(n)
}

/** A file size as people read it: `665 KB`, `1.2 MB` (binary units, as file managers show them). */
export function fileSize(bytes: number, lang: Lang): string {
  if (bytes < 1024) return `${number(bytes, 0, lang)} B`
  if (bytes < 1024 * 1024) return `${number(Math.round(bytes / 1024), 0, lang)} KB`
  return `${number(bytes / (1024 * 1024), 1, lang)} MB`
}

/** The languages a file is written in: 中文, 英文, or both. */
export function languagesLabel(languages: Edition['languages'], t: Translate): string {
  if (languages.length > 1) return t('documents.languages.both')
  return languages[0] === 'en' ? t('documents.languages.en') : t('documents.languages.zh-CN')
}
