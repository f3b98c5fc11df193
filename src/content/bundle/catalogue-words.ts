/**
 * The catalogue's own compound words, for Chinese line breaking (issue 49): ICU's dictionary cuts 生物安全 into
 * 生物|安全 and 房间面板 into 房间|面板, and a heading may then break there ("生物⏎安全型"). The catalogue names
 * its things with such compounds again and again, so its names teach them: a run of whole ICU words that recurs in
 * names of different things (生物安全 in 生物安全实验室, 动物生物安全实验室 and 生物安全型文丘里阀), and each
 * category's own name. Pure; the bundle carries the list (Bundle.words), and the page never breaks a line inside
 * one of its words (src/ui/text/words.ts).
 */

const HAN_RUN = /\p{Script=Han}+/gu

/** A compound's length in characters: longer runs are phrases, which a narrow heading must be able to break. */
export const WORD_CHARACTERS = { min: 2, max: 6 } as const
/** Words kept at most, the most widely used first: the list stays small however large the catalogue grows. */
export const CATALOGUE_WORDS_MAX = 2000

const segmenter = new Intl.Segmenter('zh-CN', { granularity: 'word' })

const length = (text: string) => Array.from(text).length
const fits = (text: string) => length(text) >= WORD_CHARACTERS.min && length(text) <= WORD_CHARACTERS.max

/**
 * Runs of two or more whole ICU words in `run`, as long as a compound may be, that begin and end with a word of two
 * characters or more: a one-character word already stays with its neighbours on the page (src/ui/text/words.ts),
 * and a compound that began with one (型|文丘里阀) would tie it to the word after it, where a line may break
 * (生物安全型⏎文丘里阀).
 */
function compoundsIn(run: string): Set<string> {
  const words = Array.from(segmenter.segment(run), ({ segment }) => segment)
  const found = new Set<string>()
  for (let start = 0; start < words.length; start++) {
    if (length(words[start]!) < 2) continue
    let compound = words[start]!
    for (let end = start + 1; end < words.length; end++) {
      compound += words[end]!
      if (length(compound) > WORD_CHARACTERS.max) break
      if (length(words[end]!) > 1) found.add(compound)
    }
  }
  return found
}

/** The shorter strings inside `word`, of a compound's length at least. */
function partsOf(word: string): string[] {
  const characters = Array.from(word)
  const parts: string[] = []
  for (let start = 0; start < characters.length; start++)
    for (let end = start + WORD_CHARACTERS.min; end <= characters.length; end++) if (end - start < characters.length) parts.push(characters.slice(start, end).join(''))
  return parts
}

/**
 * The compounds of `names` (Chinese names of products, solutions and categories) and of `categoryNames` (whose
 * Han runs are words of the catalogue's own whatever ICU makes of them): a compound of `names` counts when it
 * recurs in two different runs, and is left out when a longer one that holds it recurs exactly as often (生物安全
 * stays, 生物安 would go). The most widely used first, at most CATALOGUE_WORDS_MAX.
 */
export function catalogueWords(names: readonly string[], categoryNames: readonly string[]): string[] {
  const runs = new Set(names.flatMap((name) => name.match(HAN_RUN) ?? []))
  const uses = new Map<string, number>()
  for (const run of runs) for (const compound of compoundsIn(run)) uses.set(compound, (uses.get(compound) ?? 0) + 1)
  const recurring = new Map([...uses].filter(([, count]) => count > 1))
  // A compound inside a longer one that recurs as often says nothing the longer one does not.
  const held = new Set<string>()
  for (const [word, count] of recurring) for (const part of partsOf(word)) if (recurring.get(part) === count) held.add(part)
  const categories = categoryNames.flatMap((name) => name.match(HAN_RUN) ?? []).filter(fits)
  const ranked = [...new Map<string, number>([...[...recurring].filter(([word]) => !held.has(word)), ...categories.map((word) => [word, Infinity] as const)])]
  ranked.sort(([a, countA], [b, countB]) => countB - countA || length(b) - length(a) || (a < b ? -1 : a > b ? 1 : 0))
  return ranked.slice(0, CATALOGUE_WORDS_MAX).map(([word]) => word)
}
