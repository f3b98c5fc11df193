/**
 * How a word becomes an index term, the same for the indexed text and the query: case and compatibility
 * forms folded, English plurals folded to the singular, a few English function words dropped. Pure.
 */

/** Han characters (Chinese): no spaces between words, so they are indexed as overlapping pairs (tokens.ts). */
export const HAN = /\p{Script=Han}/u

/** English words that say nothing about what a page is about; a query of only these finds nothing. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'is', 'it', 'its', 'of', 'on', 'or', 's', 'the', 'to', 'with', 'our', 'we', 'your'])

/**
 * The singular of an English plural, by spelling alone: `valves` → `valve`, `laboratories` → `laboratory`,
 * `boxes` → `box`; words that end in s without being plurals (`glass`, `status`, `analysis`) are kept. A word
 * with a digit is a code or a figure, never a plural. Both sides of a search fold alike, so an odd result
 * (`series` → `sery`) still matches itself.
 */
export function singular(word: string): string {
  if (word.length <= 3 || /\d/.test(word) || !word.endsWith('s')) return word
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`
  if (/(?:ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2)
  if (/(?:ss|us|is)$/.test(word)) return word
  return word.slice(0, -1)
}

/** Latin letters with their accents taken off (`café` → `cafe`), lower case. */
function fold(word: string): string {
  const lower = word.normalize('NFKC').toLowerCase()
  return /[^\x00-\x7f]/.test(lower) ? lower.normalize('NFD').replace(/\p{M}/gu, '') : lower
}

/** The index term of a non-Han word (letters and digits), or null for a function word. */
export function latinTerm(word: string): string | null {
  const folded = fold(word)
  if (STOP_WORDS.has(folded)) return null
  return singular(folded)
}

/** Letters only, five or more: the words of which one typo is forgiven (a code or a short word must be exact). */
export function forgivesTypo(term: string): boolean {
  return term.length >= 5 && /^\p{L}+$/u.test(term) && !HAN.test(term)
}

/** Whether two terms differ by at most one edit (a letter added, left out or replaced: the index's own rule). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1)
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

/**
 * Whether a query term also finds the terms it begins: the last word of a query while it is being typed
 * (three letters or more: `vvs1` finds `vvs100`, `bio` finds `biosafety`), and a single Chinese character,
 * which the index holds only as the start of a pair.
 */
export function findsLonger(term: string, index: number, count: number): boolean {
  if (HAN.test(term)) return Array.from(term).length === 1
  return index === count - 1 && term.length >= 3
}

/** A product code in one spelling: `VV-S100`, `vv-s100`, `VVS100` and `vv s100` are all `vvs100`. */
export function compactCode(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}]/gu, '')
}
