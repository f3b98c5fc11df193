/**
 * How much JavaScript (gzip, before the visitor does anything) each page type may load, and whether it may
 * load React: only a page with a React island does. `npm run bench` reports against these, and the browser
 * tests (tests/e2e/javascript-loading.spec.ts) hold every page type to them. The brochure viewer (pdf.js)
 * is exempt.
 */
export interface JavaScriptBudget {
  /** The page type, as the reports name it. */
  type: string
  /** A page of that type. */
  path: string
  /** At most this many KB of JavaScript, gzip. */
  maxKB: number
  /** It has a React island (the product and solution lists): React may load. */
  react: boolean
}

/** Pages whose widgets are the layout's alone. */
export const LAYOUT_ONLY_KB = 20
/**
 * Any page type (issue 51). The forms' rules (valibot) load when a form is first used, not with the page: 2.2 KB
 * less on every page, which brought the product and solution pages back under 80 (80.9 KB).
 */
export const PAGE_KB = 80

export const JAVASCRIPT_BUDGETS: readonly JavaScriptBudget[] = [
  { type: 'home', path: '/', maxKB: LAYOUT_ONLY_KB, react: false },
  { type: 'home (en)', path: '/en/', maxKB: LAYOUT_ONLY_KB, react: false },
  { type: 'product category', path: '/en/productCategory/Venturi_valve/', maxKB: PAGE_KB, react: true },
  { type: 'solution category', path: '/en/SolutionCategory/biosafety/', maxKB: PAGE_KB, react: true },
  { type: 'news article', path: '/en/newDetail/2/1790000000000120213', maxKB: LAYOUT_ONLY_KB, react: false },
  { type: 'About', path: '/en/AccessHcs', maxKB: LAYOUT_ONLY_KB, react: false },
  { type: 'Concepts', path: '/en/concepts', maxKB: LAYOUT_ONLY_KB, react: false },
  { type: 'Case', path: '/en/Case', maxKB: LAYOUT_ONLY_KB, react: false },
  { type: 'Contact', path: '/en/contact/', maxKB: LAYOUT_ONLY_KB, react: false },
  { type: 'Activity', path: '/en/activity', maxKB: LAYOUT_ONLY_KB, react: false },
  { type: 'news list', path: '/en/industryTrends/', maxKB: LAYOUT_ONLY_KB, react: false },
  { type: 'search results', path: '/en/search?q=valve', maxKB: LAYOUT_ONLY_KB, react: false },
  { type: 'product overview (layout only)', path: '/en/product', maxKB: LAYOUT_ONLY_KB, react: false },
  { type: 'documents (layout only)', path: '/en/File', maxKB: LAYOUT_ONLY_KB, react: false },
  { type: 'not found (layout only)', path: '/en/no-such-page.html', maxKB: LAYOUT_ONLY_KB, react: false },
]

/** A script of React or its hydration (the chunks only pages with an island load). */
export const isReactScript = (path: string) => /\/assets\/(hydrate-islands|react|jsx-runtime)[-.]/.test(path)
