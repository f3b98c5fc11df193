/** Text helpers of the home page: a text at two limits of spec §9, and news dates. */
import type { Lang } from '../../../routing/locale.ts'
import { chars } from '../../text/truncate.ts'

/**
 * A text shown at two limits without JavaScript: `head` (the first `short` characters) always, `rest` (up
 * to `long`) only where CSS shows it; `cut` when the short form drops something (CSS then ends it with
 * an ellipsis). The long form's own ellipsis is in `rest`.
 */
export interface TwoLengths {
  head: string
  rest: string
  cut: boolean
}

export function twoLengths(text: string, short: number, long: number): TwoLengths {
  const all = chars(text)
  if (all.length <= short) return { head: all.join(''), rest: '', cut: false }
  const rest = all.slice(short, long).join('')
  return { head: all.slice(0, short).join(''), rest: all.length > long ? `${rest.trimEnd()}…` : rest, cut: true }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** The calendar date an ISO date-time was written with (its own offset): 2023-02-16, or 16 Feb 2023. */
export function newsDate(iso: string, lang: Lang): { text: string; dateTime: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  if (!match) return { text: iso, dateTime: iso }
  const [, year, month, day] = match as unknown as [string, string, string, string]
  const dateTime = `${year}-${month}-${day}`
  const text = lang === 'en' ? `${Number(day)} ${MONTHS[Number(month) - 1] ?? month} ${year}` : dateTime
  return { text, dateTime }
}
