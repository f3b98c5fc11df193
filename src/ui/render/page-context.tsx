import { createContext, useContext } from 'react'
import type { Bundle } from '../../content/model/bundle.ts'
import type { FormPost } from '../../forms/form-post.ts'
import type { Lang } from '../../routing/locale.ts'
import type { RouteName } from '../../routing/routes.ts'
import type { Translate } from '../i18n/index.ts'

export interface PageContextValue {
  lang: Lang
  t: Translate
  /** The page's path and query, for links to the same page in the other language. */
  pathWithQuery: string
  /** The route of the page (undefined on error pages): the header marks its section. */
  route?: RouteName
  /** The language's content bundle (menus, footer, settings); absent on error pages. */
  bundle?: Bundle
  /** A form post this page answers (sent without JavaScript and shown again with its problems). */
  formPost?: FormPost
}

export const PageContext = createContext<PageContextValue | null>(null)

/** The language, translator and URL of the page being rendered. */
export function usePage(): PageContextValue {
  const value = useContext(PageContext)
  if (!value) throw new Error('usePage() outside a rendered page')
  return value
}

/** The bundle of a page with the full layout; the header and footer read their menus from it. */
export function useBundle(): Bundle {
  const { bundle } = usePage()
  if (!bundle) throw new Error('this component needs the page bundle (renderPage with chrome "site")')
  return bundle
}
