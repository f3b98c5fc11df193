/** The URLs pages and the layout link to, in the page's language (route table of spec §2). */
import type { ExampleCategory, News, NewsCategory, Product, ProductCategory, Solution, SolutionCategory } from '../content/model/entities.ts'
import { localizedPath, type Lang } from './locale.ts'
import { routePath, type RouteName } from './routes.ts'

/**
 * The anchors of the About page's sections (spec §2: anchor1..anchor7). The tabs are 1, 2, 3, 4, 6 and 7;
 * 5 (global strategy) has no tab of its own: it is part of 4, the references.
 */
export const ABOUT_ANCHORS = {
  about: 'anchor1',
  philosophy: 'anchor2',
  expertise: 'anchor3',
  cases: 'anchor4',
  global: 'anchor5',
  history: 'anchor6',
  news: 'anchor7',
} as const

/** The chapters of the Concepts page, by the anchor that scrolls to each (`/concepts?id=anchorN`). */
export const CONCEPT_ANCHORS = ['anchor1', 'anchor2', 'anchor3', 'anchor4', 'anchor5'] as const

export interface Links {
  route(name: RouteName, params?: string[], id?: string): string
  productCategory(category: Pick<ProductCategory, 'categoryCode'>): string
  product(product: Pick<Product, 'categoryCode' | 'productCode'>): string
  solutionCategory(category: Pick<SolutionCategory, 'categoryCode'>): string
  solution(solution: Pick<Solution, 'categoryCode' | 'solutionCode'>): string
  caseCategory(category: Pick<ExampleCategory, 'categoryCode'>): string
  newsCategory(category: Pick<NewsCategory, 'categoryCode'>): string
  news(news: Pick<News, 'categoryCode' | 'id'>): string
  brochure(): string
}

/** Link builders bound to a language: English paths get the /en prefix. */
export function links(lang: Lang): Links {
  const route = (name: RouteName, params: string[] = [], id?: string) => localizedPath(routePath(name, params, id), lang)
  return {
    route,
    productCategory: (c) => route('ProductCategory', [c.categoryCode]),
    product: (p) => route('ProductCategory', [p.categoryCode], p.productCode),
    solutionCategory: (c) => route('SolutionCategory', [c.categoryCode]),
    solution: (s) => route('SolutionCategory', [s.categoryCode], s.solutionCode),
    caseCategory: (c) => route('Case', [c.categoryCode]),
    newsCategory: (c) => route('IndustryTrends', [c.categoryCode]),
    // By id, the form of the article's canonical URL.
    news: (n) => route('NewDetail', [n.categoryCode, n.id]),
    brochure: () => route('Pdf', ['Corporate_Brochure']),
  }
}
