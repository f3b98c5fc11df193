/**
 * Where a Chinese heading may break: between its words and after its punctuation, never inside a word.
 * Pure (its results are kept per isolate); the page marks each place with <wbr> and the heading keeps its words whole (`word-break: keep-all`,
 * site.css), so the browser breaks only there, at spaces, or, if a single unit is wider than its box, anywhere.
 */
import type { Lang } from '../../routing/locale.ts'
import { RecentlyUsed, stringBytes } from '../render/recently-used.ts'

const HAN = /\p{Script=Han}/u
/** Punctuation a line may end with but never start with. */
const CLOSING = /^[，。、；：！？）》」』”’…—·]+$/u
/** Punctuation a line may start with but never end with. */
const OPENING = /^[（《「『“‘]/u

const segmenter = new Intl.Segmenter('zh-CN', { granularity: 'word' })

/** A one-character word of Han script: ICU's dictionary cuts some words this way (守|护, 实验|室, 文|丘里|阀). */
const single = (segment: string) => Array.from(segment).length === 1 && HAN.test(segment)

/**
 * One-character words that are words of their own, which a line may start with: conjunctions, prepositions and
 * the copula (门口|与护士站, 覆盖|从值班|到满负荷). Kept with what follows them, not with what comes before.
 */
const LEADING = new Set([...'与和及或从到在对为把被让向并而是将'])
/**
 * One-character words a line may end with: particles and suffixes, kept with what comes before them (满负荷的|全部,
 * 生物安全型|文丘里阀).
 */
const TRAILING = new Set([...'的地得了着过们型式'])

/** A word a line may start with, whatever comes before it (区|与: ICU cuts 分区 too, into 分|区). */
const opensLine = (segment: string) => single(segment) && LEADING.has(segment)
/** A word a line may end with, whatever comes after it. */
const endsLine = (segment: string) => single(segment) && TRAILING.has(segment)
/** A one-character word that stays with the word before it: any but the leading ones. */
const holdsToBefore = (segment: string) => single(segment) && !LEADING.has(segment)
/** A one-character word that stays with the word after it: any but the trailing ones. */
const holdsToAfter = (segment: string) => single(segment) && !TRAILING.has(segment)

/**
 * The catalogue's compound words (Bundle.words, src/content/bundle/catalogue-words.ts): a line never breaks
 * inside one, whatever ICU's dictionary makes of it (生物安全, not 生物|安全).
 */
export class Lexicon {
  private static made = 0
  /** Distinguishes the lexicons' entries in the shared cache of pieces. */
  readonly id = String(Lexicon.made++)
  readonly words: ReadonlySet<string>
  /** The longest word's length in characters. */
  readonly longest: number

  constructor(words: readonly string[]) {
    this.words = new Set(words)
    this.longest = Math.max(0, ...words.map((word) => Array.from(word).length))
  }
}

/** No compounds beyond ICU's: error pages, and texts without a bundle. */
export const NO_LEXICON = new Lexicon([])
const lexicons = new WeakMap<readonly string[], Lexicon>()
/** The lexicon of a bundle's word list, made once per list; none without a bundle (error pages). */
export function lexiconOf(words: readonly string[] | undefined): Lexicon {
  if (!words) return NO_LEXICON
  let lexicon = lexicons.get(words)
  if (!lexicon) lexicons.set(words, (lexicon = new Lexicon(words)))
  return lexicon
}

/**
 * `text` cut where a line may break: the pieces joined are `text`. English is one piece (its spaces are its
 * breaks). A break falls only between two words of Han script, or after closing punctuation, before a word or
 * opening punctuation; never between a one-character word and a Han neighbour, with which it stays (a measure
 * word, or the piece of a word the dictionary does not know), except before a conjunction or preposition and
 * after a particle (LEADING, TRAILING), which are words of their own; never between Han and Latin letters or
 * digits without a space; never inside a word of `lexicon`; and never before a last piece of one Han character (a
 * line of one character ends a heading badly: "…领⏎域。").
 */
export function headingPieces(text: string, lang: Lang, lexicon: Lexicon = NO_LEXICON): readonly string[] {
  if (lang !== 'zh-CN') return [text]
  return cut.get(`${lexicon.id}:${text}`, () => withoutLoneEnd(joinedInside(piecesOf(text), text, lexicon)))
}

/** `pieces` of `text` with no break left inside a word of `lexicon`. */
function joinedInside(pieces: string[], text: string, lexicon: Lexicon): string[] {
  if (pieces.length < 2 || lexicon.words.size === 0) return pieces
  // Offsets (in characters) where no break may fall: strictly inside a word.
  const characters = Array.from(text)
  const inside = new Set<number>()
  for (let start = 0; start < characters.length - 1; start++) {
    for (let end = Math.min(characters.length, start + lexicon.longest); end >= start + 2; end--) {
      if (!lexicon.words.has(characters.slice(start, end).join(''))) continue
      for (let at = start + 1; at < end; at++) inside.add(at)
      break
    }
  }
  const joined: string[] = []
  let at = 0
  for (const piece of pieces) {
    if (joined.length > 0 && inside.has(at)) joined[joined.length - 1] += piece
    else joined.push(piece)
    at += Array.from(piece).length
  }
  return joined
}

/** `pieces` whose last one, when it holds a single Han character (and punctuation), is joined to the one before. */
function withoutLoneEnd(pieces: string[]): string[] {
  if (pieces.length < 2 || Array.from(pieces.at(-1)!).filter((character) => HAN.test(character)).length !== 1) return pieces
  return [...pieces.slice(0, -2), pieces.at(-2)! + pieces.at(-1)!]
}

/**
 * Chinese texts' pieces, per isolate: the same names and titles recur on page after page, and ICU's word
 * breaking was a tenth of an uncached Chinese page's render.
 */
const cut = new RecentlyUsed<readonly string[]>({ entries: 4096, bytes: 2 ** 20, bytesOf: (pieces) => stringBytes(...pieces) })

function piecesOf(text: string): string[] {
  const pieces: string[] = []
  let previous = ''
  for (const { segment } of segmenter.segment(text)) {
    const last = Array.from(previous).at(-1) ?? ''
    const first = Array.from(segment)[0] ?? ''
    const afterHan = HAN.test(last)
    const breakable =
      (afterHan || CLOSING.test(last)) &&
      (HAN.test(first) || OPENING.test(first)) &&
      !(afterHan && HAN.test(first) && !opensLine(segment) && !endsLine(previous) && (holdsToAfter(previous) || holdsToBefore(segment)))
    if (breakable || pieces.length === 0) pieces.push(segment)
    else pieces[pieces.length - 1] += segment
    previous = segment
  }
  return pieces
}
