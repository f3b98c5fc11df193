/**
 * A query's terms as an FTS5 match expression (query.ts): every term must be found (AND), each as itself, as the
 * start of longer terms when it is a word being typed or a lone Chinese character (terms.ts findsLonger), or as
 * one of the index's terms a typo away (fuzzy.ts). Terms are letters and digits or Han characters (tokens.ts);
 * each is quoted, so nothing in a query is read as FTS5 syntax. Pure.
 */
import { findsLonger } from './terms.ts'

const quoted = (term: string) => `"${term.replaceAll('"', '""')}"`

/** `typos`: for a term, the index's terms one edit away from it. */
export function matchExpression(terms: readonly string[], typos: ReadonlyMap<string, readonly string[]> = new Map()): string {
  return terms
    .map((term, index) => {
      const ways = [quoted(term), ...(findsLonger(term, index, terms.length) ? [`${quoted(term)}*`] : []), ...(typos.get(term) ?? []).map(quoted)]
      return ways.length === 1 ? ways[0] : `(${ways.join(' OR ')})`
    })
    .join(' AND ')
}
