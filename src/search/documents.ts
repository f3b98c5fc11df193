/**
 * The documents of one language's index, from the content layer's records: products and their categories,
 * solutions and theirs, news, the File page's documents and the company pages' sections, each with the page
 * it links to. Pure.
 */
import type { AboutContent } from '../content/index.ts'
import type { SiteDocument } from '../content/documents/index.ts'
import type { Bundle } from '../content/model/bundle.ts'
import type { NewsSummary, ProductSummary, Solution } from '../content/model/entities.ts'
import { ABOUT_ANCHORS, links } from '../routing/links.ts'
import type { Lang } from '../routing/locale.ts'
import type { SearchDocument } from './document.ts'
import { plainText } from './plain-text.ts'

export interface SearchContent {
  lang: Lang
  bundle: Pick<Bundle, 'productCategories' | 'solutionCategories' | 'exampleCategories'>
  /** Every product and every solution (the bundle holds only the first few of each category). */
  products: readonly ProductSummary[]
  solutions: readonly Solution[]
  /** Every news article (the bundle holds only the newest). */
  news: readonly NewsSummary[]
  /** The About page's sections, history and concept chapters. */
  company: Pick<AboutContent, 'intro' | 'history' | 'chapters'>
  documents: readonly SiteDocument[]
}

/** Where each section of the company introduction is on the About page. */
const INTRO_ANCHORS: Readonly<Record<string, string>> = {
  intro: ABOUT_ANCHORS.about,
  manufacturing: ABOUT_ANCHORS.expertise,
  research: ABOUT_ANCHORS.expertise,
  global: ABOUT_ANCHORS.global,
}

/** Texts joined into one, without empty or repeated parts; a dot between them, so an excerpt reads as separate phrases. */
const join = (...parts: (string | null | undefined)[]) => [...new Set(parts.map((p) => p?.trim()).filter(Boolean))].join(' · ')

/** A tag list (`a,b,c`) as a visitor reads it. */
const tagText = (tags: string, lang: Lang) => tags.split(/\s*,\s*/).filter(Boolean).join(lang === 'en' ? ', ' : '、')

export function searchDocuments({ lang, bundle, products, solutions, news, company, documents }: SearchContent): SearchDocument[] {
  const link = links(lang)
  return [
    ...products.map((p): SearchDocument => ({
      id: `product:${p.id}`,
      kind: 'products',
      title: p.productName,
      text: join(p.advertisement, tagText(p.tags, lang)),
      url: link.product(p),
      code: p.productCode,
    })),
    ...bundle.productCategories.map((c): SearchDocument => ({
      id: `productCategory:${c.id}`,
      kind: 'products',
      title: c.categoryName,
      text: join(c.subtitle, c.description),
      url: link.productCategory(c),
    })),
    ...bundle.solutionCategories.map((c): SearchDocument => ({
      id: `solutionCategory:${c.id}`,
      kind: 'solutions',
      title: c.categoryName,
      text: join(c.categorySubtitle, c.categoryDescription),
      url: link.solutionCategory(c),
    })),
    ...solutions.map((s): SearchDocument => ({
      id: `solution:${s.id}`,
      kind: 'solutions',
      title: s.solutionName,
      text: join(s.description, tagText(s.tags, lang)),
      url: link.solution(s),
    })),
    ...news.map((n): SearchDocument => ({ id: `news:${n.id}`, kind: 'news', title: n.title, text: n.description, url: link.news(n) })),
    ...documents.map((d): SearchDocument => ({
      id: `document:${d.id}`,
      kind: 'documents',
      title: d.title[lang],
      text: d.summary[lang],
      url: d.kind === 'brochure' ? link.brochure() : link.route('File', [d.id]),
    })),
    ...company.intro.map((s): SearchDocument => ({
      id: `about:${s.id}`,
      kind: 'company',
      title: s.title,
      text: join(s.subtitle, plainText(s.content)),
      url: link.route('AccessHcs', [], INTRO_ANCHORS[s.code] ?? ABOUT_ANCHORS.about),
    })),
    ...company.chapters.map((c): SearchDocument => ({
      id: `concept:${c.id}`,
      kind: 'company',
      title: c.title,
      text: join(c.subtitle, c.description),
      url: link.route('Concepts', [], c.anchor),
    })),
    ...bundle.exampleCategories.map((c): SearchDocument => ({ id: `case:${c.id}`, kind: 'company', title: c.categoryName, text: '', url: link.caseCategory(c) })),
    ...company.history.map((h): SearchDocument => ({
      id: `history:${h.id}`,
      kind: 'company',
      title: `${h.year} ${h.title}`,
      text: h.content,
      url: link.route('AccessHcs', [], ABOUT_ANCHORS.history),
    })),
  ]
}
