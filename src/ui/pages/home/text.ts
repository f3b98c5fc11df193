/** Text helpers of the home page: a text at two limits of spec §9. */
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
