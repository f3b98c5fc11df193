/** A query's results as pages and the API show them: titles and excerpts with their marks, grouped by kind. Pure. */
import type { Lang } from '../routing/locale.ts'
import { SEARCH_KINDS, type SearchKind } from './document.ts'
import { rankedSearch, type SearchIndex } from './engine.ts'
import { excerpt, type MarkedText } from './excerpt.ts'
import { markRanges, queryPlan } from './marks.ts'

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

/** Every document a query finds, best first (a product whose code is the query first of all). */
export function searchHits(index: SearchIndex, codes: Readonly<Record<string, string>>, query: string, lang: Lang): SearchHit[] {
  const plan = queryPlan(query)
  return rankedSearch(index, codes, query).map(({ document }) => ({
    kind: document.kind,
    title: { text: document.title, marks: markRanges(document.title, plan) },
    excerpt: excerpt(document.text, markRanges(document.text, plan), EXCERPT_LENGTH[lang]),
    url: document.url,
    ...(document.code ? { code: document.code } : {}),
  }))
}

/** The hits by kind, in the order of SEARCH_KINDS, each kept in rank order; kinds without hits left out. */
export function groupHits(hits: readonly SearchHit[]): SearchGroup[] {
  return SEARCH_KINDS.map((kind) => {
    const ofKind = hits.filter((h) => h.kind === kind)
    return { kind, hits: ofKind, total: ofKind.length }
  }).filter((g) => g.hits.length > 0)
}

/**
 * Page `page` (from 1) of `size` hits of the grouped results, read group after group as the page shows them:
 * each group keeps its total, and only the groups that have hits on this page are given.
 */
export function groupsOnPage(groups: readonly SearchGroup[], page: number, size: number): SearchGroup[] {
  let skip = (page - 1) * size
  let room = size
  const shown: SearchGroup[] = []
  for (const group of groups) {
    if (room === 0) break
    const hits = group.hits.slice(skip, skip + room)
    skip = Math.max(0, skip - group.hits.length)
    if (hits.length === 0) continue
    room -= hits.length
    shown.push({ ...group, hits })
  }
  return shown
}
