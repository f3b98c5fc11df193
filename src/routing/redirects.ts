/**
 * The redirect rules of spec §2, answered before any rendering. Pure: a URL in, a redirect or nothing out.
 * Each keeps the /en prefix of the path it came from.
 */
import { langOfPath, localizedPath, stripLangPrefix } from './locale.ts'
import { matchRoute } from './routes.ts'

export interface Redirect {
  location: string
  status: 301 | 302
}

/** Old numeric category URLs → their codes. */
export const PRODUCT_CATEGORY_SLUGS = ['Venturi_valve', 'Butterfly_valve', 'control_system', 'panel', 'sensor'] as const
export const SOLUTION_CATEGORY_SLUGS = ['biosafety', 'biological_science', 'Inspection', 'Medical', 'Intelligent_system'] as const

const NUMBERED = /^\/(productCategory|solutionCategory)\/([1-5])\/?$/i

/** Paths that name a file (favicon.ico, apple-touch-icon.png…) are asset requests, never pages. */
const FILE_LIKE = /\/[^/]+\.[a-z0-9]{2,5}$/i

export function redirectFor(pathname: string, search: string): Redirect | undefined {
  const lang = langOfPath(pathname)
  const path = stripLangPrefix(pathname)

  const numbered = NUMBERED.exec(path)
  if (numbered) {
    const [, kind = '', number = ''] = numbered
    const slugs = kind.toLowerCase() === 'productcategory' ? PRODUCT_CATEGORY_SLUGS : SOLUTION_CATEGORY_SLUGS
    const target = kind.toLowerCase() === 'productcategory' ? 'productCategory' : 'solutionCategory'
    return { location: localizedPath(`/${target}/${slugs[Number(number) - 1]}/${search}`, lang), status: 301 }
  }
  if (/accesshsc/i.test(path)) return { location: localizedPath(`/AccessHcs${search}`, lang), status: 301 }
  if (/concat/i.test(path)) return { location: localizedPath(`/contact/${search}`, lang), status: 301 }
  if (!matchRoute(pathname) && !FILE_LIKE.test(path)) return { location: localizedPath('/', lang), status: 302 }
  return undefined
}
