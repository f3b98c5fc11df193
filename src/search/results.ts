/** A page of a query's results as pages and the API show them: titles and excerpts with their marks, grouped by kind. Pure. */
import type { Lang } from '../routing/locale.ts'
import { SEARCH_KINDS, type SearchKind } from './document.ts'
import { excerpt, type MarkedText } from './excerpt.ts'
import { markRanges, queryPlan } from './marks.ts'
import type { FoundDocument } from './query.ts'

/** An excerpt's length in characters: a Chinese character says about as much as an English word's letters. */
export const EXCERPT_LENGTH: Readonly<Record<Lang, number>> = { 'zh-CN': 80, en: 180 }

export interface SearchHit {
  kind: SearchKind
  title: MarkedText
  excerpt: MarkedText
  url: string
  code?: string
}

export interface SearchGroup {
  kind: SearchKind
  hits: SearchHit[]
  /** How many hits of this kind the query found in all (a page shows some of them). */
  total: number
}

/** The documents found, with what the query matched marked in their titles and excerpts. */
export function searchHits(documents: readonly FoundDocument[], query: string, lang: Lang): SearchHit[] {
  const plan = queryPlan(query)
  return documents.map((document) => ({
    kind: document.kind,
    title: { text: document.title, marks: markRanges(document.title, plan) },
    excerpt: excerpt(document.text, markRanges(document.text, plan), EXCERPT_LENGTH[lang]),
    url: document.url,
    ...(document.code ? { code: document.code } : {}),
  }))
}

/** A page of hits in grouped order, as its groups (SEARCH_KINDS' order), each with how many of its kind there are in all. */
export function groupsOf(hits: readonly SearchHit[], kinds: Partial<Record<SearchKind, number>>): SearchGroup[] {
  return SEARCH_KINDS.flatMap((kind) => {
    const ofKind = hits.filter((hit) => hit.kind === kind)
    return ofKind.length ? [{ kind, hits: ofKind, total: kinds[kind] ?? ofKind.length }] : []
  })
}
