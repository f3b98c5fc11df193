/**
 * Text cut into index terms, with where each came from (for marking matches). Pure.
 *
 * - Latin words (letters and digits, joined by `-`, `'`, `.` or `/` into one word: `VV-S100`, `BSL-3`) give each
 *   piece and, when there are several, the pieces written together (`vv`, `s100`, `vvs100`), so a code is found
 *   however it is spelled.
 * - Chinese has no spaces between words, so a run of Han characters gives its overlapping pairs (bigrams:
 *   `文丘里阀` → `文丘`, `丘里`, `里阀`) plus its last character alone; a word of two or more characters is
 *   found inside any longer text as the pairs it is made of. (workerd's Intl.Segmenter does segment Chinese,
 *   but by a general dictionary: `文丘里` becomes `文` + `丘里`, `实验室` `实验` + `室`, differently in
 *   different sentences, so a query and the text it should find could disagree.)
 */
import { compactCode, HAN, latinTerm } from './terms.ts'

export interface Token {
  term: string
  start: number
  end: number
}

// A Han run, or a Latin word: letters, marks and digits other than Han, joined by a few connectors.
const LATIN_CHAR = "(?:(?!\\p{Script=Han})[\\p{L}\\p{M}\\p{N}])"
const WORDS = new RegExp(`(\\p{Script=Han}+)|(${LATIN_CHAR}+(?:[-'’./]${LATIN_CHAR}+)*)`, 'gu')
const PIECES = new RegExp(`${LATIN_CHAR}+`, 'gu')

function hanTokens(run: string, at: number, lastAlone: boolean, into: Token[]): void {
  const chars = Array.from(run)
  let offset = at
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] as string
    const next = chars[i + 1]
    if (next !== undefined) into.push({ term: char + next, start: offset, end: offset + char.length + next.length })
    else if (lastAlone || chars.length === 1) into.push({ term: char, start: offset, end: offset + char.length })
    offset += char.length
  }
}

function latinTokens(word: string, at: number, into: Token[]): void {
  const pieces: Token[] = []
  for (const piece of word.matchAll(PIECES)) {
    const term = latinTerm(piece[0])
    if (term) pieces.push({ term, start: at + piece.index, end: at + piece.index + piece[0].length })
  }
  into.push(...pieces)
  if (pieces.length > 1 || (pieces.length === 1 && /[-'’./]/.test(word))) {
    const whole = compactCode(word)
    if (!pieces.some((p) => p.term === whole)) into.push({ term: whole, start: at, end: at + word.length })
  }
}

function tokens(text: string, lastHanAlone: boolean): Token[] {
  const out: Token[] = []
  for (const match of text.matchAll(WORDS)) {
    if (match[1] !== undefined) hanTokens(match[1], match.index, lastHanAlone, out)
    else latinTokens(match[0], match.index, out)
  }
  return out
}

/** The terms of a text to be indexed, with their places in it. */
export function textTokens(text: string): Token[] {
  return tokens(text, true)
}

/** The terms of an indexed text (what the index stores for it). */
export function indexTerms(text: string): string[] {
  return textTokens(text).map((t) => t.term)
}

/**
 * The terms of a query: as the text's, except that a Han run of two or more characters gives only its pairs
 * (its last character alone would find every text where that character ends a run). A single Han character
 * stays itself and is looked up as the start of a pair (engine.ts).
 */
export function queryTerms(query: string): string[] {
  return [...new Set(tokens(query, false).map((t) => t.term))]
}

/** The Han runs of a query (`文丘里`), marked where they occur whole in a text. */
export function hanRuns(query: string): string[] {
  return [...query.matchAll(/\p{Script=Han}+/gu)].map((m) => m[0])
}

export { HAN }
