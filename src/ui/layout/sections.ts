/** The five entries of the main menu (spec §2) and which one a page belongs to. */
import { matchRoute, type RouteName } from '../../routing/routes.ts'

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
}

/** The route of a path with or without its query, or undefined. */
export function routeOf(pathWithQuery: string): RouteName | undefined {
  const path = pathWithQuery.split(/[?#]/)[0] ?? '/'
  return matchRoute(path)?.name
}

/** The menu entry marked current on a page: its section, or none (the File page belongs to no entry). */
export function currentSection(pathWithQuery: string): SectionId | undefined {
  const route = routeOf(pathWithQuery)
  return route ? SECTION_OF_ROUTE[route] : undefined
}
