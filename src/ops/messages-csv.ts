import type { StoredMessage } from '../content/sources/d1-messages.ts'

// The delivery columns follow the message's own, then the e-mail's (issue 52): a sheet made from an older export
// keeps its columns.
const COLUMNS = [
  'id',
  'createdAt',
  'language',
  'variant',
  'source',
  'contactPerson',
  'company',
  'contactDetails',
  'email',
  'content',
  'spam',
  'deliveryState',
  'deliveryAttempts',
  'deliveredAt',
  'lastError',
  'nextAttemptAt',
  'pagePath',
  'mailState',
  'mailAttempts',
  'mailedAt',
  'mailError',
] as const

/**
 * A text a spreadsheet would run as a formula: one starting with = + - @ or a tab/CR, also behind spaces or
 * characters that show nothing (a direction mark, a zero-width space: `\u200e=1` shows as `=1`). Messages
 * stored before such characters were removed on the way in still carry them.
 */
const FORMULA = /^[\s\p{Cf}\p{Default_Ignorable_Code_Point}]*[=+\-@]|^[\t\r]/u

/** One CSV cell: always quoted, quotes doubled; a formula gets a leading single quote. */
export function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value)
  if (FORMULA.test(text)) text = `'${text}`
  return `"${text.replaceAll('"', '""')}"`
}

/** RFC 4180 CSV with a byte-order mark, so spreadsheet programs read the Chinese text as UTF-8. */
export function messagesCsv(messages: StoredMessage[]): string {
  const lines = [COLUMNS.join(','), ...messages.map((m) => COLUMNS.map((column) => csvCell(m[column])).join(','))]
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
