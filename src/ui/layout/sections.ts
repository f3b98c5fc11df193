/** The five entries of the main menu (spec §2) and which one a page belongs to. */
import type { RouteName } from '../../routing/routes.ts'

export type SectionId = 'home' | 'products' | 'company' | 'solutions' | 'contact'

export const SECTIONS: readonly SectionId[] = ['home', 'products', 'company', 'solutions', 'contact']

const SECTION_OF_ROUTE: Record<RouteName, SectionId | undefined> = {
  Index: 'home',
  Product: 'products',
  ProductCategory: 'products',
  AccessHcs: 'company',
  Concepts: 'company',
  Case: 'company',
  IndustryTrends: 'company',
  NewDetail: 'company',
  Pdf: 'company',
  Solution: 'solutions',
  SolutionCategory: 'solutions',
  Concat: 'contact',
  File: undefined,
  Activity: undefined,
  Search: undefined,
  Privacy: undefined,
}

/** The menu entry marked current on a page of `route`: its section, or none (the File, Activity, search and Privacy pages and error pages belong to no entry). */
export function currentSection(route: RouteName | undefined): SectionId | undefined {
  return route ? SECTION_OF_ROUTE[route] : undefined
}
