/**
 * The documents of one language's index, from the content layer's records: products and their categories,
 * solutions and theirs, news, the File page's documents and the company pages' sections, each with the page
 * it links to. Products, solutions and news come page by page (build.ts), so each has its own mapping. Pure.
 */
import type { AboutContent } from '../content/index.ts'
import type { SiteDocument } from '../content/documents/index.ts'
import type { Bundle } from '../content/model/bundle.ts'
import type { NewsSummary, ProductSummary, Solution } from '../content/model/entities.ts'
import { ABOUT_ANCHORS, links } from '../routing/links.ts'
import type { Lang } from '../routing/locale.ts'
import type { SearchDocument } from './document.ts'
import { plainText } from './plain-text.ts'

/** What the index holds besides the products, solutions and news: few, whatever the catalogue's size. */
export interface FixedContent {
  lang: Lang
  bundle: Pick<Bundle, 'productCategories' | 'solutionCategories' | 'exampleCategories'>
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

export function productDocument(p: ProductSummary, lang: Lang): SearchDocument {
  return { id: `product:${p.id}`, kind: 'products', title: p.productName, text: join(p.advertisement, tagText(p.tags, lang)), url: links(lang).product(p), code: p.productCode }
}

export function solutionDocument(s: Solution, lang: Lang): SearchDocument {
  return { id: `solution:${s.id}`, kind: 'solutions', title: s.solutionName, text: join(s.description, tagText(s.tags, lang)), url: links(lang).solution(s) }
}

export function newsDocument(n: NewsSummary, lang: Lang): SearchDocument {
  return { id: `news:${n.id}`, kind: 'news', title: n.title, text: n.description, url: links(lang).news(n) }
}

/** The product and solution categories' documents, which come between the products and the solutions. */
export function categoryDocuments({ lang, bundle }: FixedContent): SearchDocument[] {
  const link = links(lang)
  return [
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
  ]
}

/** The File page's documents and the company pages' sections, which come after the news. */
export function siteDocuments({ lang, bundle, company, documents }: FixedContent): SearchDocument[] {
  const link = links(lang)
  return [
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
