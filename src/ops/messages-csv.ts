import type { StoredMessage } from '../content/sources/d1-messages.ts'

// The delivery columns follow the message's own, so a sheet made from an older export keeps its columns.
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
] as const

/**
 * One CSV cell: always quoted, quotes doubled. A visitor's text starting with = + - @ (or a tab/CR) would
 * run as a formula in a spreadsheet, so it gets a leading single quote.
 */
export function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replaceAll('"', '""')}"`
}

/** RFC 4180 CSV with a byte-order mark, so spreadsheet programs read the Chinese text as UTF-8. */
export function messagesCsv(messages: StoredMessage[]): string {
  const lines = [COLUMNS.join(','), ...messages.map((m) => COLUMNS.map((column) => csvCell(m[column])).join(','))]
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
