/**
 * The row numbers of search documents (searchDocuments.n, the FTS index's rowid). Each scope, and each kind within
 * it, numbers its documents in a range of its own, in the order they were first written. FTS5 narrows a query to a
 * rowid range inside its index: a search counts one scope's hits of each kind, and reads them in order, without
 * looking up a single document (query.ts). Pure.
 */
import { LANGS, type Lang } from '../routing/locale.ts'
import type { SourceKind } from '../content/sources/select.ts'
import { SEARCH_KINDS, type SearchKind } from './document.ts'

const SOURCES: readonly SourceKind[] = ['d1', 'cms']
/** Numbers in one kind's range: more documents than any catalogue has, and within JavaScript's exact integers. */
export const PART = 2 ** 40
/** Ranges a scope reserves, one for each kind and some to spare. */
const KIND_SLOTS = 8

export interface NumberRange {
  first: number
  last: number
}

/** The scope of one source's documents in one language (store.ts searchScope). */
export const scopeOf = (source: SourceKind, lang: Lang): string => `${source}:${lang}`

const SCOPES = SOURCES.flatMap((source) => LANGS.map((lang) => scopeOf(source, lang)))

function scopeIndex(scope: string): number {
  const index = SCOPES.indexOf(scope)
  if (index < 0) throw new Error(`no such search scope: ${scope}`)
  return index
}

const range = (part: number, parts: number): NumberRange => ({ first: part * PART + 1, last: (part + parts) * PART - 1 })

/** The numbers of one kind of `scope`'s documents. */
export const kindRange = (scope: string, kind: SearchKind): NumberRange => range(scopeIndex(scope) * KIND_SLOTS + SEARCH_KINDS.indexOf(kind), 1)

/** The numbers of all of `scope`'s documents. */
export const scopeRange = (scope: string): NumberRange => range(scopeIndex(scope) * KIND_SLOTS, KIND_SLOTS)

/** The kind a number belongs to, from its range (`Math.floor(n / PART)`, as SQL counts them). */
export const kindOfPart = (part: number): SearchKind | undefined => SEARCH_KINDS[part % KIND_SLOTS]
