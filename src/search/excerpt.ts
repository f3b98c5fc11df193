/** A short stretch of a long text around its first match, with the marks moved along. Pure. */
import type { Range } from './marks.ts'

/** A text and the stretches of it to mark. */
export interface MarkedText {
  text: string
  marks: Range[]
}

const ELLIPSIS = '…'

/** How far before the first match the excerpt starts, as a share of its length. */
const LEAD = 0.3
/** How far a cut may move to fall between words. */
const SNAP = 16

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char) && !/\p{Script=Han}/u.test(char)

/** Moves `at` forward (or back) to the nearest space within SNAP characters, when it would cut a Latin word. */
function between(text: string, at: number, direction: 1 | -1): number {
  if (at <= 0 || at >= text.length || !(isWordChar(text[at - 1]) && isWordChar(text[at]))) return at
  for (let step = 1; step <= SNAP; step++) {
    const next = at + direction * step
    if (next <= 0 || next >= text.length) return at
    if (/\s/.test(text[next] as string)) return direction === 1 ? next + 1 : next
  }
  return at
}

/** Keeps a surrogate pair whole at a cut. */
const whole = (text: string, at: number) => (at > 0 && at < text.length && /[\uDC00-\uDFFF]/.test(text[at] as string) ? at - 1 : at)

/**
 * At most `length` characters of `text` (plus ellipses where it was cut), starting a little before its first
 * mark, cut between words where it can; the marks inside it, moved to its offsets.
 */
export function excerpt(text: string, marks: readonly Range[], length: number): MarkedText {
  if (text.length <= length) return { text, marks: [...marks] }
  const first = marks[0]?.[0] ?? 0
  let start = whole(text, Math.max(0, Math.min(first - Math.floor(length * LEAD), text.length - length)))
  start = first > 0 ? Math.min(between(text, start, 1), first) : start
  let end = whole(text, Math.min(text.length, start + length))
  end = between(text, end, -1)
  const before = start > 0 ? ELLIPSIS : ''
  const after = end < text.length ? ELLIPSIS : ''
  const shift = before.length - start
  const inside = marks
    .filter(([s, e]) => e > start && s < end)
    .map(([s, e]): Range => [Math.max(s, start) + shift, Math.min(e, end) + shift])
  return { text: before + text.slice(start, end) + after, marks: inside }
}
