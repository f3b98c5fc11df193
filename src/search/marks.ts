/**
 * Where a query's words are in a text: ranges of UTF-16 offsets, found by the rules the index searches by
 * (the same terms, a word being typed found as the start of longer ones, one typo in a long word; a Chinese
 * word where it occurs whole, else its pairs). Pure: the page and the API turn ranges into marks, never
 * into markup.
 */
import { findsLonger, forgivesTypo, withinOneEdit } from './terms.ts'
import { hanRuns, HAN, queryTerms, textTokens } from './tokens.ts'

/** [start, end): a marked stretch of a text. */
export type Range = readonly [number, number]

export interface QueryPlan {
  latin: { term: string; longer: boolean; typo: boolean }[]
  /** Han runs of the query, each with its pairs (for a run not found whole). */
  han: { run: string; pairs: string[] }[]
}

/** How a query marks: its terms and their rules. */
export function queryPlan(query: string): QueryPlan {
  const terms = queryTerms(query)
  const latin = terms.flatMap((term, index) => (HAN.test(term) ? [] : [{ term, longer: findsLonger(term, index, terms.length), typo: forgivesTypo(term) }]))
  const han = hanRuns(query).map((run) => ({ run, pairs: queryTerms(run) }))
  return { latin, han }
}

function occurrences(text: string, part: string, into: [number, number][]): boolean {
  let found = false
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length)) {
    into.push([at, at + part.length])
    found = true
  }
  return found
}

/** Sorted, with overlapping and touching ranges joined. */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const merged: [number, number][] = []
  for (const [start, end] of sorted) {
    const last = merged.at(-1)
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else merged.push([start, end])
  }
  return merged
}

/** The stretches of `text` the query found. */
export function markRanges(text: string, plan: QueryPlan): Range[] {
  const ranges: [number, number][] = []
  if (plan.latin.length) {
    for (const token of textTokens(text)) {
      if (HAN.test(token.term)) continue
      const hit = plan.latin.some(({ term, longer, typo }) => token.term === term || (longer && token.term.startsWith(term)) || (typo && withinOneEdit(token.term, term)))
      if (hit) ranges.push([token.start, token.end])
    }
  }
  for (const { run, pairs } of plan.han) {
    if (occurrences(text, run, ranges)) continue
    for (const pair of pairs) occurrences(text, pair, ranges)
  }
  return mergeRanges(ranges)
}
