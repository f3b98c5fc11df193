/**
 * A query word with one typo (terms.ts forgivesTypo) finds the index's terms one edit away: a letter added, left
 * out or replaced, as MiniSearch did. The index is in D1, so the words one edit away are written out here and
 * looked up among the index's terms in one statement (query.ts). Pure.
 */

/** What an edit may put in: index terms are folded to lower-case letters and digits (terms.ts). */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** Every word one edit away from `term` (not itself), each once. */
export function oneEditAway(term: string): string[] {
  const chars = Array.from(term)
  const found = new Set<string>()
  for (let i = 0; i <= chars.length; i++) {
    const before = chars.slice(0, i).join('')
    const after = chars.slice(i).join('')
    if (i < chars.length) found.add(before + chars.slice(i + 1).join(''))
    for (const letter of ALPHABET) {
      found.add(before + letter + after)
      if (i < chars.length) found.add(before + letter + chars.slice(i + 1).join(''))
    }
  }
  found.delete(term)
  return [...found]
}
